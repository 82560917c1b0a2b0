import { type ErrorCode, type ErrorParams, errorMessage, errorParamsIn, type Language } from '@sufra/domain';

/** The one error shape of the API (docs/decisions.md). `fields`/`params` only when they help the caller. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: string[]; params?: ErrorParams };
}

export function errorBody(
  code: ErrorCode,
  lang: Language,
  extra: { params?: ErrorParams | undefined; fields?: string[] | undefined } = {},
): ErrorBody {
  let message = errorMessage(code, lang, extra.params);
  if (extra.fields && extra.fields.length > 0) message = `${message} (${extra.fields.join(', ')})`;
  return {
    error: {
      code,
      message,
      ...(extra.fields && extra.fields.length > 0 ? { fields: extra.fields } : {}),
      // In the caller's language (a restaurant's own text in both: errorParamsIn).
      ...(extra.params ? { params: errorParamsIn(lang, extra.params) } : {}),
    },
  };
}
