import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { HASH, ORDER_ID, orderSummary } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

/**
 * Issue 25 item 7: "View order" after placing a takeaway order opened /order-confirmation (no Pay, no SMS
 * form, "Ready" instead of "Ready for pickup"). A takeaway order opens its own details screen everywhere.
 */
const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  const s = useStore.getState();
  s.setTakeawaySession({ restaurant: NAJD, takeawayHash: HASH });
  s.setPlacedOrder({ orderId: ORDER_ID, orderNumber: '12' });
  mockApi((url) => {
    if (url.pathname.startsWith(`/api/public/orders/${ORDER_ID}`))
      return {
        status: 200,
        body: {
          data: { order: orderSummary({ orderType: 'takeaway', tableNumber: null, status: 'ready' }) },
        },
      };
    return undefined;
  });
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  uninstall();
  await changeLanguage('en');
});

const TEXT = {
  en: {
    view: 'View order',
    heading: 'Order 12',
    pay: 'Pay the bill',
    sms: /Text me when it is ready/,
    ready: 'Ready for pickup',
  },
  ar: {
    view: 'عرض الطلب',
    heading: 'الطلب 12',
    pay: 'ادفع الفاتورة',
    sms: /أرسل لي رسالة عندما يجهز/,
    ready: 'جاهز للاستلام',
  },
} as const;

/** The takeaway details screen: its heading, Pay, the pickup SMS form and "Ready for pickup". */
async function expectTakeawayDetails(lang: 'en' | 'ar') {
  const text = TEXT[lang];
  expect(await screen.findByRole('heading', { name: text.heading })).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/takeaway-order-details/${ORDER_ID}`);
  expect(screen.getByRole('link', { name: text.pay })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: text.sms })).toBeInTheDocument();
  expect(screen.getByTestId('ready-for-pickup')).toBeInTheDocument();
  expect(document.querySelector('[aria-current="step"]')).toHaveTextContent(text.ready);
}

describe('a takeaway order opens the takeaway details screen (issue 25 item 7)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`"View order" after placing leads to it, with Pay and the SMS form (${lang})`, async () => {
      await changeLanguage(lang);
      renderApp('/order-placed-success');
      const links = await screen.findAllByRole('link', { name: TEXT[lang].view });
      // One way to the order: no second button to the same screen.
      expect(links).toHaveLength(1);
      await userEvent.click(links[0] as HTMLElement);
      await expectTakeawayDetails(lang);
    });

    it(`a link that knows only the order's id (/invoice-details/:id) lands there too (${lang})`, async () => {
      await changeLanguage(lang);
      renderApp(`/invoice-details/${ORDER_ID}`);
      await expectTakeawayDetails(lang);
    });
  }

  it('/order-confirmation of a takeaway order lands there too', async () => {
    renderApp('/order-confirmation');
    await expectTakeawayDetails('en');
  });
});
