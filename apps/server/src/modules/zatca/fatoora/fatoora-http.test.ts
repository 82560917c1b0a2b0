import { createPublicKey, randomUUID, X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCsr } from '../egs/csr';
import type { CsrFields } from '../egs/csr-fields';
import { generateEgsKey } from '../egs/egs-key';
import { readCsidCertificate } from '../signing/csid-certificate';
import { invoiceHash } from '../signing/invoice-hash';
import { readSdkFile, SAMPLES } from '../signing/sdk-samples.test-support';
import { FAKE_OTP, startFakeFatoora } from '../testing/fake-fatoora';
import { type CsidAuth, FatooraError, type SignedDocument } from './fatoora-client';
import { createFatooraHttpClient, FATOORA_BASE_URLS } from './fatoora-http';

const FIRST_PIH = readSdkFile('PIH/pih.txt').trim();
const FIELDS: CsrFields = {
  organisationName: 'مطعم سفرة للمأكولات الشعبية',
  branchName: 'فرع الرياض',
  unitName: 'Sufra-EGS-12',
  vatNumber: '311111111101113',
  egsSerial: '1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  location: 'RRRD2929',
  industry: 'المطاعم',
  environment: 'simulation',
};
const EGS_KEY = generateEgsKey();
/** The API body's `csr`: the base64 of the PEM request, signed with the EGS's key. */
const CSR = buildCsr(FIELDS, EGS_KEY.privateKey).apiBody.csr;

/** The certificate a CSID carries: its binarySecurityToken is the base64 of the certificate's base64 text. */
function certificateOf(csid: { binarySecurityToken: string }) {
  const base64 = Buffer.from(csid.binarySecurityToken, 'base64').toString('utf8');
  return { ...readCsidCertificate(base64), x509: new X509Certificate(Buffer.from(base64, 'base64')) };
}
const sample = (path: string): SignedDocument => {
  const invoice = readSdkFile(path);
  return { invoice, invoiceHash: invoiceHash(invoice), uuid: /<cbc:UUID>([^<]*)</.exec(invoice)?.[1] ?? '' };
};

