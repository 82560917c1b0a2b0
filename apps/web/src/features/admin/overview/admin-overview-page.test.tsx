import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { adminServer, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';

const OVERVIEW = {
  restaurants: { active: 3, suspended: 1 },
  applications: { submitted: 2, under_review: 1, approved: 3, rejected: 1, needs_changes: 1, withdrawn: 0 },
  demoRequestsNew: 4,
  today: { orders: 18, paid: 123450 },
  last7Days: { orders: 140, paid: 987600 },
  paymentFailureRate: 0.125,
  deadJobs: 2,
  einvoices: { unreported: 7, rejected: 1, overdue: 2, restaurantsAffected: 2 },
};

function open(overview: object = OVERVIEW) {
  return adminServer(({ method, path }) =>
    method === 'GET' && path === '/api/admin/overview' ? ok(overview) : undefined,
  );
}

/** The figure a card gives under one of its labels. */
const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const card = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe('the platform overview', () => {
  it('shows restaurants and applications by status, new demo requests, orders and money, failures and dead jobs, with links', async () => {
    open();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform overview' })).toBeInTheDocument();

    const applications = await card('Applications');
    expect(figure(applications, 'To review')).toBe('3');
    expect(figure(applications, 'Waiting for changes')).toBe('1');
    expect(within(applications).getByRole('link', { name: 'Open the applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    const restaurants = await card('Restaurants');
    expect(figure(restaurants, 'Active')).toBe('3');
    expect(figure(restaurants, 'Suspended')).toBe('1');
    const demo = await card('Demo requests');
    expect(figure(demo, 'New, not yet contacted')).toBe('4');
    expect(within(demo).getByRole('link', { name: 'Open the new demo requests' })).toHaveAttribute(
      'href',
      '/admin/demo-requests?status=new',
    );
    const orders = await card('Orders and payments');
    expect(figure(orders, 'Orders today')).toBe('18');
    expect(figure(orders, 'Paid today')).toBe('SAR 1,234.50');
    expect(figure(orders, 'Orders, last 7 days')).toBe('140');
    expect(figure(orders, 'Paid, last 7 days')).toBe('SAR 9,876.00');
    expect(
      screen.getByText('12.5% of the card payments tried in the last 7 days failed.'),
    ).toBeInTheDocument();
    const outbox = await card('Outbox');
    expect(figure(outbox, 'Jobs that failed after every retry')).toBe('2');
    expect(within(outbox).getByText('These jobs stopped retrying and need a look.')).toBeInTheDocument();
  });

  it('counts the e-invoices across restaurants and marks the card when some are rejected or overdue', async () => {
    open();
    renderApp('/admin');
    const einvoices = await card('E-invoices (ZATCA)');
    expect(figure(einvoices, 'Not reported yet')).toBe('7');
    expect(figure(einvoices, 'Rejected by ZATCA')).toBe('1');
    expect(figure(einvoices, 'Waiting 20 hours or more')).toBe('2');
    expect(figure(einvoices, 'Restaurants with rejected or overdue ones')).toBe('2');
    expect(within(einvoices).getByText(/Documents were rejected or are near ZATCA's 24 hours/)).toHaveClass(
      'text-danger',
    );
    expect(einvoices).toHaveClass('ring-danger');
  });

  it('leaves the e-invoices card calm when only recent documents wait', async () => {
    open({ ...OVERVIEW, einvoices: { unreported: 3, rejected: 0, overdue: 0, restaurantsAffected: 0 } });
    renderApp('/admin');
    const einvoices = await card('E-invoices (ZATCA)');
    expect(figure(einvoices, 'Not reported yet')).toBe('3');
    expect(within(einvoices).getByText("Nothing rejected, nothing near ZATCA's 24 hours.")).toHaveClass(
      'text-muted',
    );
    expect(einvoices).not.toHaveClass('ring-danger');
  });

  it('says when no card payment was tried and nothing is stuck', async () => {
    open({ ...OVERVIEW, paymentFailureRate: null, deadJobs: 0 });
    renderApp('/admin');
    expect(await screen.findByText('No card payment was tried in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('Every e-mail, SMS and refund job went through.')).toBeInTheDocument();
  });

  it('reads in Arabic, with Latin digits and riyals', async () => {
    await i18n.changeLanguage('ar');
    open();
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'نظرة عامة على المنصة' }),
    ).toBeInTheDocument();
    const orders = await card('الطلبات والمدفوعات');
    expect(figure(orders, 'المدفوع اليوم')).toMatch(/1,234\.50/);
    expect(figure(orders, 'المدفوع اليوم')).toMatch(/ر\.س/);
    expect(screen.getByText(/أخفقت 12\.5٪ من مدفوعات البطاقات/)).toBeInTheDocument();
    const einvoices = await card('الفواتير الإلكترونية (الهيئة)');
    expect(figure(einvoices, 'رفضتها الهيئة')).toBe('1');
    expect(figure(einvoices, 'تنتظر منذ 20 ساعة أو أكثر')).toBe('2');
    expect(within(einvoices).getByText(/وأُبلغ ملّاكها بالبريد/)).toBeInTheDocument();
  });
});
