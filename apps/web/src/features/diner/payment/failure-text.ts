import { FAILURE_REASONS, type FailureReason, failureReasonMessages } from '@sufra/domain';

export function isFailureReason(value: unknown): value is FailureReason {
  return typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value);
}

/** The spec's failure reasons in the diner's language (one catalogue, shared with the server). */
export function failureText(reason: FailureReason, language: string): string {
  return failureReasonMessages[language === 'en' ? 'en' : 'ar'][reason];
}
