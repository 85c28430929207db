/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LoadFailed, LoadState } from '../../../src/ui/load-state';

describe('LoadFailed', () => {
  it('is an alert panel with the message and a retry button', () => {
    const onRetry = jest.fn();
    const { container } = render(
      <LoadFailed message="Orders could not be loaded." retryLabel="Try again" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('panel panel-error');
    expect(container.innerHTML).toBe(
      '<div class="panel panel-error" role="alert"><p>Orders could not be loaded.</p>' +
        '<button type="button" class="button">Try again</button></div>',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows its own way out instead of a retry', () => {
    render(
      <LoadFailed message="This vehicle is not in your garage.">
        <a href="/dashboard">Return to dashboard</a>
      </LoadFailed>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Return to dashboard' })).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('may only say so', () => {
    const { container } = render(<LoadFailed message="Your choices could not be loaded." />);
    expect(container.innerHTML).toBe(
      '<div class="panel panel-error" role="alert"><p>Your choices could not be loaded.</p></div>',
    );
  });
});

describe('LoadState', () => {
  const props = { loadingLabel: 'Loading…', message: 'Orders could not be loaded.', retryLabel: 'Try again' };

  it.each(['idle', 'loading'])('is the spinner while %s', (status) => {
    render(<LoadState status={status} onRetry={jest.fn()} {...props} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is the failure, with its retry, once failed', () => {
    const onRetry = jest.fn();
    render(<LoadState status="failed" onRetry={onRetry} {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each(['loaded', 'notFound'])('is nothing once %s', (status) => {
    const { container } = render(<LoadState status={status} onRetry={jest.fn()} {...props} />);
    expect(container.innerHTML).toBe('');
  });
});
