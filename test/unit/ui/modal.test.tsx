/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { pressTab } from './support/keyboard';
import { pretendElementsAreVisible } from './support/layout';
import { fakeViewport } from './support/viewport';
import { preloadFocusTrap } from '../../../src/ui/lazy-focus-trap';
import { Modal } from '../../../src/ui/modal';
import { Tooltip } from '../../../src/ui/tooltip';
import { WithMarket } from '../../support/site-tables';

// The dialogs load their focus trap on first use; these tests check them once it is there.
beforeAll(() => preloadFocusTrap());

function Page({ preventClose = false, onClose }: { preventClose?: boolean; onClose?: () => void }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setActive('terms')}>
        Read the terms
      </button>
      <button type="button" onClick={() => setActive('other')}>
        Open another modal
      </button>
      <Modal
        name="terms"
        activeModal={active}
        preventClose={preventClose}
        title="Terms of use"
        closeLabel="Close"
        onClose={() => {
          onClose?.();
          setActive(null);
        }}
      >
        <a href="#terms">Full terms</a>
        <button type="button" onClick={() => setActive(null)}>
          Accept
        </button>
      </Modal>
    </>
  );
}

/** Opens the modal as a user does: the opener has focus when it is activated. */
function open(props: Parameters<typeof Page>[0] = {}) {
  render(<Page {...props} />, { wrapper: WithMarket });
  const opener = screen.getByRole('button', { name: 'Read the terms' });
  opener.focus();
  fireEvent.click(opener);
  // focus-trap moves focus in on the next tick.
  act(() => {
    jest.advanceTimersByTime(1);
  });
  return { opener, dialog: screen.getByRole('dialog', { name: 'Terms of use' }) };
}

let restoreLayout: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  restoreLayout = pretendElementsAreVisible();
});
afterEach(() => {
  restoreLayout();
  jest.useRealTimers();
});

it('is closed until its own name is the active modal', () => {
  render(<Page />, { wrapper: WithMarket });
  fireEvent.click(screen.getByRole('button', { name: 'Open another modal' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens as a modal dialog named by its title, on document.body', () => {
  const { dialog } = open();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(within(dialog).getByRole('heading', { name: 'Terms of use' })).toBeTruthy();
  expect(dialog.closest('.ui-modal-backdrop')?.parentElement).toBe(document.body);
});

it('moves focus inside when it opens', () => {
  const { dialog } = open();
  expect(dialog.contains(document.activeElement)).toBe(true);
});

it('Tab from the last control goes back to the first', () => {
  const { dialog } = open();
  within(dialog).getByRole('button', { name: 'Accept' }).focus();
  pressTab();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
});

it('Shift+Tab from the first control goes to the last', () => {
  const { dialog } = open();
  within(dialog).getByRole('button', { name: 'Close' }).focus();
  pressTab({ shift: true });
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Accept' }));
});

it('closes on Escape', () => {
  const { dialog } = open();
  fireEvent.keyDown(within(dialog).getByRole('link', { name: 'Full terms' }), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes on a click outside the dialog', () => {
  const { dialog } = open();
  fireEvent.mouseDown(dialog.parentElement as HTMLElement); // the backdrop
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('stays open on a click inside the dialog', () => {
  const { dialog } = open();
  fireEvent.mouseDown(within(dialog).getByRole('heading', { name: 'Terms of use' }));
  expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
});

it('closes with its close button', () => {
  const { dialog } = open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('with preventClose, ignores Escape and outside clicks and has no close button', () => {
  const onClose = jest.fn();
  const { dialog } = open({ preventClose: true, onClose });
  fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
  fireEvent.mouseDown(document.body);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
});

it('returns focus to the button that opened it when it closes', () => {
  const { opener, dialog } = open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  act(() => {
    jest.runOnlyPendingTimers();
  });
  expect(document.activeElement).toBe(opener);
});

it('leaves the modal open when Escape only hides a tooltip inside it', async () => {
  render(
    <Modal name="vin" activeModal="vin" onClose={jest.fn()} title="Add a vehicle" closeLabel="Close">
      <Tooltip label="Where do I find my VIN?">On your registration document.</Tooltip>
    </Modal>,
    { wrapper: WithMarket },
  );
  const info = screen.getByRole('button', { name: 'Where do I find my VIN?' });
  fireEvent.mouseEnter(info);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  fireEvent.keyDown(info, { key: 'Escape' });
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Add a vehicle' })).toBeTruthy();
});

describe('the viewport zoom after closing (spec 002 §2: it resets after 300 ms, scale factors 0.8 and 1.2)', () => {
  let page: ReturnType<typeof fakeViewport>;
  beforeEach(() => {
    page = fakeViewport();
  });
  afterEach(() => page.restore());

  it('narrows the scale range when the modal closes zoomed in, and gives zooming back 300 ms later', () => {
    const { dialog } = open();
    page.viewport.scale = 2.4; // the browser zoomed into a field of the modal
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(page.meta.content).toBe('width=device-width, initial-scale=1, minimum-scale=0.8, maximum-scale=1.2');
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(page.meta.content).toContain('maximum-scale=1.2');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(page.meta.content).toBe('width=device-width, initial-scale=1');
  });

  it('leaves the viewport alone when the zoom did not change, or was the owner’s before the modal opened', () => {
    const first = open();
    fireEvent.keyDown(first.dialog, { key: 'Escape' });
    expect(page.meta.content).toBe('width=device-width, initial-scale=1');
    page.viewport.scale = 2.4;
    const second = screen.getByRole('button', { name: 'Read the terms' });
    fireEvent.click(second);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Terms of use' }), { key: 'Escape' });
    expect(page.meta.content).toBe('width=device-width, initial-scale=1');
  });
});
