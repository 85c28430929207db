import type { ReactNode } from 'react';

/**
 * One fact of a description list (an order's date, a return's method…): its name and its value, grouped in a div as
 * HTML allows inside a dl, so a list can lay each fact out as one row or one card.
 */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
