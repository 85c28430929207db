import { isWebview } from '../../../src/lib/webview';

it('detects webview from a query string containing the marker', () => {
  expect(isWebview('?webview=true')).toBe(true);
  expect(isWebview('?locale=en-us&webview')).toBe(true);
});

it('is not webview without the marker', () => {
  expect(isWebview('')).toBe(false);
  expect(isWebview('?locale=en-us')).toBe(false);
});
