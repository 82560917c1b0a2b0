import { ERROR_CODES, ERROR_STATUS, type ErrorCode, errorMessage } from '@sufra/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvoiceEmailForm } from '../features/diner/invoice/invoice-email-form';
import { PhoneNumberForm } from '../features/diner/orders/phone-number-form';
import { ReceiptEmailForm } from '../features/diner/orders/receipt-email-form';
import RatingPage from '../features/diner/rating/rating-page';
import { i18n as appI18n } from '../i18n/i18n';
import { I18nCore } from '../i18n/i18n-core';
import { lazyBackend } from '../i18n/lazy-backend';
import arCart from '../i18n/locales/ar/cart.json';
import arCommon from '../i18n/locales/ar/common.json';
import enCart from '../i18n/locales/en/cart.json';
import enCommon from '../i18n/locales/en/common.json';
import { I18nContext } from '../i18n/use-translation';
import { createQueryClient } from '../shared/query-client';
import { useStore } from '../shared/store';
import { ORDER_ID, tableCart } from '../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../test/render';

/**
 * Issue 8, item 7: no screen may show a bare error code. Every code of the domain catalogue (codes
 * added later are covered without touching this file) is answered by the API, as the server answers
 * it, to every diner form that sends a request, in both languages; the forms' own checks run too.
 * Each screen gets a fresh i18n instance that has loaded only `common`, as on a first visit straight
 * to that page: a component that uses catalogue texts must load them itself.
 */
const LANGUAGES = ['ar', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];
/** A value for every placeholder any catalogue text has (a code added later with a new one is covered too). */
const PARAMS: Record<string, number> = Object.fromEntries(
  ERROR_CODES.flatMap((code) =>
    [...errorMessage(code, 'en').matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], 4]),
  ),
);
const realFetch = globalThis.fetch;

async function freshI18n(lng: Lang): Promise<I18nCore> {
  const i18n = new I18nCore().use(lazyBackend);
  await i18n.init({
    lng,
    resources: { ar: { common: arCommon }, en: { common: enCommon } },
    ns: ['common'],
    defaultNS: 'common',
  });
  return i18n;
}

