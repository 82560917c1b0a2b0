/**
 * ZATCA's Fatoora API as Sufra uses it for simplified documents: the EGS's onboarding (compliance CSID,
 * compliance checks, production CSID and its renewal) and reporting. The HTTP adapter is fatoora-http.ts.
 */

/** A CSID as ZATCA issues it: the certificate (binarySecurityToken, used as returned) and its secret. */
export interface CsidAuth {
  binarySecurityToken: string;
  secret: string;
}

export interface IssuedCsid extends CsidAuth {
  /** The compliance request id a production CSID is asked with. */
  requestId: string;
  dispositionMessage: string;
}

/** One message of ZATCA's validation, kept as ZATCA wrote it (in the language asked for). */
export interface ValidationMessage {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
}

export interface ValidationResults {
  /** ZATCA's overall verdict: PASS, WARNING or ERROR. */
  status: string;
  infoMessages: ValidationMessage[];
  warningMessages: ValidationMessage[];
  errorMessages: ValidationMessage[];
}

/** A signed document as stored: the API body carries it base64, with its invoice hash and UUID. */
export interface SignedDocument {
  invoiceHash: string;
  uuid: string;
  /** The signed XML exactly as stored (the hash is over these bytes); sent base64-encoded. */
  invoice: string;
}

/** 200, 202 (warnings kept), 409 (a resend of one ZATCA already has) and 400 (corrected by a new document). */
export type ReportingOutcome = {
  kind: 'reported' | 'reported_with_warnings' | 'already_reported' | 'rejected';
  httpStatus: number;
  /** ZATCA's validationResults.status and reportingStatus as answered (absent on a bare 409). */
  status?: string;
  reportingStatus?: string;
  warnings: ValidationMessage[];
  errors: ValidationMessage[];
};

/**
 * A renewal (PATCH /production/csids): 200 gives the new production CSID; 428 gives a renewed CSID that is
 * "NOT_COMPLIANT" yet: run the compliance checks with it, then ask a production CSID with its request id.
 */
type Renewal = IssuedCsid & { kind: 'renewed' | 'not_compliant' };

export interface FatooraClient {
  /** POST /compliance with the portal's OTP: the compliance CSID (CCSID). */
  requestComplianceCsid(input: { otp: string; csr: string }): Promise<IssuedCsid>;
  /** POST /compliance/invoices with the CCSID: a 400 is an answer here (the document failed the check). */
  checkCompliance(auth: CsidAuth, document: SignedDocument): Promise<ValidationResults>;
  /** POST /production/csids with the CCSID once its compliance checks passed: the production CSID. */
  requestProductionCsid(auth: CsidAuth, input: { complianceRequestId: string }): Promise<IssuedCsid>;
  /** PATCH /production/csids with the current production CSID and a new OTP. */
  renewProductionCsid(auth: CsidAuth, input: { otp: string; csr: string }): Promise<Renewal>;
  /** POST /invoices/reporting/single with the production CSID. */
  reportInvoice(auth: CsidAuth, document: SignedDocument): Promise<ReportingOutcome>;
}

/**
 * Why a call got no usable answer. `unreachable` (network, timeout), `unavailable` (429, 5xx) are worth
 * retrying with the same document; `unauthorized` (401: the CSID is wrong, expired or revoked; ZATCA did
 * not look at the document, so it is not a rejection), `refused` (a 4xx with ZATCA's messages, e.g. an
 * invalid OTP) and `bad_answer` (HTML or garbage where JSON was due) need a person.
 */
export type FatooraErrorKind = 'unreachable' | 'unavailable' | 'unauthorized' | 'refused' | 'bad_answer';

/** Never carries the OTP, the secret or the binarySecurityToken: its message is logged and shown. */
export class FatooraError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly kind: FatooraErrorKind,
    message: string,
    readonly httpStatus?: number,
    /** ZATCA's own messages (code and text in the language asked for), when it sent any. */
    readonly zatcaMessages: readonly { code: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'FatooraError';
    this.retryable = kind === 'unreachable' || kind === 'unavailable';
  }
}
