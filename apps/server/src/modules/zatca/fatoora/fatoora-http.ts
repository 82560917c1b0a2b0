import type { ZatcaEnvironment } from '../egs/csr-fields';
import {
  type AnswerBody,
  issuedCsid,
  readAnswerBody,
  refusalMessages,
  validationResults,
} from './fatoora-answer';
import {
  type CsidAuth,
  type FatooraClient,
  FatooraError,
  type IssuedCsid,
  type ReportingOutcome,
  type SignedDocument,
} from './fatoora-client';

/** The gw-apic-gov.gazt.gov.sa host was decommissioned; these are ZATCA's current gateways. */
export const FATOORA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

export interface FatooraHttpOptions {
  /** One of FATOORA_BASE_URLS, from configuration; tests point it at the local imitation. */
  baseUrl: string;
  /** The owner's language: ZATCA writes its validation messages in it. */
  language: 'ar' | 'en';
  timeoutMs?: number;
}

interface Call {
  method: 'POST' | 'PATCH';
  path: string;
  /** Names the call in error messages. */
  what: string;
  body: Record<string, string>;
  auth?: CsidAuth;
  otp?: string;
}

interface Answer {
  status: number;
  body: AnswerBody;
}

const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * The Fatoora API over fetch. Headers: Accept-Version V2, Accept-Language, JSON, Basic auth of the CSID
 * (token as returned, then its secret), OTP only on the two calls that take one. No Clearance-Status:
 * implementations disagree on its value for reporting (0, 1, per call) and simplified documents are never
 * cleared, so it is left to ZATCA's default. Statuses: 401 = the CSID (not the document) is refused; 429,
 * 5xx, network errors and timeouts = retry the same document; a timed-out report may have arrived, and its
 * resend then answers 409, which counts as reported. Secrets never reach an error message (redacted).
 */
export function createFatooraHttpClient(options: FatooraHttpOptions): FatooraClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function send(call: Call): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-version': 'V2',
      'accept-language': options.language,
      'content-type': 'application/json',
    };
    if (call.auth) headers.authorization = `Basic ${credentials(call.auth)}`;
    if (call.otp !== undefined) headers.otp = call.otp;
    try {
      const res = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The timeout covers the body too: a stalled body is a timeout, not a garbage answer.
      const raw = await res.text();
      return { status: res.status, body: readAnswerBody(raw, res.headers.get('content-type')) };
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new FatooraError(
          'unreachable',
          `ZATCA did not answer the ${call.what} within ${timeoutMs / 1000} s (it may have received it)`,
        );
      }
      throw new FatooraError(
        'unreachable',
        redact(`ZATCA unreachable for the ${call.what}: ${cause(err)}`, secretsOf(call)),
      );
    }
  }

  /** What no call treats as an answer: 401, 429/5xx, a refusal or a body that is not JSON. */
  function failure(call: Call, answer: Answer): FatooraError {
    const secrets = secretsOf(call);
    const { status, body } = answer;
    const zatcaMessages = body.json
      ? refusalMessages(body.json).map((m) => ({ code: m.code, message: redact(m.message, secrets) }))
      : [];
    const said = body.json
      ? zatcaMessages.map((m) => [m.code, m.message].filter(Boolean).join(' ')).join('; ') || 'no message'
      : body.described;
    const message = redact(`ZATCA answered the ${call.what} with ${status}: ${said}`, secrets);
    if (status === 401) return new FatooraError('unauthorized', message, status, zatcaMessages);
    if (status === 429 || status >= 500)
      return new FatooraError('unavailable', message, status, zatcaMessages);
    if (!body.json) return new FatooraError('bad_answer', message, status);
    return new FatooraError('refused', message, status, zatcaMessages);
  }

  function csid(call: Call, answer: Answer): IssuedCsid {
    const issued = answer.body.json && issuedCsid(answer.body.json);
    if (issued) return issued;
    throw new FatooraError(
      'bad_answer',
      `ZATCA answered the ${call.what} with ${answer.status} but no CSID (binarySecurityToken and secret)`,
      answer.status,
    );
  }

  return {
    async requestComplianceCsid({ otp, csr }) {
      const call: Call = {
        method: 'POST',
        path: '/compliance',
        what: 'compliance CSID request',
        body: { csr },
        otp,
      };
      const answer = await send(call);
      if (answer.status !== 200) throw failure(call, answer);
      return csid(call, answer);
    },

    async checkCompliance(auth, document) {
      const call: Call = {
        method: 'POST',
        path: '/compliance/invoices',
        what: 'compliance check',
        body: documentBody(document),
        auth,
      };
      const answer = await send(call);
      const results = answer.body.json && validationResults(answer.body.json);
      if ([200, 202, 400].includes(answer.status) && results) return results;
      throw failure(call, answer);
    },

    async requestProductionCsid(auth, { complianceRequestId }) {
      const call: Call = {
        method: 'POST',
        path: '/production/csids',
        what: 'production CSID request',
        body: { compliance_request_id: complianceRequestId },
        auth,
      };
      const answer = await send(call);
      if (answer.status !== 200) throw failure(call, answer);
      return csid(call, answer);
    },

    async renewProductionCsid(auth, { otp, csr }) {
      const call: Call = {
        method: 'PATCH',
        path: '/production/csids',
        what: 'production CSID renewal',
        body: { csr },
        auth,
        otp,
      };
      const answer = await send(call);
      if (answer.status !== 200 && answer.status !== 428) throw failure(call, answer);
      return { kind: answer.status === 200 ? 'renewed' : 'not_compliant', ...csid(call, answer) };
    },

    async reportInvoice(auth, document) {
      const call: Call = {
        method: 'POST',
        path: '/invoices/reporting/single',
        what: `report of ${document.uuid}`,
        body: documentBody(document),
        auth,
      };
      const answer = await send(call);
      const outcome = reportingOutcome(answer);
      if (!outcome) throw failure(call, answer);
      return outcome;
    },
  };
}

