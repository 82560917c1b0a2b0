import type { SentMail, SentSms, StaffMessages } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { NAJD, renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-20T18:30:00.000Z';

function sms(overrides: Partial<SentSms>): SentSms {
  return {
    id: 1,
    kind: 'sms.order_ready',
    to: '+966501234567',
    body: 'Najd House: your order #7 is ready for pickup.',
    language: 'en',
    provider: 'outbox',
    status: 'kept',
    orderNumber: 7,
    createdAt: at,
    ...overrides,
  };
}

function mail(overrides: Partial<SentMail>): SentMail {
  return {
    id: 1,
    kind: 'mail.receipt',
    to: 'guest@example.com',
    subject: 'إيصال طلبك من بيت نجد',
    language: 'ar',
    status: 'sent',
    orderNumber: 9,
    createdAt: '2026-11-20T19:00:00.000Z',
    ...overrides,
  };
}

const page = (overrides: Partial<StaffMessages> = {}): StaffMessages => ({
  sms: [],
  mail: [],
  nextSmsBefore: null,
  nextMailBefore: null,
  ...overrides,
});

function openMessages(messages: (query: URLSearchParams) => StaffMessages, handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('manager'),
    handle: (request) => {
      const own = handle?.(request);
      if (own) return own;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/messages')
        return { status: 200, body: { data: messages(request.query) } };
      return undefined;
    },
  });
  renderApp('/dashboard/messages');
  return server;
}

const reads = (server: ReturnType<typeof staffServer>) =>
  server.requests.filter((r) => r.path === '/api/staff/messages');

/** The cards, in the order shown, by their headings. */
const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

async function cardOf(heading: string) {
  const h = await screen.findByRole('heading', { level: 3, name: heading });
  return within(h.closest('li') as HTMLElement);
}

const fact = (card: ReturnType<typeof within>, term: string) =>
  card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

describe('the Messages screen', () => {
  it('lists SMS and e-mails newest first, each with its kind, status and language in words', async () => {
    openMessages(() =>
      page({
        sms: [
          sms({}),
          sms({
            id: 2,
            kind: 'sms.something_new',
            status: 'failed',
            orderNumber: null,
            createdAt: '2026-11-20T17:00:00.000Z',
          }),
        ],
        mail: [mail({})],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await cardOf('Receipt');
    expect(headings()).toEqual(['Receipt', 'Order ready for pickup', 'Other message']);

    const pickup = await cardOf('Order ready for pickup');
    expect(pickup.getByText('SMS')).toBeInTheDocument();
    expect(pickup.getByText('Kept here (not sent)')).toBeInTheDocument();
    expect(fact(pickup, 'To')).toBe('+966501234567');
    expect(fact(pickup, 'When')).toBe('20 Nov 2026, 21:30');
    expect(fact(pickup, 'Language')).toBe('In English');
    expect(fact(pickup, 'Order')).toBe('#7');
    expect(fact(pickup, 'Text')).toBe('Najd House: your order #7 is ready for pickup.');

    const receipt = await cardOf('Receipt');
    expect(receipt.getByText('E-mail')).toBeInTheDocument();
    expect(receipt.getByText('Sent')).toBeInTheDocument();
    expect(fact(receipt, 'Language')).toBe('In Arabic');
    expect(fact(receipt, 'Subject')).toBe('إيصال طلبك من بيت نجد');

    const other = await cardOf('Other message');
    expect(other.getByText('Failed')).toBeInTheDocument();
    expect(other.queryByText('Order', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says what will appear here when nothing was sent yet', async () => {
    openMessages(() => page());
    expect(await screen.findByRole('heading', { level: 2, name: 'No messages yet' })).toBeInTheDocument();
  });

  it('filters by channel and status, and pages on with the cursor of each list that has more', async () => {
    const user = userEvent.setup();
    const server = openMessages((query) => {
      if (query.get('channel') === 'sms' && query.get('smsBefore') === '5')
        return page({ sms: [sms({ id: 4, createdAt: '2026-11-19T10:00:00.000Z' })] });
      if (query.get('status') === 'failed') return page();
      if (query.get('channel') === 'mail') return page({ mail: [mail({})] });
      return page({ sms: [sms({ id: 5 })], mail: [mail({})], nextSmsBefore: 5 });
    });
    await cardOf('Receipt');
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(headings()).toHaveLength(3));
    // Only the SMS list had more: the e-mails are not read again from the top.
    expect(reads(server).at(-1)?.query.get('channel')).toBe('sms');
    expect(reads(server).at(-1)?.query.get('smsBefore')).toBe('5');
    expect(reads(server).at(-1)?.query.has('mailBefore')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'E-mails' }));
    expect(screen.getByRole('button', { name: 'E-mails' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(headings()).toEqual(['Receipt']));
    expect(reads(server).at(-1)?.query.get('channel')).toBe('mail');

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(await screen.findByText('No messages match this choice.')).toBeInTheDocument();
    expect(reads(server).at(-1)?.query.get('status')).toBe('failed');
  });

  it('reads the messages again when an order changes (a pickup SMS goes out with its order)', async () => {
    let list: SentSms[] = [];
    openMessages(() => page({ sms: list, mail: [mail({})] }));
    await cardOf('Receipt');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());
    list = [sms({})];
    act(() =>
      stream.emit('order.updated', {
        type: 'order.updated',
        restaurantId: NAJD.id,
        tableNumber: null,
        orderId: 'order-1',
        data: { pickupSms: 'sent' },
      }),
    );
    expect(await cardOf('Order ready for pickup')).toBeTruthy();
  });

  it('says why the messages could not be read, and reads them again', async () => {
    const user = userEvent.setup();
    let fails = true;
    openMessages(
      () => page({ mail: [mail({})] }),
      ({ method, path }) =>
        fails && method === 'GET' && path === '/api/staff/messages'
          ? error(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
          : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Receipt')).toBeTruthy();
  });
});
