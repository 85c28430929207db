/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { pretendElementsAreVisible } from './support/layout';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/ui/confirm-dialog';
import { preloadFocusTrap } from '../../../src/ui/lazy-focus-trap';
import { WithMarket } from '../../support/site-tables';

// The dialog loads its focus trap on first use; these tests check it once it is there.
beforeAll(() => preloadFocusTrap());

let restoreLayout: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  restoreLayout = pretendElementsAreVisible();
});
afterEach(() => {
  restoreLayout();
  jest.useRealTimers();
});

function open(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      name="remove"
      activeModal="remove"
      title="Remove Mustang?"
      body="The vehicle leaves your garage."
      cancelLabel="Cancel"
      confirmLabel="Remove"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
    { wrapper: WithMarket },
  );
  act(() => {
    jest.advanceTimersByTime(1);
  });
  const dialog = screen.getByRole('dialog', { name: 'Remove Mustang?' });
  return { dialog, onCancel, onConfirm };
}

/** The answer buttons of the actions row (the close button in the header is named like Cancel). */
const actions = (dialog: HTMLElement) => {
  const row = dialog.querySelector('.form-actions') as HTMLElement;
  const [cancel, confirm] = within(row).getAllByRole('button');
  return { row, cancel: cancel!, confirm: confirm! };
};

it('is a modal dialog named by its title, with the body and Cancel then the confirm button', () => {
  const { dialog } = open();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(within(dialog).getByText('The vehicle leaves your garage.').tagName).toBe('P');
  const { cancel, confirm } = actions(dialog);
  expect(cancel.textContent).toBe('Cancel');
  expect(cancel.className).toBe('button');
  expect(confirm.textContent).toBe('Remove');
  expect(confirm.className).toBe('button button-danger');
  expect(within(dialog).queryByRole('alert')).toBeNull();
});

it('is closed while another modal is active', () => {
  render(
    <ConfirmDialog
      name="remove"
      activeModal={null}
      title="Remove Mustang?"
      body="The vehicle leaves your garage."
      cancelLabel="Cancel"
      confirmLabel="Remove"
      onCancel={jest.fn()}
      onConfirm={jest.fn()}
    />,
    { wrapper: WithMarket },
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('calls onConfirm from the confirm button', () => {
  const { dialog, onConfirm, onCancel } = open();
  fireEvent.click(actions(dialog).confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
});

it('calls onCancel from the cancel button, the close button and Escape', () => {
  const { dialog, onConfirm, onCancel } = open();
  fireEvent.click(actions(dialog).cancel);
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
  fireEvent.keyDown(actions(dialog).confirm, { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(3);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('names the close button by the cancel label unless it has its own', () => {
  const { dialog } = open();
  expect(dialog.querySelector('.ui-close-button')?.getAttribute('aria-label')).toBe('Cancel');
});

it('takes a close label of its own', () => {
  const { dialog } = open({ closeLabel: 'Close' });
  expect(within(dialog).getByRole('button', { name: 'Close' }).className).toBe('ui-close-button');
});

it('confirms with a primary button when nothing is destroyed', () => {
  const { dialog } = open({ danger: false });
  expect(actions(dialog).confirm.className).toBe('button button-primary');
});

it('while busy, neither button can be pressed', () => {
  const { dialog } = open({ busy: true });
  const { cancel, confirm } = actions(dialog);
  expect((cancel as HTMLButtonElement).disabled).toBe(true);
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
});

it('may disable the confirm button alone', () => {
  const { dialog } = open({ confirmDisabled: true });
  const { cancel, confirm } = actions(dialog);
  expect((cancel as HTMLButtonElement).disabled).toBe(false);
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
});

it('says why the last answer failed, as an alert under the body', () => {
  const { dialog } = open({ error: 'The order could not be cancelled.' });
  const alert = within(dialog).getByRole('alert');
  expect(alert.className).toBe('field-error');
  expect(alert.textContent).toBe('The order could not be cancelled.');
  expect(alert.previousElementSibling?.textContent).toBe('The vehicle leaves your garage.');
});