function documentBody(document: SignedDocument): Record<string, string> {
  return { invoiceHash: document.invoiceHash, uuid: document.uuid, invoice: toBase64(document.invoice) };
}

/** 200/202/409/400-with-results are answers about the document; anything else is a failure. */
function reportingOutcome({ status, body }: Answer): ReportingOutcome | undefined {
  const results = body.json ? validationResults(body.json) : undefined;
  const reportingStatus =
    typeof body.json?.reportingStatus === 'string' ? body.json.reportingStatus : undefined;
  const kept = {
    httpStatus: status,
    warnings: results?.warningMessages ?? [],
    errors: results?.errorMessages ?? [],
    ...(results?.status ? { status: results.status } : {}),
    ...(reportingStatus ? { reportingStatus } : {}),
  };
  // A 409 means ZATCA already has this document, whatever the body says (even none).
  if (status === 409) return { kind: 'already_reported', ...kept };
  if (!results) return undefined;
  if (status === 200) return { kind: 'reported', ...kept };
  if (status === 202) return { kind: 'reported_with_warnings', ...kept };
  if (status === 400) return { kind: 'rejected', ...kept };
  return undefined;
}

/** ZATCA's Basic auth: the token as returned (already base64) as the user, the secret as the password. */
function credentials(auth: CsidAuth): string {
  return toBase64(`${auth.binarySecurityToken}:${auth.secret}`);
}

/** What a message must never show: the OTP, the CSID's token and secret, and the header they make. */
function secretsOf(call: Call): (string | undefined)[] {
  const auth = call.auth;
  return [call.otp, auth?.secret, auth?.binarySecurityToken, auth && credentials(auth)];
}

function cause(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const inner = err.cause instanceof Error ? err.cause : undefined;
  const code = (inner as { code?: unknown } | undefined)?.code;
  return [err.message, inner?.message, typeof code === 'string' ? code : undefined]
    .filter(Boolean)
    .join(': ');
}

/** Belt and braces: ZATCA or a proxy could echo a header back into a message we keep. */
function redact(message: string, secrets: readonly (string | undefined)[]): string {
  return secrets.reduce<string>(
    (out, secret) => (secret ? out.split(secret).join('[redacted]') : out),
    message,
  );
}
