import type { Language } from '@sufra/domain';

/** Every label of the receipt e-mail, in both languages (the mail goes out in the diner's language). */
const RECEIPT_TEXTS: Record<Language, Record<string, string>> = {
  en: {
    subject: 'Your receipt from {restaurant} – order #{number}',
    title: 'Receipt',
    thanks: 'Thank you for dining with us.',
    vatNumber: 'VAT number',
    orderNumber: 'Order number',
    date: 'Date',
    table: 'Table',
    takeaway: 'Takeaway',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    note: 'Note',
    subtotal: 'Subtotal',
    discount: 'Discount',
    vat: 'VAT 15%',
    vatIncluded: 'VAT 15% (included)',
    tip: 'Tip',
    total: 'Total',
    footer: 'Prices in Saudi riyals. Sent by Sufra on behalf of {restaurant}.',
  },
  ar: {
    subject: 'إيصالك من {restaurant} – الطلب رقم {number}',
    title: 'الإيصال',
    thanks: 'شكرًا لزيارتكم.',
    vatNumber: 'الرقم الضريبي',
    orderNumber: 'رقم الطلب',
    date: 'التاريخ',
    table: 'الطاولة',
    takeaway: 'طلب خارجي',
    item: 'الصنف',
    qty: 'الكمية',
    amount: 'المبلغ',
    note: 'ملاحظة',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    vat: 'ضريبة القيمة المضافة 15%',
    vatIncluded: 'ضريبة القيمة المضافة 15% (مشمولة)',
    tip: 'الإكرامية',
    total: 'الإجمالي',
    footer: 'الأسعار بالريال السعودي. أرسلته سفرة نيابةً عن {restaurant}.',
  },
};

export function receiptText(
  lang: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = RECEIPT_TEXTS[lang][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
