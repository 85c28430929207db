/** @jest-environment ./test/support/jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { PhoneLink, PhoneNumber } from '../../../src/ui/phone-link';

const DISPLAY = '../../../src/lib/phone/display';

afterEach(() => jest.dontMock(DISPLAY));

// The browser's idle moments, run when a test says: the display's ask waits for the first.
const idle: IdleRequestCallback[] = [];
beforeEach(() => {
  globalThis.requestIdleCallback = (callback) => idle.push(callback);
  globalThis.cancelIdleCallback = () => undefined;
});
const afterIdle = () =>
  act(async () => {
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });

// In this order: the module keeps the display once it has it.
it('shows the number as stored, with its digits to call, when the phone-number library cannot be had', async () => {
  jest.doMock(DISPLAY, () => {
    throw new Error('offline');
  });
  render(<PhoneLink stored="+1 (313) 555-0147" countryCode="US" />);
  const { container: own } = render(<PhoneNumber stored="+1 (248) 555-0100" countryCode="US" />);
  expect(own.querySelector('span.phone-pending[aria-busy="true"]')?.textContent).toBe('+1 (248) 555-0100');
  await afterIdle();
  await act(async () => undefined);
  const link = screen.getByRole('link', { name: '+1 (313) 555-0147' });
  expect(link.getAttribute('href')).toBe('tel:+13135550147');
  expect(link.classList.contains('phone-pending')).toBe(false);
  expect(own.querySelector('.phone-pending')).toBeNull();
  expect(own.textContent).toBe('+1 (248) 555-0100');
});

it('keeps the place of the number unseen while the library loads, then writes it the way an owner reads it', async () => {
  let loads = 0;
  jest.doMock(DISPLAY, () => {
    loads += 1;
    return jest.requireActual(DISPLAY);
  });
  const { container } = render(<PhoneLink stored="+13135550147" countryCode="US" />);
  const pending = container.querySelector('a');
  expect(pending?.classList.contains('phone-pending')).toBe(true);
  expect(pending?.getAttribute('aria-busy')).toBe('true');
  // Not asked for while the page still renders: it would compete with the page's paint.
  await act(async () => undefined);
  expect(loads).toBe(0);
  await afterIdle();
  await act(async () => undefined);
  expect(loads).toBe(1);
  const link = screen.getByRole('link', { name: '(313) 555-0147' });
  expect(link.getAttribute('href')).toBe('tel:+13135550147');
  expect(link.classList.contains('phone-pending')).toBe(false);
  // A foreign number the international way.
  render(<PhoneLink stored="+49 221 5550100" countryCode="US" />);
  expect(screen.getByRole('link', { name: '+49 221 5550100' })).toBeTruthy();
});

it("writes the owner's own number as text, the same way, once the library is in", () => {
  const { container } = render(<PhoneNumber stored="+13135550147" countryCode="US" />);
  expect(container.textContent).toBe('(313) 555-0147');
  expect(container.querySelector('a, .phone-pending')).toBeNull();
});
