import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { invoiceHash } from '../signing/invoice-hash';

export const FAKE_OTP = '123456';

const sdkFile = (path: string) => readFileSync(new URL(`./sdk/Data/${path}`, import.meta.url), 'utf8').trim();
/** ZATCA's binarySecurityToken is the base64 of the certificate's base64 text; the SDK's test CSID here. */
const CERTIFICATE_TOKEN = Buffer.from(sdkFile('Certificates/cert.pem')).toString('base64');
const FIRST_PIH = sdkFile('PIH/pih.txt');
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
 * without receiving it; 'timeout' receives it and only answers after `hangMs` (the caller gave up by then).
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

/** The validators' findings (validate-ubl.ts's shape): the fake answers them as ZATCA's messages. */
export type FakeFatooraValidator = (xml: string) => Promise<{
  errors: readonly { rule: string; message: string }[];
  warnings: readonly { rule: string; message: string }[];
}>;

interface Seen {
  method: string;
  url: string;
  headers: FastifyRequest['headers'];
  body: Record<string, unknown> | null;
}

interface Csid {
  egs: number;
  kind: 'compliance' | 'production';
  requestId: string;
  steps: Set<string>;
}

interface Egs {
  /** The hash and the PIH of every document seen, by ICV: arrival order does not matter. */
  hashByIcv: Map<number, string>;
  pihByIcv: Map<number, string>;
}

/** A document whose PIH is not the hash of the previous ICV's document (`pih` what it carries). */
export interface ChainBreak {
  egs: number;
  icv: number;
  pih: string;
  previousHash: string;
}

type Language = 'ar' | 'en';
const say = (language: Language, en: string, ar: string) => (language === 'ar' ? ar : en);
const zatcaMessage = (type: 'ERROR' | 'WARNING', code: string, category: string, message: string) => ({
  type,
  code,
  category,
  message,
  status: type,
});

/**
 * A local imitation of ZATCA's Fatoora API (ZATCA-PHASE2.md §2): onboarding by OTP, compliance checks of
 * the three simplified document types, the production CSID and its renewal, and reporting with the hash
 * recomputed, the PIH chain checked per EGS (ICVs may arrive out of order after a timeout; the break is
 * recorded whichever side arrives second) and 409 for a document already reported. Every request is kept
 * in `state.seen`; `script(route, …answers)` queues what the next calls answer.
 */
