// Apart from payment-status.ts: the welcome screen uses owesMoney, and a module is bundled whole into
// the first chunk that needs any of it, so these texts stayed on the first screen (docs/performance.md).

/** Spec section 8: why a gateway declined a card. */
export const FAILURE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_details',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Texts for a declined card, by the gateway's reason (spec section 8 names them, not their wording). */
export const failureReasonMessages: { ar: Record<FailureReason, string>; en: Record<FailureReason, string> } =
  {
    ar: {
      card_declined: 'تم رفض البطاقة. يرجى استخدام بطاقة أخرى أو التواصل مع البنك.',
      insufficient_funds: 'الرصيد غير كافٍ. يرجى استخدام بطاقة أخرى.',
      expired_card: 'انتهت صلاحية البطاقة. يرجى استخدام بطاقة أخرى.',
      incorrect_details: 'بيانات البطاقة غير صحيحة. يرجى التحقق منها والمحاولة مرة أخرى.',
    },
    en: {
      card_declined: 'Your card was declined. Please use another card or contact your bank.',
      insufficient_funds: 'Insufficient funds. Please use another card.',
      expired_card: 'Your card has expired. Please use another card.',
      incorrect_details: 'The card details are incorrect. Please check them and try again.',
    },
  };
