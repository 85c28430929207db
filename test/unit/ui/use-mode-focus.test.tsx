/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { firstField, useModeFocus } from '../../../src/ui/use-mode-focus';

function Panel() {
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useModeFocus(ref, editing);
  return editing ? (
    <form
      ref={(el) => {
        ref.current = el;
      }}
      aria-label="Edit"
    >
      <h2>Your choices</h2>
      <input type="hidden" name="token" />
      <label>
        Email <input name="email" />
      </label>
      <button type="button" onClick={() => setEditing(false)}>
        Cancel
      </button>
    </form>
  ) : (
    <section ref={ref}>
      <h2>Your choices</h2>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
    </section>
  );
}

it('leaves the focus alone on the first render', () => {
  render(<Panel />);
  expect(document.activeElement).toBe(document.body);
});

it('focuses the first field on Edit, and the heading (not <body>) on Cancel', () => {
  render(<Panel />);
  const edit = screen.getByRole('button', { name: 'Edit' });
  edit.focus();
  fireEvent.click(edit);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your choices' }));
  expect(screen.getByRole('heading', { name: 'Your choices' }).tabIndex).toBe(-1);
});

it('goes to the field the form definition names rather than a salutation before it', () => {
  const root = document.createElement('form');
  root.innerHTML =
    '<select name="title"><option></option></select><input name="firstName" data-edit-focus><input name="lastName">';
  expect(firstField(root)?.getAttribute('name')).toBe('firstName');
  root.querySelector('[data-edit-focus]')!.setAttribute('disabled', '');
  expect(firstField(root)?.getAttribute('name')).toBe('title');
});
