import { formatMoney, type Halalas } from '@sufra/domain';
import type { TKey } from '../../i18n/keys';
import type { TFunction } from '../../i18n/use-translation';
import { formatRiyadhDate } from '../riyadh-date';
import { FIELD_KINDS, type FieldKind, isKnownField } from './audit-fields';

export type Details = Record<string, unknown>;

/** Where a value sits: the entry's action and details, and the record (before, after…) holding it. */
export interface ValueContext {
  action: string;
  details: Details;
  record?: Details;
}

export const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A name the consoles have no words for yet, readable: `loyaltyPoints` and `loyalty_points.granted` both
 * read "loyalty points granted". Only for entries written by a newer server than this build (the
 * renderer's test makes every known action and field have words).
 */
function humanize(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
}

const STATUS_WORDS: [prefix: string, key: string][] = [
  ['application.', 'onboarding:status.labels'],
  ['restaurant.', 'audit:values.restaurantStatuses'],
  ['demo_request.', 'audit:values.demoStatuses'],
  ['table.', 'tableSetup:status'],
];

/** The words of one entry's values in the reader's language (t: the audit namespace first). */
export function auditFormat(t: TFunction<'audit'>, language: string) {
  const lang = language === 'en' ? 'en' : 'ar';
  const listSeparator = lang === 'ar' ? '، ' : ', ';
  // An enumerated value through its existing words; one this build does not know reads humanized.
  const word = (key: string, value: unknown) =>
    t(`${key}.${String(value)}` as TKey<'audit'>, { defaultValue: humanize(String(value)) });
  const money = (value: number) => formatMoney(value as Halalas, lang);
  const label = (key: string, ctx?: ValueContext) =>
    key === 'from' && ctx?.action === 'order.cancelled'
      ? t('contextFields.statusWhenCancelled')
      : isKnownField(key)
        ? t(`fields.${key}`)
        : humanize(key);
  const ref = (value: unknown) => t('values.ref', { id: String(value) });
  const isEmpty = (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

  /**
   * Any value readably, never as JSON: a list joined, a record as "label: value" pairs. The fallback for
   * fields a newer server may add and for values of an unexpected shape.
   */
  function readable(value: unknown, ctx: ValueContext): string {
    if (isEmpty(value)) return t('values.empty');
    if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
    if (Array.isArray(value)) return value.map((item) => readable(item, ctx)).join(listSeparator);
    if (isRecord(value))
      return Object.entries(value)
        .filter(([key, item]) => !isEmpty(item) && kindOf(key, ctx) !== 'hidden')
        .map(([key, item]) => `${label(key)}: ${format(key, item, { ...ctx, record: value })}`)
        .join(lang === 'ar' ? '؛ ' : '; ');
    return String(value);
  }

  function kindOf(key: string, ctx: ValueContext): FieldKind | null {
    if (!isKnownField(key)) return null;
    // An order's status before its cancellation, not a role.
    if (key === 'from' && ctx.action === 'order.cancelled') return 'orderStatus';
    return FIELD_KINDS[key];
  }

  function optionGroups(value: unknown, ctx: ValueContext): string {
    if (!Array.isArray(value)) return readable(value, ctx);
    if (value.length === 0) return t('values.noOptions');
    return value
      .map((group) => {
        if (!isRecord(group) || !Array.isArray(group.options)) return readable(group, ctx);
        const options = group.options.map((option) =>
          isRecord(option) && typeof option.price === 'number'
            ? t(option.isAvailable === false ? 'values.optionUnavailable' : 'values.option', {
                name: localName(option),
                price: money(option.price),
              })
            : readable(option, ctx),
        );
        return t('values.optionGroup', {
          name: localName(group),
          min: String(group.minSelections ?? ''),
          max: String(group.maxSelections ?? ''),
          options: options.join(listSeparator),
        });
      })
      .join(lang === 'ar' ? '؛ ' : '; ');
  }

  /** A name in the reader's language where both were recorded (`name`, `nameAr`). */
  function localName(record: Details): string {
    const ar = typeof record.nameAr === 'string' && record.nameAr ? record.nameAr : null;
    const en = typeof record.name === 'string' ? record.name : '';
    return lang === 'ar' ? (ar ?? en) : en || (ar ?? '');
  }

  function format(key: string, value: unknown, ctx: ValueContext): string {
    const kind = kindOf(key, ctx);
    // A photo's address says nothing to a reader: whether there is one does.
    if (kind === 'photo') return isEmpty(value) ? t('values.noPhoto') : t('values.photo');
    if (kind === 'optionGroups') return optionGroups(value, ctx);
    if (kind === null || isEmpty(value)) return readable(value, ctx);
    const n = typeof value === 'number' ? value : null;
    const s = typeof value === 'string' ? value : null;
    switch (kind) {
      case 'money':
        return n !== null ? money(n) : readable(value, ctx);
      case 'minutes':
        return n !== null ? t('values.minutes', { count: n }) : readable(value, ctx);
      case 'date':
        return s !== null ? formatRiyadhDate(s, lang) : readable(value, ctx);
      case 'ref':
        return n !== null ? ref(n) : readable(value, ctx);
      case 'refs':
        return Array.isArray(value) ? value.map(ref).join(listSeparator) : readable(value, ctx);
      case 'orderRefs':
        return Array.isArray(value)
          ? value.map((number) => t('values.orderRef', { number: String(number) })).join(listSeparator)
          : readable(value, ctx);
      case 'role':
        return word('dashboard:roles', value);
      case 'orderStatus':
        return word('orders:status', value);
      case 'paymentMethod':
        return word('floor:payments.method', value);
      case 'caffeine':
        return word('menuEditor:itemDialog.caffeineLevels', value);
      case 'language':
        return word('values.languages', value);
      case 'outcome':
        return word('values.outcomes', value);
      case 'couponKind':
        return word('values.couponKinds', value);
      case 'pricingMode':
        return word('values.pricingModes', value);
      case 'provider':
        return word('values.providers', value);
      case 'source':
        return word('values.sources', value);
      case 'status': {
        const words = STATUS_WORDS.find(([prefix]) => ctx.action.startsWith(prefix));
        return words ? word(words[1], value) : readable(value, ctx);
      }
      case 'couponValue': {
        // Basis points for a percentage, halalas for a fixed amount (the entry records the coupon's kind).
        const couponKind = ctx.record?.kind ?? ctx.details.kind ?? (ctx.details.after as Details)?.kind;
        if (n === null) return readable(value, ctx);
        return couponKind === 'percent'
          ? t('values.percent', { value: String(n / 100) })
          : couponKind === 'fixed'
            ? money(n)
            : String(n);
      }
      case 'secret': {
        // Written as "set, ends in 1234" or "not set" (never the secret itself).
        const end = s ? /^set, ends in (.*)$/.exec(s) : null;
        if (end) return t('values.secretSet', { last4: end[1] ?? '' });
        if (s === 'not set') return t('values.secretNotSet');
        return isRecord(value) && typeof value.set === 'boolean'
          ? value.set
            ? t('values.secretSet', { last4: String(value.last4 ?? '') })
            : t('values.secretNotSet')
          : readable(value, ctx);
      }
      case 'hash':
        return s !== null ? t('values.hashEnd', { end: s.replace(/^…/, '') }) : readable(value, ctx);
      case 'importedUpdates':
        return Array.isArray(value)
          ? value
              .map((update) =>
                isRecord(update) && isRecord(update.before) && isRecord(update.after)
                  ? t('values.importedUpdate', {
                      id: String(update.id),
                      changes: Object.keys(update.after)
                        .map((field) =>
                          t('values.change', {
                            field: label(field),
                            before: format(field, (update.before as Details)[field], ctx),
                            after: format(field, (update.after as Details)[field], ctx),
                          }),
                        )
                        .join(listSeparator),
                    })
                  : readable(update, ctx),
              )
              .join(lang === 'ar' ? '؛ ' : '; ')
          : readable(value, ctx);
      case 'ownerInvite':
        return isRecord(value) && typeof value.email === 'string' && typeof value.expiresAt === 'string'
          ? t('values.ownerInvite', { email: value.email, date: formatRiyadhDate(value.expiresAt, lang) })
          : readable(value, ctx);
      case 'hidden':
        return '';
      default:
        // text, ltr, count, bool, record: as they are, or their parts readably.
        return readable(value, ctx);
    }
  }

  return { t, lang, money, label, format, readable, localName, kindOf, isEmpty, listSeparator };
}

export type AuditFormat = ReturnType<typeof auditFormat>;
