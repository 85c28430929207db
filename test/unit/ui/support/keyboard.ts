import { fireEvent } from '@testing-library/react';

/**
 * jsdom does not turn Enter on a focused <button> into a click, as browsers do; this does.
 * The button must already have focus, as it would for a keyboard user.
 */
export function pressEnterOn(button: HTMLElement): void {
  if (document.activeElement !== button) throw new Error('pressEnterOn: the button does not have focus');
  if (fireEvent.keyDown(button, { key: 'Enter' })) fireEvent.click(button);
}

/** Tab or Shift+Tab as a keydown on the focused element: focus-trap handles the trap's edges. */
export function pressTab({ shift = false } = {}): void {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
}
