import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { invoiceHash } from '../signing/invoice-hash';
import { createFakeCa, readVerifiedCsr } from './fake-ca';
import {
  alreadyReported,
  type Language,
  refusal,
  UNAUTHORIZED,
  unprocessed,
  validationMessage,
  validationResults,
  type ZatcaMessage,
} from './fake-fatoora-answers';
import { chainFields, complianceStep, PihChains } from './fake-fatoora-chain';

export const FAKE_OTP = '123456';

const sdkFile = (path: string) => readFileSync(new URL(`./sdk/Data/${path}`, import.meta.url), 'utf8').trim();
/** A CSR with title 0100 (simplified only) must pass these before its production CSID. */
const SIMPLIFIED_STEPS = [
  'simplified-compliant',
  'simplified-credit-note-compliant',
  'simplified-debit-note-compliant',
];

export type FakeFatooraRoute =
  | 'compliance'
  | 'compliance-invoices'
  | 'production-csids'
  | 'renewal'
  | 'reporting';
/**
 * What the next call on a route answers instead of its normal outcome. 202 and 400 still process the
 * document (a 400 stays in the chain, as at ZATCA); 401, 409, 429, 500, 504, 'html' and 'garbage' answer
 * without receiving it; 'timeout' receives it and answers only after `hangMs` (the caller gave up by then).
 * 428 is for 'renewal': the renewed CSID comes back NOT_COMPLIANT.
 */
export type FakeFatooraAnswer =
  | 202
  | 400
  | 401
  | 409
  | 428
  | 429
  | 500
  | 504
  | 'html'
  | 'garbage'
  | 'timeout';

/** The validators' findings (validate-ubl.ts's shape), answered as ZATCA's messages. */
type Validator = (xml: string) => Promise<{
  errors: readonly { rule: string; message: string }[];
  warnings: readonly { rule: string; message: string }[];
}>;

interface Csid {
  egs: number;
  kind: 'compliance' | 'production';
  requestId: string;
  steps: Set<string>;
  /** The PEM request it was issued for: its production CSID certifies the same key. */
  csr: string;
}

type Body = Record<string, unknown> | null;
type Answer = [status: number, body: unknown];

/**
 * A local imitation of ZATCA's Fatoora API (ZATCA-PHASE2.md §2): onboarding by OTP, compliance checks of
 * the three simplified document types, the production CSID and its renewal, and reporting with the hash
 * recomputed, the PIH chain checked per EGS (see PihChains) and 409 for a resend of a reported document.
 * Every request is kept in `state.seen`; `script(route, …answers)` queues what the next calls answer.
 * The OTP can be used again (real ones cannot): tests onboard many EGSs. Each CSID is a certificate for
 * the CSR's key from a throwaway CA (fake-ca.ts), valid `certificateDays` (365 unless told). It listens on
 * `port` (any free one unless told: the e2e server is configured with its URL before it starts).
 */
