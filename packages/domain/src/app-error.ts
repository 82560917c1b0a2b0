import { ERROR_STATUS, type ErrorCode, type ErrorParams, fillMessage } from './error-codes';
// English only: the log text of an AppError (the browser that throws one must not load both catalogues).
import { errorMessagesEn } from './errors-en';

/** The one error type of Sufra: a code from the closed catalogue, its HTTP status and message params. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params?: ErrorParams;

  constructor(code: ErrorCode, params?: ErrorParams, cause?: unknown) {
    // The English text is for logs; callers show errorMessage(code, lang, params).
    super(fillMessage(errorMessagesEn[code], params), cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    if (params) this.params = params;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
