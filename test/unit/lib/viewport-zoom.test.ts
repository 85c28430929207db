/** @jest-environment jsdom */
import { narrowedViewport, resetViewportZoom, zoomedWhileOpen } from '../../../src/lib/viewport-zoom';
import { fixtureSite } from '../../support/fixture-markets';

const rule = fixtureSite.viewportZoomReset;

it('resets only a zoom made while the dialog was open, outside the scale range', () => {
  expect(zoomedWhileOpen(1, 2.5, rule)).toBe(true);
  expect(zoomedWhileOpen(1, 0.5, rule)).toBe(true);
  expect(zoomedWhileOpen(1, 1.1, rule)).toBe(false); // inside 0.8..1.2
  expect(zoomedWhileOpen(2, 2.5, rule)).toBe(false); // the owner had zoomed before opening
  expect(zoomedWhileOpen(undefined, 2.5, rule)).toBe(false); // no visual viewport
});

it('narrows the scale range, keeping the other settings and replacing earlier bounds', () => {
  expect(narrowedViewport('width=device-width, initial-scale=1', rule)).toBe(
    'width=device-width, initial-scale=1, minimum-scale=0.8, maximum-scale=1.2',
  );
  expect(narrowedViewport('width=device-width,maximum-scale=5, minimum-scale=0.5', rule)).toBe(
    'width=device-width, minimum-scale=0.8, maximum-scale=1.2',
  );
});

describe('resetViewportZoom', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    jest.useFakeTimers();
    meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
  });
  afterEach(() => {
    meta.remove();
    jest.useRealTimers();
  });

  it('puts the page’s own content back after the delay, also after a second reset in between', () => {
    resetViewportZoom(document, rule);
    jest.advanceTimersByTime(200);
    resetViewportZoom(document, rule);
    expect(meta.content).toBe('width=device-width, initial-scale=1, minimum-scale=0.8, maximum-scale=1.2');
    jest.advanceTimersByTime(rule.restoreAfterMs);
    expect(meta.content).toBe('width=device-width, initial-scale=1');
  });

  it('does nothing on a page without a viewport meta', () => {
    meta.remove();
    expect(() => resetViewportZoom(document, rule)).not.toThrow();
  });
});
