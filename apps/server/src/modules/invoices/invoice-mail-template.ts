import { formatMoney, type Halalas, halalas, type Language } from '@sufra/domain';
import type { Invoice } from '@sufra/domain/contracts';
import { escapeHtml } from '../../platform/mail/escape-html';
import { formatReceiptDate } from '../../platform/mail/receipt-template';
import { receiptText } from '../../platform/mail/receipt-texts';
import { invoiceMailText } from './invoice-mail-texts';

/** The Content-ID of the QR image attached to the mail (the HTML shows it with src="cid:…"). */
export const QR_CID = 'zatca-qr@sufra';

function label(lang: Language, key: string): string {
  const own = invoiceMailText(lang, key);
  return own === key ? receiptText(lang, key) : own;
}

export function invoiceSubject(inv: Invoice, lang: Language): string {
  const restaurant = lang === 'ar' && inv.seller.nameAr ? inv.seller.nameAr : inv.seller.name;
  return invoiceMailText(lang, 'subject', { number: inv.number, restaurant });
}

function rows(inv: Invoice, lang: Language): [string, string, boolean][] {
  const money = (h: number) => formatMoney(halalas(h) as Halalas, lang);
  const out: [string, string, boolean][] = [[label(lang, 'subtotal'), money(inv.subtotal), false]];
  if (inv.discount > 0) out.push([label(lang, 'discount'), money(-inv.discount), false]);
  out.push([label(lang, inv.pricesIncludeVat ? 'vatIncluded' : 'vat'), money(inv.vat), false]);
  out.push([label(lang, 'total'), money(inv.total), true]);
  if (inv.tip > 0) {
    out.push([label(lang, 'tip'), money(inv.tip), false]);
    out.push([label(lang, 'amountPaid'), money(inv.amountPaid), true]);
  }
  return out;
}

function head(inv: Invoice, lang: Language): string[] {
  const pick = (en: string, ar: string) => (lang === 'ar' && ar ? ar : en);
  const place =
    inv.order.tableNumber !== null
      ? `${label(lang, 'table')} ${inv.order.tableNumber}`
      : label(lang, 'takeaway');
  return [
    pick(inv.seller.name, inv.seller.nameAr),
    label(lang, 'title'),
    ...(inv.seller.vatNumber ? [`${label(lang, 'vatNumber')}: ${inv.seller.vatNumber}`] : []),
    `${label(lang, 'invoiceNumber')}: ${inv.number}`,
    `${label(lang, 'date')}: ${formatReceiptDate(new Date(inv.issuedAt), lang)}`,
    `${label(lang, 'orderNumber')}: #${inv.order.orderNumber} · ${place}`,
  ];
}

/** HTML invoice: inline CSS (mail clients drop <style>), RTL in Arabic, values escaped, QR inline (cid). */
export function renderInvoiceHtml(inv: Invoice, lang: Language): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const t = (key: string) => escapeHtml(label(lang, key));
  const cell = 'padding:8px 4px;border-bottom:1px solid #E7E1D6;vertical-align:top;';
  const end = 'text-align:end;white-space:nowrap;';
  const strong = 'font-weight:700;font-size:17px;border-top:2px solid #0F5E59;';
  const lines = inv.lines
    .map((l) => {
      const details = lang === 'ar' ? l.detailsAr : l.details;
      const more = details ? `<div style="color:#5C5849;font-size:13px;">${escapeHtml(details)}</div>` : '';
      return `<tr><td style="${cell}">${escapeHtml(lang === 'ar' ? l.nameAr || l.name : l.name)}${more}</td><td style="${cell}text-align:center;">${escapeHtml(l.quantity)}</td><td style="${cell}${end}">${escapeHtml(formatMoney(halalas(l.total), lang))}</td></tr>`;
    })
    .join('');
  const totals = rows(inv, lang)
    .map(
      ([name, value, bold]) =>
        `<tr><td colspan="2" style="padding:4px;${bold ? strong : ''}">${escapeHtml(name)}</td><td style="padding:4px;${end}${bold ? strong : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const [seller, title, ...facts] = head(inv, lang).map(escapeHtml);
  const tipNote =
    inv.tip > 0 ? `<p style="margin:8px 0 0;font-size:12px;color:#5C5849;">${t('tipNote')}</p>` : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:16px;background:#FBF8F3;color:#1D1B16;font-family:Tahoma,Arial,sans-serif;" dir="${dir}">
<div style="max-width:560px;margin:0 auto;background:#FFFFFF;border:1px solid #E7E1D6;border-radius:12px;padding:20px;" dir="${dir}">
<h1 style="margin:0 0 4px;font-size:22px;color:#0F5E59;">${seller}</h1>
<h2 style="margin:0 0 8px;font-size:17px;">${title}</h2>
<div style="font-size:14px;color:#5C5849;line-height:1.6;">${facts.map((f) => `<div>${f}</div>`).join('')}</div>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-block-start:16px;font-size:15px;">
<tr><th style="${cell}text-align:start;">${t('item')}</th><th style="${cell}">${t('qty')}</th><th style="${cell}${end}">${t('amount')}</th></tr>
${lines}${totals}</table>${tipNote}
<div style="text-align:center;margin-block-start:16px;"><img src="cid:${QR_CID}" width="200" height="200" alt="${t('qrAlt')}" style="display:inline-block;"><div style="font-size:12px;color:#5C5849;">${t('qrHelp')}</div></div>
<p style="margin:20px 0 0;">${t('thanks')}</p>
</div></body></html>`;
}

export function renderInvoiceText(inv: Invoice, lang: Language): string {
  const out = [...head(inv, lang), ''];
  for (const l of inv.lines) {
    out.push(
      `${l.quantity} × ${lang === 'ar' ? l.nameAr || l.name : l.name}  ${formatMoney(halalas(l.total), lang)}`,
    );
    const details = lang === 'ar' ? l.detailsAr : l.details;
    if (details) out.push(`   ${details}`);
  }
  out.push('');
  for (const [name, value] of rows(inv, lang)) out.push(`${name}: ${value}`);
  if (inv.tip > 0) out.push(label(lang, 'tipNote'));
  out.push('', label(lang, 'thanks'));
  return out.join('\n');
}
