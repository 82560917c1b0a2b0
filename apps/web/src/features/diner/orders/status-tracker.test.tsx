import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTracker } from './status-tracker';

function renderTracker(status: Parameters<typeof StatusTracker>[0]['status'], isTakeaway = false) {
  return render(<StatusTracker status={status} isTakeaway={isTakeaway} />);
}

const steps = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

describe('order status tracker', () => {
  it('marks every step up to the current one and names the current step', () => {
    renderTracker('preparing');
    expect(steps().map((s) => s.textContent)).toEqual([
      '✓Pending',
      '✓Confirmed',
      '3Preparing',
      '4Ready',
      '5Completed',
    ]);
    expect(steps().map((s) => s.dataset.done)).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
  });

  it('a takeaway order that is ready reads "Ready for pickup"', () => {
    renderTracker('ready', true);
    expect(steps()[3]).toHaveTextContent('Ready for pickup');
    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
  });

  it('a cancelled order is shown distinctly, not as a step of the tracker', () => {
    renderTracker('cancelled');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This order was cancelled.');
  });

  it('paid at the restaurant reads as completed', () => {
    renderTracker('paid_at_rest');
    expect(steps()[4]).toHaveAttribute('aria-current', 'step');
  });
});
