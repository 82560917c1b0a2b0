import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { useStore } from '../../../shared/store';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { tableCart } from '../../../test/order-fixtures';
import {
  dinerAtTable,
  PAYMENT_ID,
  PENDING_ID,
  paymentBody,
  paymentServer,
  pendingAnswer,
  pendingPaymentRoutes,
} from '../../../test/payment-test-server';
import { mockApi, renderApp, resetStore } from '../../../test/render';
import { navigation } from './go-to-gateway';

/**
 * Issue 25 item 9: a custom tip above half of the share ("500" typed for a small bill) went to the card
 * page with one tap. It is now asked about once more, in words, in an accessible dialog.
 */
const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
  dinerAtTable();
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  uninstall();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const TEXT = {
  en: {
    tips: 'Add a tip',
    custom: /Custom/,
    field: 'Tip amount (SAR)',
    pay: 'Pay SAR 586.40',
    title: 'Pay this tip?',
    question: 'Your tip of SAR 500.00 is 578.7% of your SAR 86.40 share. Pay it?',
    change: 'Change the tip',
    confirm: 'Yes, pay SAR 586.40',
  },
  ar: {
    tips: 'أضف إكرامية',
    custom: /مبلغ آخر/,
    field: 'مبلغ الإكرامية (ر.س)',
    pay: 'ادفع 586.40 ر.س',
    title: 'هل تدفع هذه الإكرامية؟',
    question: 'إكراميتك 500.00 ر.س تساوي 578.7٪ من حصتك البالغة 86.40 ر.س. هل تريد دفعها؟',
    change: 'تعديل الإكرامية',
    confirm: 'نعم، ادفع 586.40 ر.س',
  },
} as const;

async function typeTip(lang: 'en' | 'ar', amount: string) {
  const text = TEXT[lang];
  const tips = await screen.findByRole('group', { name: text.tips });
  await userEvent.click(within(tips).getByRole('radio', { name: text.custom }));
  await userEvent.type(screen.getByRole('textbox', { name: text.field }), amount);
}

describe('a tip above half of the share is asked about once more (issue 25 item 9)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`says the tip as an amount and a percentage; Escape goes back, confirming pays (${lang})`, async () => {
      await changeLanguage(lang);
      const text = TEXT[lang];
      const { posts } = paymentServer();
      const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      renderApp('/payment-method');
      await typeTip(lang, '500');
      const pay = screen.getByRole('button', { name: text.pay });
      await userEvent.click(pay);

      const dialog = await screen.findByRole('dialog', { name: text.title });
      expect(dialog).toHaveAccessibleDescription(text.question);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(posts).toHaveLength(0);

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(pay).toHaveFocus();
      expect(posts).toHaveLength(0);

      await userEvent.click(pay);
      await userEvent.click(await screen.findByRole('button', { name: text.confirm }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/pay/${PAYMENT_ID}?lang=${lang}`));
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ tip: { kind: 'custom', amount: '500.00' } });
    }, 20_000);
  }

  it('"Change the tip" goes back without paying', async () => {
    const { posts } = paymentServer();
    renderApp('/payment-method');
    await typeTip('en', '500');
    await userEvent.click(screen.getByRole('button', { name: TEXT.en.pay }));
    await userEvent.click(await screen.findByRole('button', { name: TEXT.en.change }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);
  }, 20_000);

  it('half of the share or less pays at once, without a question', async () => {
    const { posts } = paymentServer();
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderApp('/payment-method');
    await typeTip('en', '43.20');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 129.60' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);
});

describe('the same question on the other pay screens', () => {
  it('paying the cart before the order (96.00 with a 500.00 tip: 520.8%)', async () => {
    resetStore();
    tableCart({ requirePaymentBeforeOrder: true });
    useStore.getState().startPayFirst(PENDING_ID, null);
    const routes = pendingPaymentRoutes({
      get: () =>
        pendingAnswer({
          kind: 'pay_before_order',
          isSplitPayment: false,
          totalAmount: 9600,
          remainingAmount: 9600,
          availableAmount: 9600,
          split: null,
          orderId: null,
          orderNumber: null,
          orderCreation: { status: 'waiting', attempts: 0, maxAttempts: 5, errorCode: null },
        }),
    });
    paymentServer({ extra: routes.handler });
    renderApp('/payment-method');
    await typeTip('en', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Pay SAR 596.00' }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.en.title });
    expect(dialog).toHaveAccessibleDescription(
      'Your tip of SAR 500.00 is 520.8% of your SAR 96.00 share. Pay it?',
    );
    expect(routes.requests.filter((r) => r.path.endsWith('/payment'))).toHaveLength(0);
  }, 20_000);

  it("the table's bill, on the server's quote (52.00 with a 500.00 tip: 961.5%)", async () => {
    resetStore();
    dinerAtTable({ withOrder: false });
    const pays: unknown[] = [];
    mockApi((url, init) => {
      const base = '/api/public/restaurants/1/tables/4/bill';
      const body = JSON.parse(String(init?.body ?? '{}')) as { tip?: { kind: string; amount?: string } };
      if (url.pathname === base)
        return {
          status: 200,
          body: {
            data: {
              bill: {
                tableNumber: 4,
                orders: [
                  { id: PAYMENT_ID, orderNumber: 12, total: 5200, paidAmount: 0, remainingAmount: 5200 },
                ],
                lines: [],
                totalAmount: 5200,
                paidAmount: 0,
                remainingAmount: 5200,
                availableAmount: 5200,
              },
            },
          },
        };
      if (url.pathname === `${base}/payment-quote`) {
        const tip = body.tip?.kind === 'custom' ? Math.round(Number(body.tip.amount) * 100) : 0;
        return {
          status: 200,
          body: { data: { quote: { amount: 5200, tip, total: 5200 + tip, availableAmount: 5200 } } },
        };
      }
      if (url.pathname === `${base}/payment`) {
        pays.push(body);
        return { status: 200, body: { data: { payment: paymentBody({ orderId: null }) } } };
      }
      return undefined;
    });
    renderApp('/table-bill');
    await typeTip('en', '500');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay SAR 552.00' }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.en.title });
    expect(dialog).toHaveAccessibleDescription(
      'Your tip of SAR 500.00 is 961.5% of your SAR 52.00 share. Pay it?',
    );
    expect(pays).toHaveLength(0);
  }, 20_000);
});
