import { formatMoney, type Halalas, ORDER_STATUSES } from '@sufra/domain';
import {
  ALL_AUDIT_ACTIONS,
  APPLICATION_STATUSES,
  AUDIT_DETAIL_FIELDS,
  DEMO_REQUEST_STATUSES,
  PAYMENT_PROVIDERS,
  RESTAURANT_STATUSES,
  STAFF_ROLES,
  TABLE_PAYMENT_METHODS,
} from '@sufra/domain/contracts';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/console-locales';
import { i18n } from '../../i18n/i18n';
import { AUDIT_FIXTURE_MONEY, AUDIT_FIXTURES } from '../../test/audit-fixtures';
import { AuditDetails, useAuditWords } from './audit-entry';

/** The values the server writes from closed lists: each must be shown in words, never as written. */
const WORDED = new Set<string>([
  ...ORDER_STATUSES,
  ...APPLICATION_STATUSES,
  ...RESTAURANT_STATUSES,
  ...DEMO_REQUEST_STATUSES,
  ...PAYMENT_PROVIDERS,
  ...TABLE_PAYMENT_METHODS,
  ...STAFF_ROLES,
  ...['maintenance', 'percent', 'fixed', 'inclusive', 'exclusive', 'restaurant', 'platform'],
  ...['none', 'low', 'medium', 'high', 'kept', 'deleted', 'ar', 'en'],
]);

/** A fixture's own data (names, e-mails, reasons, codes…): the strings that are not one of the closed lists. */
function dataStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    // A secret's last four characters are data; the words around them are not.
    const secretEnd = /^set, ends in (.+)$/.exec(value)?.[1];
    if (secretEnd) return [secretEnd];
    return WORDED.has(value) || value === 'not set' || /^\d{4}-\d\d-\d\dT/.test(value) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap(dataStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(dataStrings);
  return [];
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
  return [];
}

function Entry(props: { action: string; subject: string; details: Record<string, unknown> }) {
  const words = useAuditWords();
  return (
    <article>
      <h2>{words.sentence(props.action, props.details, props.subject)}</h2>
      <p>{words.subject(props.subject)}</p>
      <AuditDetails action={props.action} details={props.details} />
    </article>
  );
}