export async function startFakeFatoora(
  options: {
    otp?: string;
    validate?: Validator;
    hangMs?: number;
    certificateDays?: number;
    port?: number;
    /** POST /_imitation/script { route, answers }: `script` for a test in another process (the journeys). */
    scriptRoute?: boolean;
  } = {},
) {
  const otp = options.otp ?? FAKE_OTP;
  const ca = createFakeCa();
  const csids = new Map<string, Csid>();
  const chains = new PihChains(sdkFile('PIH/pih.txt'));
  const queued = new Map<FakeFatooraRoute, FakeFatooraAnswer[]>();
  const hangs = new Set<NodeJS.Timeout>();
  const state = {
    seen: [] as { method: string; url: string; headers: FastifyRequest['headers']; body: Body }[],
    chainBreaks: chains.breaks,
    /** By UUID: the last answer to each document ZATCA received. */
    reported: new Map<string, { egs: number; invoiceHash: string; httpStatus: number }>(),
  };
  let egsCount = 0;
  let nextRequestId = 1_700_000_000_000;

  /** `csr` was checked by otpAndCsr (or kept from the compliance CSID's request). */
  function issue(egs: number, kind: Csid['kind'], csr: string) {
    const secret = randomBytes(32).toString('base64');
    const requestId = String(nextRequestId++);
    const certificate = ca.issueCertificate(csr, { validDays: options.certificateDays });
    // ZATCA's binarySecurityToken is the base64 of the certificate's base64 text.
    const token = Buffer.from(certificate).toString('base64');
    const authorization = `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
    csids.set(authorization, { egs, kind, requestId, steps: new Set(), csr });
    return {
      requestID: Number(requestId),
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken: token,
      secret,
      errors: null,
    };
  }

  /** The posted document: its XML, the hash recomputed (undefined if it does not parse) and findings. */
  async function checkDocument(body: Body, language: Language, scripted: FakeFatooraAnswer | undefined) {
    const xml = Buffer.from(String(body?.invoice ?? ''), 'base64').toString('utf8');
    let hash: string | undefined;
    try {
      hash = invoiceHash(xml);
    } catch {
      hash = undefined;
    }
    const errors: ZatcaMessage[] = [];
    const warnings: ZatcaMessage[] = [];
    if (hash === undefined) errors.push(validationMessage(language, 'ERROR', 'XSD_ZATCA_INVALID', 'XSD'));
    else if (hash !== body?.invoiceHash) {
      errors.push(validationMessage(language, 'ERROR', 'invalid-invoice-hash', 'INVOICE_HASHING_ERRORS'));
    }
    if (hash !== undefined && options.validate) {
      const findings = await options.validate(xml);
      for (const f of findings.errors)
        errors.push(validationMessage(language, 'ERROR', f.rule, 'KSA', f.message));
      for (const f of findings.warnings) {
        warnings.push(validationMessage(language, 'WARNING', f.rule, 'KSA', f.message));
      }
    }
    if (scripted === 400) errors.push(validationMessage(language, 'ERROR', 'BR-KSA-39', 'KSA'));
    if (scripted === 202) warnings.push(validationMessage(language, 'WARNING', 'BR-KSA-F-06-C32', 'KSA'));
    return { xml, hash, errors, warnings, status: errors.length > 0 ? 400 : warnings.length > 0 ? 202 : 200 };
  }

  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/_imitation/')) return;
    state.seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: (request.body as Body) ?? null,
    });
    if (request.headers['accept-version'] !== 'V2') {
      return reply.code(400).send({ errors: [refusal(languageOf(request), 'Invalid-Version')] });
    }
  });

  function on(
    method: 'POST' | 'PATCH',
    url: string,
    route: FakeFatooraRoute,
    answer: (
      request: FastifyRequest,
      scripted: FakeFatooraAnswer | undefined,
      language: Language,
    ) => Promise<Answer>,
  ) {
    app.route({
      method,
      url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const scripted = queued.get(route)?.shift();
        const language = languageOf(request);
        const early = unprocessed(scripted, language);
        if (early) return reply.code(early[0]).type(early[1]).send(early[2]);
        const [status, body] = await answer(request, scripted, language);
        if (scripted === 'timeout') {
          await new Promise<void>((resolve) => hangs.add(setTimeout(resolve, options.hangMs ?? 10_000)));
        }
        return reply.code(status).send(body);
      },
    });
  }

  const csidOf = (request: FastifyRequest, kind: Csid['kind']) => {
    const found = csids.get(request.headers.authorization ?? '');
    return found?.kind === kind ? found : undefined;
  };
  /**
   * The PEM request, or the OTP's or the CSR's refusal: `{ csr }` is the base64 of a PEM request whose
   * signature must verify with its own key.
   */
  const otpAndCsr = (request: FastifyRequest, language: Language): { csr: string } | { refused: Answer } => {
    if (request.headers.otp !== otp)
      return { refused: [400, { errors: [refusal(language, 'Invalid-OTP')] }] };
    const csr = Buffer.from(String((request.body as Body)?.csr ?? ''), 'base64').toString('utf8');
    try {
      if (!csr.includes('-----BEGIN CERTIFICATE REQUEST-----')) throw new Error('not a PEM request');
      readVerifiedCsr(csr);
    } catch {
      return { refused: [400, { errors: [refusal(language, 'Invalid-CSR')] }] };
    }
    return { csr };
  };

  on('POST', '/compliance', 'compliance', async (request, _scripted, language) => {
    const checked = otpAndCsr(request, language);
    if ('refused' in checked) return checked.refused;
    return [200, issue(egsCount++, 'compliance', checked.csr)];
  });

  on('POST', '/compliance/invoices', 'compliance-invoices', async (request, scripted, language) => {
    const csid = csidOf(request, 'compliance');
    if (!csid) return [401, UNAUTHORIZED];
    const { xml, errors, warnings, status } = await checkDocument(request.body as Body, language, scripted);
    if (status !== 400) csid.steps.add(complianceStep(xml));
    const reporting = status === 400 ? 'NOT_REPORTED' : 'REPORTED';
    return [status, { ...validationResults(warnings, errors, reporting), clearanceStatus: null }];
  });

  on('POST', '/production/csids', 'production-csids', async (request, _scripted, language) => {
    const csid = csidOf(request, 'compliance');
    if (!csid) return [401, UNAUTHORIZED];
    if (String((request.body as Body)?.compliance_request_id) !== csid.requestId) {
      return [400, refusal(language, 'Invalid-Request-ID')];
    }
    const missing = SIMPLIFIED_STEPS.filter((step) => !csid.steps.has(step));
    if (missing.length > 0)
      return [400, refusal(language, 'Missing-ComplianceSteps', ` [${missing.join(',')}]`)];
    return [200, issue(csid.egs, 'production', csid.csr)];
  });

  on('PATCH', '/production/csids', 'renewal', async (request, scripted, language) => {
    const csid = csidOf(request, 'production');
    if (!csid) return [401, UNAUTHORIZED];
    const checked = otpAndCsr(request, language);
    if ('refused' in checked) return checked.refused;
    if (scripted !== 428) return [200, issue(csid.egs, 'production', checked.csr)];
    const renewed = issue(csid.egs, 'compliance', checked.csr);
    return [428, { ...renewed, tokenType: null, dispositionMessage: 'NOT_COMPLIANT' }];
  });

  on('POST', '/invoices/reporting/single', 'reporting', async (request, scripted, language) => {
    const csid = csidOf(request, 'production');
    if (!csid) return [401, UNAUTHORIZED];
    const body = request.body as Body;
    const uuid = String(body?.uuid ?? '');
    const checked = await checkDocument(body, language, scripted);
    const { hash, errors, warnings } = checked;
    const earlier = state.reported.get(uuid);
    if (earlier && earlier.invoiceHash === hash && earlier.httpStatus !== 400) {
      return [409, alreadyReported(language)];
    }
    const fields = chainFields(checked.xml);
    if (
      hash !== undefined &&
      hash === body?.invoiceHash &&
      chains.record(csid.egs, fields.icv, fields.pih, hash)
    ) {
      errors.push(validationMessage(language, 'ERROR', 'KSA-13', 'KSA'));
    }
    const status = errors.length > 0 ? 400 : checked.status;
    if (hash !== undefined)
      state.reported.set(uuid, { egs: csid.egs, invoiceHash: hash, httpStatus: status });
    return [status, validationResults(warnings, errors, status === 400 ? 'NOT_REPORTED' : 'REPORTED')];
  });

  if (options.scriptRoute)
    app.post('/_imitation/script', async (request) => {
      const { route, answers } = request.body as { route: FakeFatooraRoute; answers: FakeFatooraAnswer[] };
      queued.set(route, [...(queued.get(route) ?? []), ...answers]);
      return { queued: queued.get(route)?.length ?? 0 };
    });

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    state,
    /** The throwaway CA's key: every certificate the imitation issues verifies with it. */
    caPublicKeyPem: ca.publicKeyPem,
    /** Queues the answers of the next calls on `route`, in order; then it answers normally again. */
    script(route: FakeFatooraRoute, ...answers: FakeFatooraAnswer[]) {
      queued.set(route, [...(queued.get(route) ?? []), ...answers]);
    },
    async close() {
      for (const timer of hangs) clearTimeout(timer);
      await app.close();
    },
  };
}

function languageOf(request: FastifyRequest): Language {
  return request.headers['accept-language'] === 'ar' ? 'ar' : 'en';
}