async function renderIn(lng: Lang, ui: ReactNode) {
  const i18n = await freshI18n(lng);
  const queryClient = createQueryClient();
  render(
    <I18nContext value={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </QueryClientProvider>
    </I18nContext>,
  );
  await screen.findByRole('button', { name: /./, hidden: false });
}

/** The API answers every request with `answer.code`, shaped and worded as the server does. */
function serveErrors(lng: Lang) {
  const answer: { code: ErrorCode } = { code: 'INTERNAL' };
  // Only what the forms send counts (a screen may also read, e.g. whether an order is rated).
  const calls: URL[] = [];
  mockApi((url, init) => {
    if (init?.method !== 'POST' && init?.method !== 'PATCH') return undefined;
    calls.push(url);
    return {
      status: ERROR_STATUS[answer.code],
      body: { error: { code: answer.code, message: errorMessage(answer.code, lng, PARAMS), params: PARAMS } },
    };
  });
  return { answer, calls };
}

/** Fails on any catalogue code, or an unfilled `{{placeholder}}`, anywhere on the page. */
function expectNoRawCode() {
  const text = document.body.textContent ?? '';
  const raw = ERROR_CODES.filter((code) => new RegExp(`\\b${code}\\b`).test(text));
  expect(raw, `raw codes on screen: ${text}`).toEqual([]);
  expect(text).not.toMatch(/\{\{/);
}

const submitButton = () => screen.getAllByRole('button').at(-1) as HTMLElement;

async function submitAndRead(calls: URL[]): Promise<string> {
  const before = calls.length;
  fireEvent.click(submitButton());
  await waitFor(() => expect(calls.length).toBe(before + 1));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  const alerts = await screen.findAllByRole('alert');
  return alerts.map((a) => a.textContent).join(' ');
}

interface FormScreen {
  name: string;
  ui: () => ReactNode;
  field: () => HTMLElement;
  bad: string;
  good: string;
  ownCheck: ErrorCode;
}

const FORMS: FormScreen[] = [
  {
    name: 'takeaway SMS form',
    ui: () => <PhoneNumberForm orderId={ORDER_ID} />,
    field: () => screen.getByPlaceholderText('05XXXXXXXX'),
    bad: '12345',
    good: '0551234567',
    ownCheck: 'PHONE_INVALID',
  },
  {
    name: 'receipt e-mail form',
    ui: () => <ReceiptEmailForm orderId={ORDER_ID} />,
    field: () => screen.getByPlaceholderText('name@example.com'),
    bad: 'not-an-address',
    good: 'diner@example.com',
    ownCheck: 'EMAIL_INVALID',
  },
  {
    name: 'invoice e-mail form',
    ui: () => <InvoiceEmailForm invoiceId="9d2f6a0e-1c1b-4a8e-9f0e-3b7c2d1e0f11" />,
    field: () => screen.getByPlaceholderText('name@example.com'),
    bad: 'diner@',
    good: 'diner@example.com',
    ownCheck: 'EMAIL_INVALID',
  },
];

beforeEach(() => resetStore());
afterEach(() => {
  globalThis.fetch = realFetch;
});

// Each test answers every code of the catalogue in turn (about 300, growing with every feature): a budget
// per test that grows with it, not the default 20 s.
describe('no raw error code on any diner form', { timeout: 90_000 }, () => {
  for (const form of FORMS) {
    for (const lng of LANGUAGES) {
      it(`${form.name} (${lng}): its own check and every code the API answers read as the catalogue says`, async () => {
        const { answer, calls } = serveErrors(lng);
        await renderIn(lng, form.ui());
        fireEvent.change(form.field(), { target: { value: form.bad } });
        fireEvent.click(submitButton());
        expect(await screen.findByRole('alert')).toHaveTextContent(errorMessage(form.ownCheck, lng));
        expectNoRawCode();
        expect(calls).toHaveLength(0);

        fireEvent.change(form.field(), { target: { value: form.good } });
        for (const code of ERROR_CODES) {
          answer.code = code;
          expect(await submitAndRead(calls)).toBe(errorMessage(code, lng, PARAMS));
          expectNoRawCode();
        }
      });
    }
  }

  for (const lng of LANGUAGES) {
    it(`rating page (${lng}): its own checks and every code the API answers read as the catalogue says`, async () => {
      useStore
        .getState()
        .setTableSession({ restaurant: NAJD, tableNumber: 8, tableHash: 'h8h8h8h8h8h8h8h8h8h8h8' });
      useStore.getState().setPlacedOrder({
        orderId: ORDER_ID,
        orderNumber: '12',
      });
      const { answer, calls } = serveErrors(lng);
      await renderIn(lng, <RatingPage />);
      const [email, phone] = [
        document.querySelector('input[type="email"]'),
        document.querySelector('input[type="tel"]'),
      ] as HTMLInputElement[];
      fireEvent.change(email as HTMLInputElement, { target: { value: 'diner@' } });
      fireEvent.change(phone as HTMLInputElement, { target: { value: '123' } });
      fireEvent.click(submitButton());
      const own = (await screen.findAllByRole('alert')).map((a) => a.textContent);
      for (const code of ['RATING_INCOMPLETE', 'EMAIL_INVALID', 'PHONE_INVALID'] as const) {
        expect(own).toContain(errorMessage(code, lng));
      }
      expectNoRawCode();
      expect(calls).toHaveLength(0);

      fireEvent.change(email as HTMLInputElement, { target: { value: 'diner@example.com' } });
      fireEvent.change(phone as HTMLInputElement, { target: { value: '0551234567' } });
      for (const group of screen.getAllByRole('group')) {
        const stars = within(group).queryAllByRole('radio');
        if (stars.length) await act(async () => fireEvent.click(stars.at(-1) as HTMLElement));
      }
      // CONFLICT (already rated) ends the form with a thank-you, so it is answered last.
      for (const code of [...ERROR_CODES.filter((c) => c !== 'CONFLICT'), 'CONFLICT' as const]) {
        answer.code = code;
        if (code === 'CONFLICT') {
          fireEvent.click(submitButton());
          await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
        } else {
          expect(await submitAndRead(calls)).toBe(errorMessage(code, lng, PARAMS));
        }
        expectNoRawCode();
      }
    });
  }

  // The cart names a failure by its own catalogue text (with the server's parameters), or "could not place
  // your order" for the server's own failures: always a catalogue sentence, never a code.
  for (const lng of LANGUAGES) {
    it(`cart, placing the order (${lng}): every code the API answers reads as a catalogue sentence`, async () => {
      await appI18n.changeLanguage(lng);
      tableCart();
      const { answer, calls } = serveErrors(lng);
      renderApp('/cart');
      const placeName = (lng === 'ar' ? arCart : enCart).placeOrder;
      const place = () => screen.getByRole('button', { name: placeName });
      await screen.findByRole('button', { name: placeName });
      const sentences = new Set(ERROR_CODES.map((code) => errorMessage(code, lng, PARAMS)));
      for (const code of ERROR_CODES) {
        answer.code = code;
        const before = calls.length;
        fireEvent.click(place());
        await waitFor(() => expect(calls.length).toBe(before + 1));
        const shown = await screen.findByTestId('cart-error');
        await waitFor(() => expect(place()).toBeEnabled());
        expect(sentences.has(shown.textContent ?? ''), `${code}: ${shown.textContent}`).toBe(true);
        expectNoRawCode();
      }
    });
  }
});
