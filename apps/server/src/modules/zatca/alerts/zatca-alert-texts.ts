import type { Language } from '@sufra/domain';

/**
 * The e-invoicing alert mails, in Arabic and English. Counts are written as "Waiting: 3" rather than in a
 * sentence, so neither language needs plural forms.
 */
const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    greeting: 'Hello {name},',
    overdueSubject: '{restaurant}: e-invoices not yet reported to ZATCA',
    overdueBody:
      'Some e-invoices of {restaurant} were issued more than 20 hours ago and are not reported to ZATCA yet. ZATCA wants each one reported within 24 hours of issue.',
    overdueFigures: 'Waiting: {count}. The oldest: {number}, issued {issuedAt}.',
    overdueNote:
      'Sufra keeps trying at least every 10 minutes. Check the connection in Settings → E-invoicing (an expired certificate stops reporting) and each document’s last error on the e-invoices screen.',
    rejectedSubject: '{restaurant}: ZATCA rejected e-invoices',
    rejectedBody:
      'ZATCA rejected e-invoices of {restaurant}. ZATCA does not count a rejected document: issue a credit note for it and a corrected invoice.',
    rejectedFigures: 'Rejected: {count} ({numbers}).',
    rejectedNote: 'Each document’s details on the e-invoices screen say what ZATCA refused.',
    documentsAction: 'Open the e-invoices',
    certificateSubject: '{restaurant}: renew your ZATCA certificate before {date}',
    certificateBody:
      'The ZATCA certificate of {restaurant}’s e-invoicing unit expires on {date}. After that ZATCA refuses its documents and they stay unreported.',
    expiredSubject: '{restaurant}: your ZATCA certificate has expired',
    expiredBody:
      'The ZATCA certificate of {restaurant}’s e-invoicing unit expired on {date}. ZATCA refuses its documents until it is renewed.',
    certificateNote:
      'Renew it with a new OTP: create one in the Fatoora portal (it is valid for one hour), then enter it in Settings → E-invoicing.',
    settingsAction: 'Open Settings',
    linkLabel: 'Or open this link:',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    overdueSubject: '{restaurant}: فواتير إلكترونية لم تُبلَّغ بها الهيئة بعد',
    overdueBody:
      'صدرت فواتير إلكترونية لـ {restaurant} قبل أكثر من 20 ساعة ولم تُبلَّغ بها هيئة الزكاة والضريبة والجمارك بعد. تطلب الهيئة الإبلاغ عن كل مستند خلال 24 ساعة من إصداره.',
    overdueFigures: 'بانتظار الإبلاغ: {count}. أقدمها: {number}، صدر في {issuedAt}.',
    overdueNote:
      'تواصل سفرة المحاولة كل 10 دقائق على الأكثر. تحقّق من حالة الربط في الإعدادات ← الفوترة الإلكترونية (انتهاء الشهادة يوقف الإبلاغ) ومن آخر خطأ لكل مستند في شاشة الفواتير الإلكترونية.',
    rejectedSubject: '{restaurant}: رفضت الهيئة فواتير إلكترونية',
    rejectedBody:
      'رفضت هيئة الزكاة والضريبة والجمارك فواتير إلكترونية لـ {restaurant}. الهيئة لا تحتسب المستند المرفوض: أصدر له إشعارًا دائنًا ثم فاتورة مصحّحة.',
    rejectedFigures: 'المرفوضة: {count} ({numbers}).',
    rejectedNote: 'تفاصيل كل مستند في شاشة الفواتير الإلكترونية تبيّن ما رفضته الهيئة.',
    documentsAction: 'افتح الفواتير الإلكترونية',
    certificateSubject: '{restaurant}: جدّد شهادة الهيئة قبل {date}',
    certificateBody:
      'تنتهي شهادة هيئة الزكاة والضريبة والجمارك لوحدة الفوترة الإلكترونية في {restaurant} في {date}. بعدها ترفض الهيئة مستنداتها فتبقى دون إبلاغ.',
    expiredSubject: '{restaurant}: انتهت شهادة الهيئة',
    expiredBody:
      'انتهت شهادة هيئة الزكاة والضريبة والجمارك لوحدة الفوترة الإلكترونية في {restaurant} في {date}. ترفض الهيئة مستنداتها حتى تُجدَّد.',
    certificateNote:
      'جدّدها برمز OTP جديد: أنشئه في بوابة فاتورة (صالح لمدة ساعة) ثم أدخله في الإعدادات ← الفوترة الإلكترونية.',
    settingsAction: 'افتح الإعدادات',
    linkLabel: 'أو افتح هذا الرابط:',
  },
};

export function alertText(lang: Language, key: string, params: Record<string, string> = {}): string {
  const template = TEXTS[lang][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** A moment as the owner reads it: Riyadh time, Gregorian, Latin digits (as the receipts). */
export function alertTime(lang: Language, date: Date, withTime = true): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Riyadh',
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(date);
}