async function shown(action: string, subject: string, details: Record<string, unknown>) {
  const view = render(
    <Suspense fallback={null}>
      <Entry action={action} subject={subject} details={details} />
    </Suspense>,
  );
  await screen.findByRole('heading', { level: 2 });
  // Each piece of text apart (a label and its value are separate cells), as a reader sees them.
  const walker = document.createTreeWalker(view.container, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
  const text = pieces.join(' | ');
  view.unmount();
  return text;
}

/** What a reader must never see in an entry, whatever the language. */
/** The entry's own data may hold anything (an e-mail has dots, a key underscores): taken out before checking. */
const withoutData = (text: string, data: string[]) =>
  [...data].sort((a, b) => b.length - a.length).reduce((t, s) => t.replaceAll(s, ' '), text);

function problems(text: string, data: string[], lang: 'ar' | 'en'): string[] {
  const rest = withoutData(text, data);
  const found: string[] = [];
  for (const action of ALL_AUDIT_ACTIONS) if (text.includes(action)) found.push(`raw action ${action}`);
  for (const [name, pattern] of [
    ['dotted key', /\b[a-z]+\.[a-z_]+\b/],
    ['camelCase name', /\b[a-z]+[A-Z][A-Za-z]*\b/],
    ['snake_case name', /\b[a-z]+_[a-z_]+\b/],
    ['JSON', /[{}[\]]/],
    ['bare figure', /(?<![\d.,/:])\d{4,}(?![\d.,/:])/],
    ['ISO date', /\d{4}-\d\d-\d\dT/],
  ] as const) {
    const match = pattern.exec(rest);
    if (match) found.push(`${name}: ${match[0]}`);
  }
  for (const value of WORDED)
    if (lang === 'ar' && new RegExp(`(^|[^A-Za-z_])${value}([^A-Za-z_]|$)`).test(rest))
      found.push(`English value ${value}`);
  if (lang === 'ar') {
    const latin = rest.match(/[A-Za-z]{3,}/g)?.filter((word) => !['CSV'].includes(word)) ?? [];
    if (latin.length) found.push(`Latin words in Arabic: ${latin.join(' ')}`);
  }
  return found;
}

describe('the audit renderer', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces([
      'audit',
      'dashboard',
      'orders',
      'onboarding',
      'tableSetup',
      'menuEditor',
      'floor',
    ]);
  });

  it('has a fixture for every action the server writes and every field its details can hold', () => {
    expect(Object.keys(AUDIT_FIXTURES).sort()).toEqual([...ALL_AUDIT_ACTIONS].sort());
    const used = new Set(Object.values(AUDIT_FIXTURES).flatMap((fixture) => keysOf(fixture.details)));
    expect(AUDIT_DETAIL_FIELDS.filter((field) => !used.has(field))).toEqual([]);
  });

  for (const lang of ['ar', 'en'] as const)
    it.each(ALL_AUDIT_ACTIONS)(
      `words %s in ${lang}: no raw key, column name, JSON or bare halalas`,
      async (action) => {
        await i18n.changeLanguage(lang);
        const { subject, details } = AUDIT_FIXTURES[action];
        const text = await shown(action, subject, details);
        expect(problems(text, dataStrings(details), lang)).toEqual([]);
        // Each money figure of the entry shows with the money format, never as its halalas.
        const rest = withoutData(text, dataStrings(details));
        for (const amount of AUDIT_FIXTURE_MONEY)
          if (JSON.stringify(details).match(new RegExp(`[:\\[,]${amount}[,}\\]]`))) {
            expect(text).toContain(formatMoney(amount as Halalas, lang));
            expect(rest).not.toMatch(new RegExp(`(?<![\\d.,:])${amount}(?![\\d.,:])`));
          }
      },
    );

  it('says what the owner and the admin need, as sentences with money (Arabic and English)', async () => {
    await i18n.changeLanguage('ar');
    const cancelled = await shown('order.cancelled', 'order:x', AUDIT_FIXTURES['order.cancelled'].details);
    expect(cancelled).toContain(
      'ألغى الطلب رقم 7: Guest left · أُعيد 17.60 ر.س (منها 12.50 ر.س تُعاد يدويًا في المطعم)',
    );
    expect(cancelled).toContain('الحالة عند الإلغاء | قيد التحضير');
    const paid = await shown(
      'table.payment_recorded',
      'payment:x',
      AUDIT_FIXTURES['table.payment_recorded'].details,
    );
    expect(paid).toContain('سجّل دفعة بمبلغ 86.00 ر.س للطاولة 4 (نقدًا)');
    expect(paid).toContain('الطلبات | رقم 1، رقم 2');
    expect(paid).toContain('المتبقي للدفع | 245.00 ر.س | 159.00 ر.س');
    const approved = await shown(
      'application.approved',
      'application:x',
      AUDIT_FIXTURES['application.approved'].details,
    );
    expect(approved).toContain('الحالة | مُقدَّم | مقبول');
    expect(approved).toContain('النسخة | 3 | 4');

    await i18n.changeLanguage('en');
    const closed = await shown('table.closed', 'table:4', AUDIT_FIXTURES['table.closed'].details);
    expect(closed).toContain('Closed table 4');
    expect(closed).toContain('Orders | #1');
    expect(closed).toContain('Waiter calls answered | 2');
    const coupon = await shown('coupon.updated', 'coupon:6', AUDIT_FIXTURES['coupon.updated'].details);
    expect(coupon).toContain('Discount | SAR 15.00 | SAR 20.00');
  });

  it('says what changed in the kitchen stations: the names, and how many categories and dishes moved where', async () => {
    await i18n.changeLanguage('en');
    const said = (action: keyof typeof AUDIT_FIXTURES, subject?: string, details?: Record<string, unknown>) =>
      shown(action, subject ?? AUDIT_FIXTURES[action].subject, details ?? AUDIT_FIXTURES[action].details);
    expect(await said('station.updated')).toContain('Renamed a kitchen station to “Charcoal grill”');
    expect(await said('station.routing_changed')).toContain('Sent 2 categories to kitchen station #3');
    expect(
      await said('station.routing_changed', 'menu:routing', { categoryIds: [2], itemIds: [31, 32] }),
    ).toContain('Left 1 category and 2 dishes without a kitchen station of their own');
    await i18n.changeLanguage('ar');
    expect(await said('station.routing_changed', 'station:3', { itemIds: [31, 32] })).toContain(
      'وجّه طبقين إلى محطة المطبخ رقم 3',
    );
  });

  it('reads an action or a field a newer server added in plain words, never as JSON', async () => {
    for (const lang of ['ar', 'en'] as const) {
      await i18n.changeLanguage(lang);
      const text = await shown('loyalty.points_granted', 'loyalty_card:3', {
        pointsGranted: 40,
        tierChange: { fromTier: 'silver', toTier: 'gold' },
        bonusItems: [3, 4],
      });
      expect(text).toContain('loyalty points granted');
      expect(text).toContain('points granted | 40');
      expect(text).toContain('from tier: silver');
      expect(text).not.toMatch(/[{}[\]]/);
      expect(text).not.toMatch(/pointsGranted|loyalty_card|points_granted/);
    }
  });
});
