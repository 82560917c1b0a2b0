/** What the Fatoora imitation answers, in ZATCA's JSON shapes and in the language of Accept-Language. */

export type Language = 'ar' | 'en';

/** ZATCA's texts for the imitation's answers (the English ones as ZATCA words them where known). */
const TEXTS = {
  'Invalid-OTP': { en: 'The provided OTP is invalid', ar: 'رمز التحقق المقدم غير صالح' },
  'Invalid-CSR': { en: 'The provided CSR is invalid', ar: 'طلب توقيع الشهادة المقدم غير صالح' },
  'Invalid-Request-ID': { en: 'The compliance request id is invalid', ar: 'رقم طلب الامتثال غير صالح' },
  'Missing-ComplianceSteps': {
    en: 'The compliance certificate is not done with the following compliance steps yet',
    ar: 'لم تكتمل خطوات الامتثال التالية لشهادة الامتثال بعد',
  },
  'Invalid-Version': { en: 'Accept-Version must be V2', ar: 'يجب أن تكون قيمة Accept-Version هي V2' },
  XSD_ZATCA_INVALID: { en: 'The invoice is not well-formed XML', ar: 'الفاتورة ليست ملف XML سليمًا' },
  'invalid-invoice-hash': {
    en: 'The invoice hash API body does not match the (calculated) Hash of the XML',
    ar: 'رمز الفاتورة في الطلب لا يطابق الرمز المحسوب من ملف XML',
  },
  'KSA-13': {
    en: "The previous invoice hash (PIH) is not the hash of the previous ICV's invoice",
    ar: 'قيمة رمز الفاتورة السابقة (PIH) لا تطابق رمز الفاتورة ذات العداد السابق',
  },
  'BR-KSA-39': {
    en: "The seller's VAT registration number must be 15 digits, starting and ending with 3",
    ar: 'يجب أن يتكون رقم تسجيل ضريبة القيمة المضافة للبائع من 15 رقمًا يبدأ وينتهي بالرقم 3',
  },
  'BR-KSA-F-06-C32': {
    en: 'The address additional number should be 4 digits',
    ar: 'يجب أن يتكون الرقم الإضافي للعنوان من 4 أرقام',
  },
  'Invoice-Errors': {
    en: 'Invoice was already reported successfully earlier',
    ar: 'تم الإبلاغ عن الفاتورة بنجاح في وقت سابق',
  },
  'Too-Many-Requests': { en: 'Too many requests', ar: 'عدد كبير جدًا من الطلبات' },
  'Internal-Error': { en: 'Something went wrong', ar: 'حدث خطأ ما' },
} as const;

type Code = keyof typeof TEXTS;
export type ZatcaMessage = ReturnType<typeof validationMessage>;

/** `{ code, message }`, the shape of ZATCA's refusals of a CSID request. */
export function refusal(language: Language, code: Code, detail = '') {
  return { code, message: `${TEXTS[code][language]}${detail}` };
}

/** One entry of validationResults; `code`'s text when it is one of ZATCA's, else `text` (a validator's). */
export function validationMessage(
  language: Language,
  type: 'ERROR' | 'WARNING',
  code: string,
  category: string,
  text?: string,
) {
  const message = text ?? (code in TEXTS ? TEXTS[code as Code][language] : code);
  return { type, code, category, message, status: type };
}

export function validationResults(
  warnings: ZatcaMessage[],
  errors: ZatcaMessage[],
  reportingStatus: 'REPORTED' | 'NOT_REPORTED',
) {
  const status = errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS';
  return {
    validationResults: { infoMessages: [], warningMessages: warnings, errorMessages: errors, status },
    reportingStatus,
  };
}

/** A 409: ZATCA keeps the hashes it received successfully for about a day. */
export function alreadyReported(language: Language) {
  return validationResults(
    [],
    [validationMessage(language, 'ERROR', 'Invoice-Errors', 'KSA')],
    'NOT_REPORTED',
  );
}

export const UNAUTHORIZED = { status: 401, error: 'Unauthorized', message: '' };

/** Scripted answers sent without looking at the request (ZATCA "did not receive" it): status, type, body. */
export function unprocessed(answer: unknown, language: Language): [number, string, unknown] | undefined {
  switch (answer) {
    case 401:
      return [401, 'application/json', UNAUTHORIZED];
    case 409:
      return [409, 'application/json', alreadyReported(language)];
    case 429:
      return [429, 'application/json', refusal(language, 'Too-Many-Requests')];
    case 500:
      return [500, 'application/json', refusal(language, 'Internal-Error')];
    case 504:
      return [504, 'text/html', page('504 Gateway Time-out', '<h1>504 Gateway Time-out</h1>')];
    // ZATCA's gateway firewall answers its "Request Rejected" page with a 200.
    case 'html':
      return [
        200,
        'text/html',
        page('Request Rejected', 'The requested URL was rejected. Please consult with your administrator.'),
      ];
    case 'garbage':
      return [200, 'application/json', '{"validationRes'];
    default:
      return undefined;
  }
}

function page(title: string, body: string): string {
  return `<html><head><title>${title}</title></head><body>${body}</body></html>`;
}
