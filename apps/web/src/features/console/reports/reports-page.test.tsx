import type { ReportSummary } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

/** What the fake chart.js was asked to draw, by canvas. */
const drawn = vi.hoisted(
  () => new Map<string, { type: string; data: { labels: string[]; datasets: { data: number[] }[] } }>(),
);
vi.mock('../../../shared/staff/chart/load-chart', () => ({
  loadChart: async () =>
    class {
      constructor(canvas: HTMLCanvasElement, config: never) {
        drawn.set(canvas.dataset.chart ?? '', config);
      }
      destroy() {}
    },
}));

const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, invoices: 0, gross: 0 }));
function summary(from: string, to: string, overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    range: { from, to, timeZone: 'Asia/Riyadh' },
    totals: {
      gross: 16_260,
      discounts: 240,
      vat: 1_209,
      net: 8_151,
      tips: 800,
      refunds: 6_900,
      orders: 3,
      averageBill: 3_120,
      invoices: 4,
      creditNotes: 1,
    },
    byMethod: [
      { method: 'card', payments: 2, gross: 12_900, refunds: 6_900, tips: 500 },
      { method: 'apple_pay', payments: 1, gross: 2_160, refunds: 0, tips: 0 },
      { method: 'cash', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
    ],
    byHour: hours.map((h) =>
      h.hour === 0
        ? { hour: 0, invoices: 1, gross: 2_160 }
        : h.hour === 12
          ? { hour: 12, invoices: 3, gross: 14_100 }
          : h,
    ),
    byOrderType: [
      { orderType: 'table', orders: 2, gross: 14_100, refunds: 6_900 },
      { orderType: 'takeaway', orders: 1, gross: 2_160, refunds: 0 },
    ],
    topItems: [
      { name: 'Juice', nameAr: 'عصير', quantity: 5, revenue: 6_000 },
      { name: 'Kabsa', nameAr: 'كبسة', quantity: 1, revenue: 6_900 },
    ],
    ...overrides,
  };
}

function openReports(
  role: 'owner' | 'manager' | 'waiter' = 'owner',
  handle?: NonNullable<Parameters<typeof staffServer>[0]>['handle'],
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) =>
      handle?.(request) ??
      (request.path === '/api/staff/reports/summary'
        ? {
            status: 200,
            body: { data: summary(request.query.get('from') ?? '', request.query.get('to') ?? '') },
          }
        : undefined),
  });
  renderApp('/dashboard/reports');
  const reads = () =>
    server.requests
      .filter((r) => r.path === '/api/staff/reports/summary')
      .map((r) => `${r.query.get('from')}..${r.query.get('to')}`);
  return { server, reads };
}

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

