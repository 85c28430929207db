/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ScreenHeader } from '../../../src/ui/screen-header';

it('is the screen heading (h1) with its lead under it', () => {
  const { container } = render(<ScreenHeader title="Order history" lead="Your orders, newest first." />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Order history' });
  expect(heading.parentElement).toBe(container.querySelector('.screen-header'));
  expect(heading.nextElementSibling?.outerHTML).toBe('<p class="lead">Your orders, newest first.</p>');
  expect(heading.hasAttribute('tabindex')).toBe(false);
});

it.each([undefined, null, false])('has no lead when it is %s', (lead) => {
  const { container } = render(<ScreenHeader title="Wallet" lead={lead} />);
  expect(container.innerHTML).toBe('<div class="screen-header"><h1>Wallet</h1></div>');
});

it('keeps an empty lead, as a screen with an empty description showed it', () => {
  const { container } = render(<ScreenHeader title="Wallet" lead="" />);
  expect(container.querySelector('p.lead')).not.toBeNull();
});

it('takes a title made of parts', () => {
  render(
    <ScreenHeader
      title={
        <>
          Messages<span className="comm-unread-count"> (2 unread)</span>
        </>
      }
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Messages (2 unread)' })).toBeTruthy();
});

it('gives the heading its id, and its ref with tabIndex -1 when script moves focus to it', () => {
  const ref = createRef<HTMLHeadingElement>();
  render(<ScreenHeader title="Order US-300540" headingId="order-details-heading" focusRef={ref} />);
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading.id).toBe('order-details-heading');
  expect(ref.current).toBe(heading);
  expect(heading.tabIndex).toBe(-1);
  ref.current?.focus();
  expect(document.activeElement).toBe(heading);
});
