import type { Language } from '@sufra/domain';

/** The invoice e-mail's own labels (the rest come from the receipt's, so both mails word things alike). */
const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    subject: 'Your tax invoice #{number} from {restaurant}',
    title: 'Simplified tax invoice',
    invoiceNumber: 'Invoice number',
    amountPaid: 'Amount paid',
    tipNote: 'The tip is outside the VAT base.',
    qrAlt: 'ZATCA QR code of the invoice',
    qrHelp: 'Scan with the ZATCA app to check this invoice.',
  },
  ar: {
    subject: 'فاتورتك الضريبية رقم {number} من {restaurant}',
    title: 'فاتورة ضريبية مبسطة',
    invoiceNumber: 'رقم الفاتورة',
    amountPaid: 'المبلغ المدفوع',
    tipNote: 'الإكرامية خارج وعاء ضريبة القيمة المضافة.',
    qrAlt: 'رمز الاستجابة السريعة للفاتورة (هيئة الزكاة والضريبة والجمارك)',
    qrHelp: 'امسح الرمز بتطبيق هيئة الزكاة والضريبة والجمارك للتحقق من الفاتورة.',
  },
};

export function invoiceMailText(lang: Language, key: string, params: Record<string, string | number> = {}) {
  const template = TEXTS[lang][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
