/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Spinner } from '../../../src/ui/spinner';

it('is a status region named by its label', () => {
  render(<Spinner label="Loading…" />);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
});