describe('the Reports screen', () => {
  beforeEach(() => {
    // Riyadh's 24 November (11:00 there): the presets count from the restaurant's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    drawn.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('opens on today in Riyadh and shows the figures in SAR', async () => {
    const { reads } = openReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await waitFor(() => expect(figure('gross')).toBe('SAR 162.60'));
    expect(reads()).toEqual(['2026-11-24..2026-11-24']);
    expect(screen.getByText('Showing 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('net')).toBe('SAR 81.51');
    expect(figure('vat')).toBe('SAR 12.09');
    expect(figure('refunds')).toBe('SAR 69.00');
    expect(figure('discounts')).toBe('SAR 2.40');
    expect(figure('tips')).toBe('SAR 8.00');
    expect(figure('orders')).toBe('3');
    expect(figure('averageBill')).toBe('SAR 31.20');
    expect(screen.getByText('1 credit notes')).toBeInTheDocument();
  });

  it('gives every chart its table, and draws the same figures', async () => {
    openReports();
    const methods = await screen.findByRole('figure', { name: 'Sales by payment method' });
    const rows = within(methods)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Payment methodPaymentsGross salesRefundsTips',
      'Card2SAR 129.00SAR 69.00SAR 5.00',
      'Apple Pay1SAR 21.60SAR 0.00SAR 0.00',
      'Cash1SAR 12.00SAR 0.00SAR 3.00',
    ]);
    const byHour = screen.getByRole('figure', { name: 'Sales by hour of day' });
    // The table lists the hours that sold; the chart has all 24.
    expect(
      within(byHour)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['HourInvoicesGross sales', '00:001SAR 21.60', '12:003SAR 141.00']);
    const types = screen.getByRole('figure', { name: 'Dine-in and takeaway' });
    expect(within(types).getByRole('rowheader', { name: 'Takeaway' })).toBeInTheDocument();
    await waitFor(() => expect(drawn.get('report-by-hour')?.data.labels).toHaveLength(24));
    expect(drawn.get('report-by-hour')?.data.datasets[0]?.data[12]).toBe(141);
    expect(drawn.get('report-by-method')).toMatchObject({
      type: 'doughnut',
      data: { labels: ['Card', 'Apple Pay', 'Cash'], datasets: [{ data: [129, 21.6, 12] }] },
    });
    const top = screen.getByRole('region', { name: 'Top items' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ItemQuantityRevenue', '1. Juice5SAR 60.00', '2. Kabsa1SAR 69.00']);
  });

  it('reads the period a preset or two typed days name, and says what is wrong with a bad one', async () => {
    const user = userEvent.setup();
    const { reads } = openReports();
    await screen.findByText('Showing 24 Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await screen.findByText('Showing 1 – 31 Oct 2026');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findByText('Showing 18 – 24 Nov 2026');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    expect(screen.getByRole('alert')).toHaveTextContent('The end day must be on or after the start day.');
    await user.clear(from);
    await user.type(from, '2026-11-09');
    await screen.findByText('Showing 9 – 10 Nov 2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads()).toEqual([
      '2026-11-24..2026-11-24',
      '2026-10-01..2026-10-31',
      '2026-11-18..2026-11-24',
      '2026-11-09..2026-11-10',
    ]);
  });

  it('downloads a CSV with the signed-in token and the screen’s language, and saves it as a file', async () => {
    const user = userEvent.setup();
    const { server } = openReports('manager');
    await screen.findByText('Showing 24 Nov 2026');
    const apiFetch = globalThis.fetch;
    const sent: { url: string; headers: Record<string, string> }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes('.csv')) return apiFetch(input, init);
      sent.push({ url, headers: init?.headers as Record<string, string> });
      return new Response('\uFEFFInvoice number\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="sufra-invoices-2026-11-24-to-2026-11-24.csv"',
        },
      });
    }) as typeof fetch;
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });

    await user.click(screen.getByRole('button', { name: 'Download Tax invoices CSV' }));
    expect(
      await screen.findByText('sufra-invoices-2026-11-24-to-2026-11-24.csv downloaded'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/staff/reports/invoices.csv?from=2026-11-24&to=2026-11-24',
        headers: expect.objectContaining({ Authorization: 'Bearer staff-token', 'x-sufra-lang': 'en' }),
      },
    ]);
    expect(saved).toEqual(['sufra-invoices-2026-11-24-to-2026-11-24.csv blob:report']);
    expect(new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    click.mockRestore();
    expect(server.changes()).toHaveLength(0);
  });

  it('says why a download failed, and offers a retry when the report cannot be read', async () => {
    const user = userEvent.setup();
    let failing = true;
    openReports('owner', (request) => {
      if (request.path === '/api/staff/reports/summary' && failing)
        return error(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Try again in a moment.');
      if (request.path === '/api/staff/reports/credit-notes.csv')
        return error(403, 'FORBIDDEN', 'You do not have permission to do this.');
      return undefined;
    });
    expect(await screen.findByText('The service is busy. Try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('gross')).toBe('SAR 162.60'));

    await user.click(screen.getByRole('button', { name: 'Download Credit notes CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Credit notes file could not be downloaded: You do not have permission to do this.',
    );
  });

  it('says plainly when nothing was sold, and still offers the files', async () => {
    openReports('owner', (request) =>
      request.path === '/api/staff/reports/summary'
        ? {
            status: 200,
            body: {
              data: summary('2026-11-24', '2026-11-24', {
                totals: { ...summary('', '').totals, gross: 0, invoices: 0, creditNotes: 0, orders: 0 },
                byMethod: [],
                byHour: hours,
                topItems: [],
              }),
            },
          }
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'No sales in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Payments CSV' })).toBeEnabled();
  });

  it('is not a waiter’s screen', async () => {
    const { reads } = openReports('waiter');
    expect(await screen.findByRole('heading', { level: 1, name: /not/i })).toBeInTheDocument();
    expect(reads()).toEqual([]);
  });
});
