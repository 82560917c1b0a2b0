import type { Language, ReportMethod } from '@sufra/domain';

/** The close report's words outside the browser (CSV, e-mail) in each language. */
export const CLOSE_TEXTS = {
  en: {
    columns: ['Section', 'Figure', 'Count', 'Amount (SAR)'],
    sections: {
      sales: 'Sales',
      adjustments: 'Voids and comps',
      methods: 'Payments by method',
      staff: 'Payments by staff member',
      tips: 'Tips by staff member',
      cash: 'Cash drawer',
      shifts: 'Shifts',
    },
    figures: {
      sales: 'Sales with VAT',
      vat: 'VAT',
      netSales: 'Net sales (without VAT, after refunds)',
      discounts: 'Discounts',
      refunds: 'Refunds',
      tips: 'Tips',
      voids: 'Voids',
      comps: 'Comps',
      float: 'Float',
      taken: 'Cash taken',
      refunded: 'Cash refunded',
      expected: 'Cash expected',
      counted: 'Cash counted',
      overShort: 'Over (+) / short (−)',
      refundsOf: 'Refunds: {name}',
      tipsOf: 'Tips: {name}',
      shift: 'Shift #{id}, {from} – {to}',
      open: 'open',
    },
    methods: { card: 'Card online', apple_pay: 'Apple Pay', cash: 'Cash', card_terminal: 'Card terminal' },
    phones: "Diners' phones (unassigned)",
    subject: '{restaurant}: shift #{id} closed, {day}',
    title: 'End-of-day close',
    intro: 'Shift #{id} of {day} was closed by {name}. The full report is below and in the console.',
    over: 'Cash over by {amount} SAR',
    short: 'Cash short by {amount} SAR',
    matches: 'Cash matches',
    note: 'Note: {note}',
  },
  ar: {
    columns: ['القسم', 'البند', 'العدد', 'المبلغ (ر.س)'],
    sections: {
      sales: 'المبيعات',
      adjustments: 'الإلغاءات والضيافة',
      methods: 'المدفوعات حسب الطريقة',
      staff: 'المدفوعات حسب الموظف',
      tips: 'الإكراميات حسب الموظف',
      cash: 'درج النقد',
      shifts: 'الورديات',
    },
    figures: {
      sales: 'المبيعات شاملة الضريبة',
      vat: 'ضريبة القيمة المضافة',
      netSales: 'صافي المبيعات (دون الضريبة، بعد الاسترداد)',
      discounts: 'الخصومات',
      refunds: 'المبالغ المستردة',
      tips: 'الإكراميات',
      voids: 'الأصناف الملغاة',
      comps: 'الضيافة',
      float: 'رصيد الافتتاح',
      taken: 'النقد المستلم',
      refunded: 'النقد المردود',
      expected: 'النقد المتوقع',
      counted: 'النقد المعدود',
      overShort: 'زيادة (+) / عجز (−)',
      refundsOf: 'المستردة: {name}',
      tipsOf: 'الإكراميات: {name}',
      shift: 'الوردية رقم {id}، {from} – {to}',
      open: 'مفتوحة',
    },
    methods: {
      card: 'بطاقة عبر الإنترنت',
      apple_pay: 'Apple Pay',
      cash: 'نقداً',
      card_terminal: 'جهاز الشبكة',
    },
    phones: 'جوالات الزبائن (دون موظف)',
    subject: '{restaurant}: أُقفلت الوردية رقم {id}، {day}',
    title: 'إقفال نهاية اليوم',
    intro: 'أقفل {name} الوردية رقم {id} ليوم {day}. التقرير كاملاً أدناه وفي لوحة التحكم.',
    over: 'زيادة في النقد بمقدار {amount} ر.س',
    short: 'عجز في النقد بمقدار {amount} ر.س',
    matches: 'النقد مطابق',
    note: 'ملاحظة: {note}',
  },
} as const satisfies Record<Language, { methods: Record<ReportMethod, string>; [key: string]: unknown }>;

export type CloseTexts = (typeof CLOSE_TEXTS)[Language];

/** A text with its {name} placeholders filled. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
