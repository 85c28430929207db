/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SiteTables } from '../../../src/lib/market/site-tables';
import { NotificationBanner, type Notification } from '../../../src/ui/notification-banner';
import { fixtureTables, WithMarket } from '../../support/site-tables';

const defaults = { successText: 'Your changes were saved.', failureText: 'Your changes could not be saved.' };

/**
 * The timings are site data the banner reads from the market context: the spec's text after 0.5 s and auto-close
 * after 10 s unless told otherwise (the shipped values, spec §9, are pinned in test/unit/generator/market-data.test.ts).
 */
function siteTables(notificationContentDelayMs = 500, notificationAutoCloseMs = 10000): SiteTables {
  return {
    ...fixtureTables,
    site: {
      ...fixtureTables.site,
      timings: { ...fixtureTables.site.timings, notificationContentDelayMs, notificationAutoCloseMs },
    },
  };
}

function show(notification: Notification | null, onDismiss = jest.fn(), tables = siteTables()) {
  const banner = (shown: Notification | null) => (
    <WithMarket tables={tables}>
      <NotificationBanner
        notification={shown}
        onDismiss={onDismiss}
        defaults={defaults}
        closeLabel="Close notification"
      />
    </WithMarket>
  );
  const view = render(banner(notification));
  const rerender = (next: Notification | null) => view.rerender(banner(next));
  return { ...view, onDismiss, rerender };
}

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

let scrollTo: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

it("uses the site's timings, whatever the market context gives (here text after 0.2 s, auto-close after 3 s)", () => {
  const { onDismiss } = show({ type: 'info', message: 'New terms apply' }, jest.fn(), siteTables(200, 3000));
  wait(199);
  expect(screen.getByRole('status').textContent).toBe('');
  wait(1);
  expect(screen.getByRole('status').textContent).toBe('New terms apply');
  wait(2799);
  expect(onDismiss).not.toHaveBeenCalled();
  wait(1);
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('renders nothing without a notification', () => {
  const { container } = show(null);
  expect(container.innerHTML).toBe('');
});

it('renders nothing for type none', () => {
  const { container } = show({ type: 'none', message: 'Hidden' });
  expect(container.innerHTML).toBe('');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('scrolls the page to the top as soon as a notification arrives', () => {
  show({ type: 'success', message: 'Saved' });
  expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
});

it('shows the message 500 ms after it arrives, not at 499 ms', () => {
  show({ type: 'info', message: 'New terms apply' });
  wait(499);
  expect(screen.getByRole('status').textContent).toBe('');
  wait(1);
  expect(screen.getByRole('status').textContent).toBe('New terms apply');
});

it('shows the dismiss button with the message', () => {
  show({ type: 'info', message: 'New terms apply' });
  expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  wait(500);
  expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
});

it('dismisses itself 10 s after it arrives, not at 9999 ms', () => {
  const { onDismiss } = show({ type: 'success', message: 'Saved' });
  wait(9999);
  expect(onDismiss).not.toHaveBeenCalled();
  wait(1);
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('stays until dismissed when it came from the dashboard', () => {
  const { onDismiss } = show({ type: 'success', message: 'Saved', fromDashboard: true });
  wait(60000);
  expect(onDismiss).not.toHaveBeenCalled();
  expect(screen.getByRole('status').textContent).toBe('Saved');
});

it('calls onDismiss when the dismiss button is pressed', () => {
  const { onDismiss } = show({ type: 'success', message: 'Saved', fromDashboard: true });
  wait(500);
  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('restarts both timers when a new notification arrives', () => {
  const { onDismiss, rerender } = show({ type: 'success', message: 'Saved' });
  wait(9000);
  rerender({ type: 'error', message: 'Try again' });
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('alert').textContent).toBe('');
  wait(500);
  expect(screen.getByRole('alert').textContent).toBe('Try again');
  wait(9499);
  expect(onDismiss).not.toHaveBeenCalled();
  wait(1);
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('announces an error as an alert', () => {
  show({ type: 'error', message: 'Try again' });
  wait(500);
  expect(screen.getByRole('alert').textContent).toBe('Try again');
  expect(screen.queryByRole('status')).toBeNull();
});

it.each(['success', 'info', 'default', 'dealer-consent-success'] as const)(
  'announces a %s notification as a status',
  (type) => {
    show({ type, message: 'Done' });
    wait(500);
    expect(screen.getByRole('status').textContent).toBe('Done');
  },
);

it.each(['success', 'dealer-consent-success'] as const)(
  'shows the default success text for a %s notification without a message',
  (type) => {
    show({ type, message: '' });
    wait(500);
    expect(screen.getByRole('status').textContent).toBe('Your changes were saved.');
  },
);

it('shows the default failure text for an error without a message', () => {
  show({ type: 'error', message: '' });
  wait(500);
  expect(screen.getByRole('alert').textContent).toBe('Your changes could not be saved.');
});
