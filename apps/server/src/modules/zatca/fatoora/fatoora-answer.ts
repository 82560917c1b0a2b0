import type { IssuedCsid, ValidationMessage, ValidationResults } from './fatoora-client';

/** An answer's body: its JSON object when it is one, else a short description of what came instead. */
export type AnswerBody = { json: Record<string, unknown> } | { json?: undefined; described: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Names a non-JSON body for a person (a gateway's HTML page, an empty or cut-off body) in one line. */
export function readAnswerBody(raw: string, contentType: string | null): AnswerBody {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (isObject(parsed)) return { json: parsed };
  } catch {
    // Not JSON: described below.
  }
  if (!raw.trim()) return { described: 'an empty body' };
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(raw)?.[1]?.trim();
  const kind = /<html|<!doctype html/i.test(raw) ? 'an HTML page' : 'a body that is not JSON';
  const start = (title ?? raw.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 80);
  return { described: `${kind} (${contentType ?? 'no content type'}) starting "${start}"` };
}

function messages(value: unknown): ValidationMessage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((m) => ({
    type: text(m.type),
    code: text(m.code),
    category: text(m.category),
    message: text(m.message),
    status: text(m.status),
  }));
}

export function validationResults(body: Record<string, unknown>): ValidationResults | undefined {
  const results = body.validationResults;
  if (!isObject(results)) return undefined;
  return {
    status: text(results.status),
    infoMessages: messages(results.infoMessages),
    warningMessages: messages(results.warningMessages),
    errorMessages: messages(results.errorMessages),
  };
}

/**
 * ZATCA's refusals come in several shapes: `{ errors: [{ code, message }] }` (an invalid OTP),
 * `{ code, message }` (missing compliance steps), `{ errors: ["…"] }`, or validationResults' errors.
 */
export function refusalMessages(body: Record<string, unknown>): { code: string; message: string }[] {
  const fromResults = validationResults(body)?.errorMessages ?? [];
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const listed = errors.map((e) =>
    isObject(e) ? { code: text(e.code), message: text(e.message) } : { code: '', message: text(e) },
  );
  const single =
    text(body.code) || text(body.message) ? [{ code: text(body.code), message: text(body.message) }] : [];
  return [...fromResults, ...listed, ...single]
    .map(({ code, message }) => ({ code, message }))
    .filter((m) => m.code || m.message);
}

/** A CSID answer; undefined when the token or the secret is missing (then the answer is unusable). */
export function issuedCsid(body: Record<string, unknown>): IssuedCsid | undefined {
  const binarySecurityToken = text(body.binarySecurityToken);
  const secret = text(body.secret);
  if (!binarySecurityToken || !secret) return undefined;
  return {
    requestId: text(body.requestID),
    binarySecurityToken,
    secret,
    dispositionMessage: text(body.dispositionMessage),
  };
}