export async function startFakeFatoora(
  options: { otp?: string; validate?: FakeFatooraValidator; hangMs?: number } = {},
) {
  const otp = options.otp ?? FAKE_OTP;
  const csids = new Map<string, Csid>();
  const egses: Egs[] = [];
  const reported = new Map<string, { egs: number; invoiceHash: string; httpStatus: number }>();
  const queued = new Map<FakeFatooraRoute, FakeFatooraAnswer[]>();
  const hangs = new Set<NodeJS.Timeout>();
  const state = { seen: [] as Seen[], chainBreaks: [] as ChainBreak[], reported, egses };
  let nextRequestId = 1_700_000_000_000;

  function issue(egs: number, kind: Csid['kind']) {
    const secret = randomBytes(32).toString('base64');
    const requestId = String(nextRequestId++);
    csids.set(basic(CERTIFICATE_TOKEN, secret), { egs, kind, requestId, steps: new Set() });
    return {
      requestID: Number(requestId),
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken: CERTIFICATE_TOKEN,
      secret,
      errors: null,
    };
  }

  async function checkDocument(body: Record<string, unknown> | null, language: Language) {
    const xml = Buffer.from(String(body?.invoice ?? ''), 'base64').toString('utf8');
    let hash: string | undefined;
    try {
      hash = invoiceHash(xml);
    } catch {
      hash = undefined;
    }
    const errors = [];
    const warnings = [];
    if (hash === undefined) {
      errors.push(
        zatcaMessage(
          'ERROR',
          'XSD_ZATCA_INVALID',
          'XSD validation',
          say(language, 'The invoice is not well-formed XML', 'الفاتورة ليست XML سليمًا'),
        ),
      );
    } else if (hash !== body?.invoiceHash) {
      errors.push(
        zatcaMessage(
          'ERROR',
          'invalid-invoice-hash',
          'INVOICE_HASHING_ERRORS',
          say(
            language,
            'The invoice hash API body does not match the (calculated) Hash of the XML',
            'لا يطابق رمز الفاتورة في الطلب الرمز المحسوب من ملف XML',
          ),
        ),
      );
    }
    if (hash !== undefined && options.validate) {
      const findings = await options.validate(xml);
      for (const f of findings.errors) errors.push(zatcaMessage('ERROR', f.rule, 'KSA', f.message));
      for (const f of findings.warnings) warnings.push(zatcaMessage('WARNING', f.rule, 'KSA', f.message));
    }
    return { xml, hash, errors, warnings };
  }

  /** Records the document in its EGS's chain; answers whether its own PIH follows a known predecessor. */
  function chain(egs: number, xml: string, hash: string): ChainBreak | undefined {
    const icv = Number(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</.exec(xml)?.[1]);
    const pih =
      /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(
        xml,
      )?.[1] ?? '';
    const known = egses[egs];
    if (!known) throw new Error(`fake Fatoora: no EGS ${egs}`);
    known.hashByIcv.set(icv, hash);
    known.pihByIcv.set(icv, pih);
    const previousHash = icv === 1 ? FIRST_PIH : known.hashByIcv.get(icv - 1);
    const own =
      previousHash !== undefined && previousHash !== pih ? { egs, icv, pih, previousHash } : undefined;
    const nextPih = known.pihByIcv.get(icv + 1);
    const next =
      nextPih !== undefined && nextPih !== hash
        ? { egs, icv: icv + 1, pih: nextPih, previousHash: hash }
        : undefined;
    state.chainBreaks.push(...[own, next].filter((b) => b !== undefined));
    return own;
  }

  const app = Fastify({ logger: false, forceCloseConnections: true });

  /** Answers a scripted status that means ZATCA never looked at the request; true when it did. */
  function answeredUnprocessed(
    reply: FastifyReply,
    scripted: FakeFatooraAnswer | undefined,
    language: Language,
  ) {
    if (scripted === 401)
      return reply.code(401).send({ timestamp: Date.now(), status: 401, error: 'Unauthorized', message: '' });
    if (scripted === 409)
      return reply
        .code(409)
        .send(
          results(
            [],
            [
              zatcaMessage(
                'ERROR',
                'Invoice-Errors',
                'KSA',
                say(
                  language,
                  'Invoice was already reported successfully earlier',
                  'تم الإبلاغ عن الفاتورة بنجاح سابقًا',
                ),
              ),
            ],
            'NOT_REPORTED',
          ),
        );
    if (scripted === 429)
      return reply
        .code(429)
        .send({ code: 'Too-Many-Requests', message: say(language, 'Too many requests', 'طلبات كثيرة') });
    if (scripted === 500)
      return reply
        .code(500)
        .send({ code: 'Internal-Error', message: say(language, 'Something went wrong', 'حدث خطأ ما') });
    if (scripted === 504)
      return reply
        .code(504)
        .type('text/html')
        .send(
          '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
        );
    if (scripted === 'html')
      return reply
        .code(200)
        .type('text/html')
        .send(
          '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.</body></html>',
        );
    if (scripted === 'garbage') return reply.code(200).type('application/json').send('{"validationRes');
    return undefined;
  }

  app.addHook('preHandler', async (request, reply) => {
    state.seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: (request.body as Record<string, unknown>) ?? null,
    });
    if (request.headers['accept-version'] !== 'V2') {
      return reply
        .code(400)
        .send({ errors: [{ code: 'Invalid-Version', message: 'Accept-Version must be V2' }] });
    }
  });

  async function handle(
    route: FakeFatooraRoute,
    request: FastifyRequest,
    reply: FastifyReply,
    answer: (
      scripted: FakeFatooraAnswer | undefined,
      language: Language,
      body: Record<string, unknown> | null,
    ) => Promise<[number, unknown]>,
  ) {
    const scripted = queued.get(route)?.shift();
    const language: Language = request.headers['accept-language'] === 'ar' ? 'ar' : 'en';
    if (answeredUnprocessed(reply, scripted, language)) return reply;
    const [status, payload] = await answer(
      scripted,
      language,
      (request.body as Record<string, unknown>) ?? null,
    );
    if (scripted === 'timeout') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.hangMs ?? 10_000);
        hangs.add(timer);
      });
    }
    return reply.code(status).send(payload);
  }

  const csidOf = (request: FastifyRequest, kind: Csid['kind']) => {
    const found = csids.get(request.headers.authorization ?? '');
    return found?.kind === kind ? found : undefined;
  };
  const unauthorized: [number, unknown] = [
    401,
    { timestamp: Date.now(), status: 401, error: 'Unauthorized', message: '' },
  ];
  const invalidOtp = (language: Language): [number, unknown] => [
    400,
    {
      errors: [
        {
          code: 'Invalid-OTP',
          message: say(language, 'The provided OTP is invalid', 'رمز التحقق المقدم غير صالح'),
        },
      ],
    },
  ];
  const hasCsr = (body: Record<string, unknown> | null) =>
    Buffer.from(String(body?.csr ?? ''), 'base64')
      .toString('utf8')
      .includes('-----BEGIN CERTIFICATE REQUEST-----');

  app.post('/compliance', (request, reply) =>
    handle('compliance', request, reply, async (_scripted, language, body) => {
      if (request.headers.otp !== otp) return invalidOtp(language);
      if (!hasCsr(body))
        return [
          400,
          {
            errors: [
              {
                code: 'Invalid-CSR',
                message: say(language, 'The provided CSR is invalid', 'طلب توقيع الشهادة غير صالح'),
              },
            ],
          },
        ];
      return [200, issue(egses.push({ hashByIcv: new Map(), pihByIcv: new Map() }) - 1, 'compliance')];
    }),
  );

  app.post('/compliance/invoices', (request, reply) =>
    handle('compliance-invoices', request, reply, async (scripted, language, body) => {
      const csid = csidOf(request, 'compliance');
      if (!csid) return unauthorized;
      const { xml, errors, warnings } = await checkDocument(body, language);
      if (scripted === 400) errors.push(rejection(language));
      if (scripted === 202) warnings.push(warning(language));
      if (errors.length === 0) csid.steps.add(complianceStep(xml));
      const status = errors.length > 0 ? 400 : warnings.length > 0 ? 202 : 200;
      return [
        status,
        {
          ...results(warnings, errors, errors.length > 0 ? 'NOT_REPORTED' : 'REPORTED'),
          clearanceStatus: null,
        },
      ];
    }),
  );

  app.post('/production/csids', (request, reply) =>
    handle('production-csids', request, reply, async (_scripted, language, body) => {
      const csid = csidOf(request, 'compliance');
      if (!csid) return unauthorized;
      if (String(body?.compliance_request_id) !== csid.requestId) {
        return [
          400,
          {
            code: 'Invalid-Request-ID',
            message: say(language, 'The compliance request id is invalid', 'رقم طلب الامتثال غير صالح'),
          },
        ];
      }
      const missing = SIMPLIFIED_STEPS.filter((step) => !csid.steps.has(step));
      if (missing.length > 0) {
        return [
          400,
          {
            code: 'Missing-ComplianceSteps',
            message: say(
              language,
              `The compliance certificate is not done with the following compliance steps yet [${missing.join(',')}]`,
              `لم تكتمل خطوات الامتثال التالية بعد [${missing.join(',')}]`,
            ),
          },
        ];
      }
      return [200, issue(csid.egs, 'production')];
    }),
  );

  app.patch('/production/csids', (request, reply) =>
    handle('renewal', request, reply, async (scripted, language, body) => {
      const csid = csidOf(request, 'production');
      if (!csid) return unauthorized;
      if (request.headers.otp !== otp) return invalidOtp(language);
      if (!hasCsr(body))
        return [
          400,
          {
            errors: [
              {
                code: 'Invalid-CSR',
                message: say(language, 'The provided CSR is invalid', 'طلب توقيع الشهادة غير صالح'),
              },
            ],
          },
        ];
      if (scripted === 428)
        return [
          428,
          { ...issue(csid.egs, 'compliance'), tokenType: null, dispositionMessage: 'NOT_COMPLIANT' },
        ];
      return [200, issue(csid.egs, 'production')];
    }),
  );

  app.post('/invoices/reporting/single', (request, reply) =>
    handle('reporting', request, reply, async (scripted, language, body) => {
      const csid = csidOf(request, 'production');
      if (!csid) return unauthorized;
      const uuid = String(body?.uuid ?? '');
      const { xml, hash, errors, warnings } = await checkDocument(body, language);
      const earlier = reported.get(uuid);
      if (earlier && earlier.invoiceHash === hash && earlier.httpStatus !== 400) {
        return [
          409,
          results(
            [],
            [
              zatcaMessage(
                'ERROR',
                'Invoice-Errors',
                'KSA',
                say(
                  language,
                  'Invoice was already reported successfully earlier',
                  'تم الإبلاغ عن الفاتورة بنجاح سابقًا',
                ),
              ),
            ],
            'NOT_REPORTED',
          ),
        ];
      }
      if (hash !== undefined && hash === body?.invoiceHash && chain(csid.egs, xml, hash)) {
        errors.push(
          zatcaMessage(
            'ERROR',
            'KSA-13',
            'KSA',
            say(
              language,
              "The previous invoice hash (PIH) is not the hash of the previous ICV's invoice",
              'قيمة PIH لا تطابق رمز الفاتورة السابقة',
            ),
          ),
        );
      }
      if (scripted === 400) errors.push(rejection(language));
      if (scripted === 202) warnings.push(warning(language));
      const status = errors.length > 0 ? 400 : warnings.length > 0 ? 202 : 200;
      if (hash !== undefined) reported.set(uuid, { egs: csid.egs, invoiceHash: hash, httpStatus: status });
      return [status, results(warnings, errors, status === 400 ? 'NOT_REPORTED' : 'REPORTED')];
    }),
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    state,
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

function basic(token: string, secret: string) {
  return `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
}

function results(warnings: unknown[], errors: unknown[], reportingStatus: 'REPORTED' | 'NOT_REPORTED') {
  const status = errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS';
  return {
    validationResults: { infoMessages: [], warningMessages: warnings, errorMessages: errors, status },
    reportingStatus,
  };
}

function rejection(language: Language) {
  return zatcaMessage(
    'ERROR',
    'BR-KSA-39',
    'KSA',
    say(
      language,
      "The seller's VAT registration number must be 15 digits, starting and ending with 3",
      'يجب أن يتكون رقم تسجيل ضريبة القيمة المضافة للبائع من 15 رقمًا يبدأ وينتهي بالرقم 3',
    ),
  );
}

function warning(language: Language) {
  return zatcaMessage(
    'WARNING',
    'BR-KSA-F-06-C32',
    'KSA',
    say(
      language,
      'The address additional number should be 4 digits',
      'يجب أن يتكون الرقم الإضافي للعنوان من 4 أرقام',
    ),
  );
}

/** Which onboarding step a passing document completes, by its type code and KSA-2 flags. */
function complianceStep(xml: string): string {
  const match = /<cbc:InvoiceTypeCode name="(\d\d)\d*">(\d+)</.exec(xml);
  const kind = match?.[1] === '02' ? 'simplified' : 'standard';
  const type = { '381': '-credit-note', '383': '-debit-note' }[match?.[2] ?? ''] ?? '';
  return `${kind}${type}-compliant`;
}
