import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { ORDER_ID, tableCart } from '../../../test/order-fixtures';
import { renderApp, resetStore } from '../../../test/render';

// The card's code comes over the network on a phone, after the page's own: here a second later (React
// holds a new screen for a short while, not that long, before it shows it without the part still coming).
vi.mock('../../../shared/push/notify-card', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return importOriginal();
});

let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  tableCart();
  useStore.getState().setPlacedOrder({ orderId: ORDER_ID, orderNumber: '12' });
});
afterEach(() => uninstall());

describe('/order-placed-success', () => {
  it('draws its notifications card with its buttons, so nothing moves under a tap meant for a button', async () => {
    // Every state of the page the diner could see: whenever a button is there, so is the card above it.
    const states: { button: boolean; card: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const button = screen.queryByRole('link', { name: "See the table's orders" }) !== null;
      if (button) states.push({ button, card: screen.queryByTestId('notify-card') !== null });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/order-placed-success');
    expect(await screen.findByRole('link', { name: "See the table's orders" })).toBeVisible();
    expect(screen.getByText('Order number 12')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Get notified when your order is ready' })).toBeVisible();
    observer.disconnect();
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((s) => !s.card)).toEqual([]);
  });
});
