import { formatMoney, type Halalas, halalas, type Language } from '@sufra/domain';
import { escapeHtml } from './escape-html';
import { receiptText } from './receipt-texts';

interface ReceiptLine {
  name: string;
  quantity: number;
  lineTotal: Halalas;
  options: { name: string; quantity: number }[];
  specialInstructions: string;
}

/** Everything the receipt shows, already in the diner's language (names picked by the caller). */
export interface ReceiptData {
  language: Language;
  restaurantName: string;
  vatNumber: string | null;
  orderNumber: number;
  issuedAt: Date;
  tableNumber: number | null;
  lines: ReceiptLine[];
  subtotal: Halalas;
  discount: Halalas;
  vat: Halalas;
  /** Inclusive pricing: VAT is part of the prices, shown for information, not added. */
  vatIncluded: boolean;
  tip: Halalas;
  /** What the diner pays in all, tip included. */
  total: Halalas;
}

/** Date and time in Riyadh, Gregorian calendar and Latin digits (ar-SA would default to Hijri). */
export function formatReceiptDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Riyadh',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export function receiptSubject(r: ReceiptData): string {
  return receiptText(r.language, 'subject', { restaurant: r.restaurantName, number: r.orderNumber });
}

function totalsRows(r: ReceiptData): [string, string, boolean][] {
  const t = (key: string) => receiptText(r.language, key);
  const money = (h: Halalas) => formatMoney(h, r.language);
  const rows: [string, string, boolean][] = [[t('subtotal'), money(r.subtotal), false]];
  if (r.discount > 0) rows.push([t('discount'), money(halalas(-r.discount)), false]);
  rows.push([t(r.vatIncluded ? 'vatIncluded' : 'vat'), money(r.vat), false]);
  if (r.tip > 0) rows.push([t('tip'), money(r.tip), false]);
  rows.push([t('total'), money(r.total), true]);
  return rows;
}

/** HTML receipt: inline CSS only (mail clients drop <style>), dir=rtl for Arabic, every value escaped. */
export function renderReceiptHtml(r: ReceiptData): string {
  const lang = r.language;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const t = (key: string) => escapeHtml(receiptText(lang, key));
  const cell = 'padding:8px 4px;border-bottom:1px solid #E7E1D6;vertical-align:top;';
  const end = 'text-align:end;white-space:nowrap;';
  const lines = r.lines
    .map((line) => {
      const options = line.options
        .map(
          (o) =>
            `<div style="color:#5C5849;font-size:13px;">+ ${escapeHtml(o.name)}${o.quantity > 1 ? ` ×${escapeHtml(o.quantity)}` : ''}</div>`,
        )
        .join('');
      const note = line.specialInstructions
        ? `<div style="color:#5C5849;font-size:13px;font-style:italic;">${t('note')}: ${escapeHtml(line.specialInstructions)}</div>`
        : '';
      return `<tr><td style="${cell}">${escapeHtml(line.name)}${options}${note}</td><td style="${cell}text-align:center;">${escapeHtml(line.quantity)}</td><td style="${cell}${end}">${escapeHtml(formatMoney(line.lineTotal, lang))}</td></tr>`;
    })
    .join('');
  const totals = totalsRows(r)
    .map(
      ([label, value, strong]) =>
        `<tr><td colspan="2" style="padding:4px;${strong ? 'font-weight:700;font-size:17px;border-top:2px solid #0F5E59;' : ''}">${escapeHtml(label)}</td><td style="padding:4px;${end}${strong ? 'font-weight:700;font-size:17px;border-top:2px solid #0F5E59;' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const place = r.tableNumber !== null ? `${t('table')} ${escapeHtml(r.tableNumber)}` : t('takeaway');
  const vatLine = r.vatNumber ? `<div>${t('vatNumber')}: ${escapeHtml(r.vatNumber)}</div>` : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t('title')}</title></head>
<body style="margin:0;padding:16px;background:#FBF8F3;color:#1D1B16;font-family:Tahoma,Arial,sans-serif;" dir="${dir}">
<div style="max-width:560px;margin:0 auto;background:#FFFFFF;border:1px solid #E7E1D6;border-radius:12px;padding:20px;" dir="${dir}">
<h1 style="margin:0 0 4px;font-size:22px;color:#0F5E59;">${escapeHtml(r.restaurantName)}</h1>
<div style="font-size:14px;color:#5C5849;line-height:1.6;">${vatLine}
<div>${t('orderNumber')}: #${escapeHtml(r.orderNumber)} · ${place}</div>
<div>${t('date')}: ${escapeHtml(formatReceiptDate(r.issuedAt, lang))}</div></div>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-block-start:16px;font-size:15px;">
<tr><th style="${cell}text-align:start;">${t('item')}</th><th style="${cell}">${t('qty')}</th><th style="${cell}${end}">${t('amount')}</th></tr>
${lines}${totals}</table>
<p style="margin:20px 0 0;">${t('thanks')}</p>
<p style="margin:8px 0 0;font-size:12px;color:#5C5849;">${escapeHtml(receiptText(lang, 'footer', { restaurant: r.restaurantName }))}</p>
</div></body></html>`;
}

/** The plain-text alternative, for clients that do not show HTML. */
export function renderReceiptText(r: ReceiptData): string {
  const lang = r.language;
  const t = (key: string) => receiptText(lang, key);
  const out: string[] = [r.restaurantName];
  if (r.vatNumber) out.push(`${t('vatNumber')}: ${r.vatNumber}`);
  const place = r.tableNumber !== null ? `${t('table')} ${r.tableNumber}` : t('takeaway');
  out.push(
    `${t('orderNumber')}: #${r.orderNumber} · ${place}`,
    `${t('date')}: ${formatReceiptDate(r.issuedAt, lang)}`,
    '',
  );
  for (const line of r.lines) {
    out.push(`${line.quantity} × ${line.name}  ${formatMoney(line.lineTotal, lang)}`);
    for (const o of line.options) out.push(`   + ${o.name}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`);
    if (line.specialInstructions) out.push(`   ${t('note')}: ${line.specialInstructions}`);
  }
  out.push('');
  for (const [label, value] of totalsRows(r)) out.push(`${label}: ${value}`);
  out.push('', t('thanks'));
  return out.join('\n');
}