/** ZATCA's signed invoice sample given another UUID, ICV and PIH (the imitation does not check stamps). */
function documentAt(icv: number, pih: string): SignedDocument {
  const uuid = randomUUID();
  const invoice = readSdkFile(SAMPLES.invoice)
    .replace(/<cbc:UUID>8e6000cf-[^<]*</, `<cbc:UUID>${uuid}<`)
    .replace(/(<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>)\d+/, `$1${icv}`)
    .replace(
      /(<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/,
      `$1${pih}`,
    );
  return { invoice, uuid, invoiceHash: invoiceHash(invoice) };
}

/** The next `count` documents of an EGS's chain, each PIH the previous one's hash. */
function chainOf(count: number, first = 1, pih = FIRST_PIH): SignedDocument[] {
  const documents: SignedDocument[] = [];
  for (let icv = first; icv < first + count; icv++) {
    documents.push(documentAt(icv, documents.at(-1)?.invoiceHash ?? pih));
  }
  return documents;
}

/** The request with one signed byte changed (the unit's name): its signature no longer verifies. */
function tampered(pem: string): string {
  const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
  const at = der.indexOf('Sufra-EGS-12');
  expect(at).toBeGreaterThan(0);
  der.write('Sufra-EGS-13', at);
  return `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
}

async function caught(promise: Promise<unknown>): Promise<FatooraError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FatooraError);
  return err as FatooraError;
}

describe('Fatoora HTTP adapter against the imitation', () => {
  let fake: Awaited<ReturnType<typeof startFakeFatoora>>;
  let en: ReturnType<typeof createFatooraHttpClient>;
  let ar: ReturnType<typeof createFatooraHttpClient>;

  /** Onboards a new EGS (CCSID, the three compliance checks, PCSID) and returns its production CSID. */
  async function onboard(): Promise<CsidAuth> {
    const ccsid = await en.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR });
    for (const path of Object.values(SAMPLES)) await en.checkCompliance(ccsid, sample(path));
    return en.requestProductionCsid(ccsid, { complianceRequestId: ccsid.requestId });
  }

  /** The secrets of a call must appear neither in an error's message nor in its serialised form. */
  function expectNoSecrets(err: Error, secrets: readonly string[]) {
    for (const secret of secrets) {
      expect(err.message).not.toContain(secret);
      expect(JSON.stringify(err)).not.toContain(secret);
    }
  }

  beforeAll(async () => {
    fake = await startFakeFatoora({ hangMs: 2_000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.state.seen = [];
    en = createFatooraHttpClient({ baseUrl: `${fake.baseUrl}/`, language: 'en', timeoutMs: 500 });
    ar = createFatooraHttpClient({ baseUrl: fake.baseUrl, language: 'ar', timeoutMs: 500 });
  });

  it('names ZATCA’s three gateways by environment', () => {
    expect(FATOORA_BASE_URLS).toEqual({
      sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
      simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
      production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
    });
  });

  it('onboards: CCSID with the OTP, three compliance checks, PCSID; OTP only where due, Basic auth of the CSID', async () => {
    const ccsid = await en.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR });
    expect(ccsid.dispositionMessage).toBe('ISSUED');
    expect(ccsid.requestId).toMatch(/^\d+$/);
    const results = [];
    for (const path of Object.values(SAMPLES)) results.push(await en.checkCompliance(ccsid, sample(path)));
    expect(results.map((r) => r.status)).toEqual(['PASS', 'PASS', 'PASS']);
    const pcsid = await en.requestProductionCsid(ccsid, { complianceRequestId: ccsid.requestId });
    expect(pcsid.secret).not.toBe(ccsid.secret);
    // Both CSIDs certify the CSR's own key (the stamp signs with it), each under its own serial, by the CA.
    const [compliant, production] = [certificateOf(ccsid), certificateOf(pcsid)];
    expect(compliant.publicKey.equals(EGS_KEY.publicKeyDer)).toBe(true);
    expect(production.publicKey.equals(EGS_KEY.publicKeyDer)).toBe(true);
    expect(production.serialNumber).not.toBe(compliant.serialNumber);
    expect(compliant.x509.subject).toContain('CN=Sufra-EGS-12');
    expect(production.issuerName).toBe('CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local');
    expect(production.x509.verify(createPublicKey(fake.caPublicKeyPem))).toBe(true);

    const [compliance, check, productionCall] = [
      fake.state.seen[0],
      fake.state.seen[1],
      fake.state.seen.at(-1),
    ];
    expect(compliance).toMatchObject({ method: 'POST', url: '/compliance', body: { csr: CSR } });
    expect(compliance?.headers).toMatchObject({
      otp: FAKE_OTP,
      'accept-version': 'V2',
      'accept-language': 'en',
      'content-type': 'application/json',
    });
    expect(compliance?.headers.authorization).toBeUndefined();
    const basic = `Basic ${Buffer.from(`${ccsid.binarySecurityToken}:${ccsid.secret}`).toString('base64')}`;
    expect(check?.headers.authorization).toBe(basic);
    expect(check?.headers.otp).toBeUndefined();
    const invoice = sample(SAMPLES.invoice);
    expect(check?.body).toEqual({
      invoiceHash: invoice.invoiceHash,
      uuid: invoice.uuid,
      invoice: Buffer.from(invoice.invoice).toString('base64'),
    });
    expect(productionCall).toMatchObject({
      url: '/production/csids',
      body: { compliance_request_id: ccsid.requestId },
    });
    expect(productionCall?.headers.otp).toBeUndefined();
  });

  it('refuses a production CSID before the compliance checks, with ZATCA’s message', async () => {
    const ccsid = await en.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR });
    const err = await caught(en.requestProductionCsid(ccsid, { complianceRequestId: ccsid.requestId }));
    expect(err).toMatchObject({ kind: 'refused', retryable: false, httpStatus: 400 });
    expect(err.zatcaMessages[0]?.code).toBe('Missing-ComplianceSteps');
    expectNoSecrets(err, [ccsid.secret, ccsid.binarySecurityToken]);
  });

  it('a wrong OTP is refused in the owner’s language, and the OTP is not in the error', async () => {
    const english = await caught(en.requestComplianceCsid({ otp: '987654', csr: CSR }));
    expect(english).toMatchObject({ kind: 'refused', retryable: false, httpStatus: 400 });
    expect(english.zatcaMessages).toEqual([{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }]);
    expect(english.message).toContain('The provided OTP is invalid');
    const arabic = await caught(ar.requestComplianceCsid({ otp: '987654', csr: CSR }));
    expect(arabic.zatcaMessages[0]?.message).toBe('رمز التحقق المقدم غير صالح');
    expect(arabic.message).toContain('رمز التحقق المقدم غير صالح');
    expect(fake.state.seen.at(-1)?.headers['accept-language']).toBe('ar');
    expectNoSecrets(english, ['987654']);
    expectNoSecrets(arabic, ['987654']);
  });

  it('renews with PATCH and a new OTP; a 428 gives a renewed CSID that must pass the checks first', async () => {
    const pcsid = await onboard();
    const newKey = generateEgsKey();
    const newCsr = buildCsr(FIELDS, newKey.privateKey).apiBody.csr;
    const renewed = await en.renewProductionCsid(pcsid, { otp: FAKE_OTP, csr: newCsr });
    expect(renewed.kind).toBe('renewed');
    expect(certificateOf(renewed).publicKey.equals(newKey.publicKeyDer)).toBe(true);
    expect(fake.state.seen.at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/production/csids',
      body: { csr: newCsr },
    });
    expect(fake.state.seen.at(-1)?.headers.otp).toBe(FAKE_OTP);

    fake.script('renewal', 428);
    const pending = await en.renewProductionCsid(renewed, { otp: FAKE_OTP, csr: CSR });
    expect(pending).toMatchObject({ kind: 'not_compliant', dispositionMessage: 'NOT_COMPLIANT' });
    for (const path of Object.values(SAMPLES)) await en.checkCompliance(pending, sample(path));
    const next = await en.requestProductionCsid(pending, { complianceRequestId: pending.requestId });
    expect(certificateOf(next).publicKey.equals(EGS_KEY.publicKeyDer)).toBe(true);
    expect(await en.reportInvoice(next, documentAt(1, FIRST_PIH))).toMatchObject({ kind: 'reported' });
  });

  it('refuses a CSR that is not a PKCS#10 request signed with its own key', async () => {
    const garbage = '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n';
    for (const csr of [garbage, tampered(Buffer.from(CSR, 'base64').toString('utf8'))]) {
      const err = await caught(
        en.requestComplianceCsid({ otp: FAKE_OTP, csr: Buffer.from(csr).toString('base64') }),
      );
      expect(err).toMatchObject({ kind: 'refused', httpStatus: 400 });
      expect(err.zatcaMessages).toEqual([{ code: 'Invalid-CSR', message: 'The provided CSR is invalid' }]);
    }
  });

  it('issues certificates valid for `certificateDays`, so a test can start near the end of one', async () => {
    const shortLived = await startFakeFatoora({ certificateDays: 2 });
    try {
      const client = createFatooraHttpClient({ baseUrl: shortLived.baseUrl, language: 'en' });
      const before = Date.now();
      const { x509 } = certificateOf(await client.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR }));
      const lifetime = new Date(x509.validTo).getTime() - before;
      expect(lifetime).toBeGreaterThan(2 * 86_400_000 - 5_000);
      expect(lifetime).toBeLessThanOrEqual(2 * 86_400_000 + 5_000);
      expect(x509.verify(createPublicKey(shortLived.caPublicKeyPem))).toBe(true);
      expect(x509.verify(createPublicKey(fake.caPublicKeyPem))).toBe(false);
    } finally {
      await shortLived.close();
    }
  });

  it('a compliance check that fails is an answer (400 with ZATCA’s results), not an error', async () => {
    const ccsid = await en.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR });
    fake.script('compliance-invoices', 400);
    const results = await ar.checkCompliance(ccsid, sample(SAMPLES.invoice));
    expect(results.status).toBe('ERROR');
    expect(results.errorMessages[0]).toMatchObject({ code: 'BR-KSA-39', category: 'KSA', status: 'ERROR' });
  });

  describe('reporting', () => {
    let pcsid: CsidAuth;
    beforeAll(async () => {
      pcsid = await onboard();
    });
    const secrets = () => [pcsid.secret, pcsid.binarySecurityToken, FAKE_OTP];

    it('200 is reported, with Basic auth of the production CSID and no OTP', async () => {
      const [document] = chainOf(1, 1);
      const outcome = await en.reportInvoice(pcsid, document as SignedDocument);
      expect(outcome).toEqual({
        kind: 'reported',
        httpStatus: 200,
        status: 'PASS',
        reportingStatus: 'REPORTED',
        warnings: [],
        errors: [],
      });
      const seen = fake.state.seen.at(-1);
      expect(seen?.url).toBe('/invoices/reporting/single');
      expect(seen?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${pcsid.binarySecurityToken}:${pcsid.secret}`).toString('base64')}`,
      );
      expect(seen?.headers.otp).toBeUndefined();
    });

    it('202 is reported with its warnings kept, in the language asked for', async () => {
      fake.script('reporting', 202);
      const outcome = await ar.reportInvoice(await onboard(), documentAt(1, FIRST_PIH));
      expect(outcome.kind).toBe('reported_with_warnings');
      expect(outcome.status).toBe('WARNING');
      expect(outcome.warnings[0]).toMatchObject({ code: 'BR-KSA-F-06-C32', type: 'WARNING' });
      expect(outcome.warnings[0]?.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('400 is rejected with ZATCA’s messages in both languages', async () => {
      const egs = await onboard();
      fake.script('reporting', 400, 400);
      const [a, b] = chainOf(2);
      const arabic = await ar.reportInvoice(egs, a as SignedDocument);
      const english = await en.reportInvoice(egs, b as SignedDocument);
      expect(arabic).toMatchObject({
        kind: 'rejected',
        httpStatus: 400,
        status: 'ERROR',
        reportingStatus: 'NOT_REPORTED',
      });
      expect(arabic.errors[0]).toEqual({
        type: 'ERROR',
        code: 'BR-KSA-39',
        category: 'KSA',
        message: 'يجب أن يتكون رقم تسجيل ضريبة القيمة المضافة للبائع من 15 رقمًا يبدأ وينتهي بالرقم 3',
        status: 'ERROR',
      });
      expect(english.errors[0]?.message).toBe(
        "The seller's VAT registration number must be 15 digits, starting and ending with 3",
      );
      // A rejected document stays in the chain: the next one's PIH is its hash.
      expect(fake.state.chainBreaks).toEqual([]);
    });

    it('a hash that is not the document’s is rejected', async () => {
      const document = documentAt(1, FIRST_PIH);
      const outcome = await en.reportInvoice(await onboard(), { ...document, invoiceHash: FIRST_PIH });
      expect(outcome.kind).toBe('rejected');
      expect(outcome.errors[0]).toMatchObject({
        code: 'invalid-invoice-hash',
        category: 'INVOICE_HASHING_ERRORS',
      });
    });

    it('a timed-out report reached ZATCA: its resend answers 409, which counts as reported', async () => {
      const egs = await onboard();
      const [document] = chainOf(1);
      fake.script('reporting', 'timeout');
      const timedOut = await caught(en.reportInvoice(egs, document as SignedDocument));
      expect(timedOut).toMatchObject({ kind: 'unreachable', retryable: true });
      expect(timedOut.message).toMatch(/did not answer .* within 0.5 s/);
      expect(fake.state.reported.get(document?.uuid ?? '')?.httpStatus).toBe(200);
      const resent = await en.reportInvoice(egs, document as SignedDocument);
      expect(resent).toMatchObject({ kind: 'already_reported', httpStatus: 409 });
      expectNoSecrets(timedOut, secrets());
    });

    it('a scripted 409 counts as reported too', async () => {
      fake.script('reporting', 409);
      expect(await en.reportInvoice(pcsid, documentAt(9, FIRST_PIH))).toMatchObject({
        kind: 'already_reported',
      });
    });

    it('429, 500 and 504 are retryable, and ZATCA did not keep the document', async () => {
      for (const status of [429, 500, 504] as const) {
        fake.script('reporting', status);
        const document = documentAt(20, FIRST_PIH);
        const err = await caught(en.reportInvoice(pcsid, document));
        expect(err).toMatchObject({ kind: 'unavailable', retryable: true, httpStatus: status });
        expect(fake.state.reported.has(document.uuid)).toBe(false);
        expectNoSecrets(err, secrets());
      }
    });

    it('401 is a refused CSID, not a rejected document, and not retried', async () => {
      const wrong = { ...pcsid, secret: 'not-the-secret-123' };
      const err = await caught(en.reportInvoice(wrong, documentAt(30, FIRST_PIH)));
      expect(err).toMatchObject({ kind: 'unauthorized', retryable: false, httpStatus: 401 });
      expectNoSecrets(err, [wrong.secret, wrong.binarySecurityToken]);
      fake.script('reporting', 401);
      expect(await caught(en.reportInvoice(pcsid, documentAt(31, FIRST_PIH)))).toMatchObject({
        kind: 'unauthorized',
      });
    });

    it('an HTML page or garbage where JSON was due is a clear, non-retryable error naming what came', async () => {
      fake.script('reporting', 'html', 'garbage');
      const html = await caught(en.reportInvoice(pcsid, documentAt(40, FIRST_PIH)));
      expect(html).toMatchObject({ kind: 'bad_answer', retryable: false, httpStatus: 200 });
      expect(html.message).toContain('an HTML page (text/html');
      expect(html.message).toContain('Request Rejected');
      const garbage = await caught(en.reportInvoice(pcsid, documentAt(41, FIRST_PIH)));
      expect(garbage).toMatchObject({ kind: 'bad_answer', retryable: false });
      expect(garbage.message).toContain('a body that is not JSON (application/json');
      expectNoSecrets(html, secrets());
      expectNoSecrets(garbage, secrets());
    });

    it('a network error is retryable and names the cause', async () => {
      const closed = await startFakeFatoora();
      await closed.close();
      const client = createFatooraHttpClient({ baseUrl: closed.baseUrl, language: 'en', timeoutMs: 500 });
      const err = await caught(client.reportInvoice(pcsid, documentAt(50, FIRST_PIH)));
      expect(err).toMatchObject({ kind: 'unreachable', retryable: true });
      expect(err.message).toContain('ECONNREFUSED');
      expectNoSecrets(err, secrets());
    });
  });

  it('redacts the OTP, token, secret and auth header even when an answer echoes them back', async () => {
    const echo = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      const said = `${req.headers.authorization} ${req.headers.otp}`;
      res.end(JSON.stringify({ errors: [{ code: 'Echo', message: said }], message: said }));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const port = (echo.address() as AddressInfo).port;
    const client = createFatooraHttpClient({ baseUrl: `http://127.0.0.1:${port}`, language: 'en' });
    const auth = { binarySecurityToken: 'VE9LRU4tdGV4dA==', secret: 's3cr3t-value' };
    const err = await caught(client.renewProductionCsid(auth, { otp: '246810', csr: CSR }));
    await new Promise<void>((resolve) => echo.close(() => resolve()));
    expect(err).toMatchObject({ kind: 'refused', httpStatus: 400 });
    expect(err.message).toContain('Basic [redacted] [redacted]');
    const header = Buffer.from(`${auth.binarySecurityToken}:${auth.secret}`).toString('base64');
    expectNoSecrets(err, [auth.binarySecurityToken, auth.secret, '246810', header]);
  });

  it('answers the validators’ findings as ZATCA does: warnings 202, errors 400', async () => {
    const findings = {
      errors: [] as { rule: string; message: string }[],
      warnings: [{ rule: 'BR-S-09', message: 'w' }],
    };
    const validating = await startFakeFatoora({ validate: async () => findings });
    const client = createFatooraHttpClient({ baseUrl: validating.baseUrl, language: 'en' });
    try {
      const ccsid = await client.requestComplianceCsid({ otp: FAKE_OTP, csr: CSR });
      for (const path of Object.values(SAMPLES)) await client.checkCompliance(ccsid, sample(path));
      const pcsid = await client.requestProductionCsid(ccsid, { complianceRequestId: ccsid.requestId });
      const [one, two] = chainOf(2);
      const warned = await client.reportInvoice(pcsid, one as SignedDocument);
      expect(warned).toMatchObject({ kind: 'reported_with_warnings', httpStatus: 202 });
      expect(warned.warnings).toEqual([
        { type: 'WARNING', code: 'BR-S-09', category: 'KSA', message: 'w', status: 'WARNING' },
      ]);
      findings.errors.push({ rule: 'BR-CO-15', message: 'e' });
      const rejected = await client.reportInvoice(pcsid, two as SignedDocument);
      expect(rejected).toMatchObject({ kind: 'rejected', httpStatus: 400 });
      expect(rejected.errors.map((e) => e.code)).toEqual(['BR-CO-15']);
    } finally {
      await validating.close();
    }
  });

  describe('the PIH chain per EGS', () => {
    it('follows each EGS’s chain, in any order of arrival, and never mixes two EGSs', async () => {
      const [first, second] = [await onboard(), await onboard()];
      const a = chainOf(4);
      const b = chainOf(3);
      const breaks = fake.state.chainBreaks.length;
      for (const document of [a[1], a[0], a[3], a[2]]) {
        expect(await en.reportInvoice(first, document as SignedDocument)).toMatchObject({ kind: 'reported' });
      }
      for (const document of b) {
        expect(await en.reportInvoice(second, document)).toMatchObject({ kind: 'reported' });
      }
      expect(fake.state.chainBreaks.length).toBe(breaks);
    });

    it('rejects a PIH that is not the previous ICV’s hash, and records a break found when the earlier one arrives', async () => {
      const egs = await onboard();
      const [one, two] = chainOf(2);
      const stray = documentAt(3, FIRST_PIH);
      await en.reportInvoice(egs, two as SignedDocument);
      await en.reportInvoice(egs, one as SignedDocument);
      const outcome = await en.reportInvoice(egs, stray);
      expect(outcome.kind).toBe('rejected');
      expect(outcome.errors.map((e) => e.code)).toContain('KSA-13');
      const lateEgs = await onboard();
      const late1 = documentAt(1, FIRST_PIH);
      await en.reportInvoice(lateEgs, documentAt(2, FIRST_PIH));
      await en.reportInvoice(lateEgs, late1);
      expect(fake.state.chainBreaks.slice(-2)).toMatchObject([
        { icv: 3, pih: FIRST_PIH, previousHash: two?.invoiceHash },
        { icv: 2, pih: FIRST_PIH, previousHash: late1.invoiceHash },
      ]);
    });
  });
});
