import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRestaurantDocuments } from '../../flows/sign-documents.flow';
import { decryptSecret } from '../../platform/crypto/secret-box';
import { issueCreditNoteForPayment, issueInvoiceForPayment } from '../invoices';
import {
  createInvoiceFixture,
  insertCompletedPayment,
  placeTestOrder,
  VAT_NUMBER,
} from '../invoices/testing/fixtures';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';
import { bearer, signIn } from '../staff/testing/staff-fixture';
import { FIRST_PIH } from './chain/first-pih';
import { egsKeyContext, egsSecretContext, openEgsKey } from './egs/egs-key';
import { reportDocument } from './reporting/report-document';
import { decodePhase2Qr } from './signing/qr';
import { startFakeFatoora } from './testing/fake-fatoora';
import { verifyChain } from './testing/independent-verifier';
import { ONBOARDING_FORM as FORM } from './testing/onboarding-form';
import { validateUbl } from './testing/validate-ubl';

// Issue 27: an owner onboards against the Fatoora imitation; then every invoice and credit note is queued
// in the transaction that issues it, signed into the EGS's chain by a job, and reported by another.

describe('ZATCA Phase 2: onboarding, the chain and reporting', { timeout: 240_000 }, () => {
  let fake: Awaited<ReturnType<typeof startFakeFatoora>>;
  let t: OrdersTestApp;
  let f: Awaited<ReturnType<typeof createInvoiceFixture>>;
  let owner: string;
  const logLines: string[] = [];
  /** The EGS's private key (its DER's tail), the CSID's secret, and their sealed forms, once onboarded. */
  const secrets: string[] = [];

  beforeAll(async () => {
    fake = await startFakeFatoora({ validate: validateUbl });
    t = await createOrdersTestApp({
      overrides: {
        config: { logLevel: 'debug', zatca: { environment: 'simulation', baseUrl: fake.baseUrl } },
        deps: { logStream: { write: (l: string) => void logLines.push(l) } },
      },
    });
    f = await createInvoiceFixture(t.db);
    owner = await signIn(t.app, f.owner);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const settings = (token = owner) =>
    t.app.inject({ method: 'GET', url: '/api/staff/settings/zatca', headers: bearer(token) });
  const onboard = (payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/settings/zatca',
      headers: { ...bearer(owner), 'x-sufra-lang': lang },
      payload,
    });
  const units = () => t.db.selectFrom('zatcaEgsUnits').selectAll().execute();
  const paid = async (amount: number) => {
    const order = await placeTestOrder(t.app, t.db, f);
    const paymentId = await insertCompletedPayment(t.db, order, {
      splitType: amount === order.totalHalalas ? 'full' : 'custom',
      amount,
    });
    const issued = await t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
    return { paymentId, issued, order };
  };
  const documents = () => t.db.selectFrom('zatcaDocuments').selectAll().orderBy('id').execute();

  it('before onboarding: the form can start (VAT number known), and an invoice stays Phase 1', async () => {
    const res = await settings();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ environment: 'simulation', vatNumber: VAT_NUMBER, egs: null });
    await paid(6000);
    expect(await documents()).toEqual([]);
  });

  it('a wrong OTP: ZATCA’s refusal in the owner’s language with what to do, nothing stored', async () => {
    for (const lang of ['en', 'ar']) {
      const res = await onboard({ ...FORM, otp: '999999' }, lang);
      expect(res.statusCode).toBe(422);
      const { error } = res.json();
      expect(error.code).toBe('ZATCA_OTP_REFUSED');
      expect(error.message).toContain(lang === 'en' ? 'valid for one hour' : 'صالح لساعة واحدة');
    }
    expect(await units()).toEqual([]);
  });

  it('bad fields are refused before ZATCA is asked anything', async () => {
    const asked = fake.state.seen.length;
    const res = await onboard({ ...FORM, otp: '123456', address: { ...FORM.address, postalCode: '1234' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ZATCA_POSTAL_CODE_INVALID');
    expect(fake.state.seen.length).toBe(asked);
  });

  it('onboards: compliance CSID, three compliance checks, production CSID; the secrets never answered', async () => {
    const asked = fake.state.seen.length;
    const res = await onboard({ ...FORM, otp: '123456' });
    expect(res.statusCode, res.body).toBe(200);
    const egs = res.json().data.egs;
    expect(egs).toMatchObject({
      environment: 'simulation',
      vatNumber: VAT_NUMBER,
      crNumber: '1010010000',
      documentsSigned: 0,
      renewalDue: false,
      expired: false,
    });
    expect(egs.serial).toMatch(/^1-Sufra\|2-1\.0\|3-[0-9a-f-]{36}$/);
    expect(new Date(egs.certificateExpiresAt).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const calls = fake.state.seen.slice(asked).map((s) => `${s.method} ${s.url}`);
    expect(calls).toEqual([
      'POST /compliance',
      'POST /compliance/invoices',
      'POST /compliance/invoices',
      'POST /compliance/invoices',
      'POST /production/csids',
    ]);
    const [unit] = await units();
    expect(unit?.privateKeyEncrypted).not.toContain('PRIVATE KEY');
    // The secrets in the clear (opened here with the app's key) appear in no answer and no log line.
    const privateKey = openEgsKey(t.app.settingsKey, unit!.privateKeyEncrypted, egsKeyContext(f.restaurantId))
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64')
      .slice(-40);
    const secret = decryptSecret(t.app.settingsKey, unit!.secretEncrypted, egsSecretContext(f.restaurantId));
    secrets.push(privateKey, secret, unit!.secretEncrypted, unit!.privateKeyEncrypted);
    const everything = JSON.stringify([res.body, (await settings()).body, logLines]);
    for (const s of secrets) expect(everything).not.toContain(s);
    expect(everything).not.toContain('123456');
    // A second onboarding is refused: the unit and its chain stay.
    expect((await onboard({ ...FORM, otp: '123456' })).json().error.code).toBe('ZATCA_ALREADY_ONBOARDED');
  });

  it('every document is queued as it is issued, signed in order into one chain, its QR nine tags', async () => {
    const first = await paid(6000);
    const second = await paid(2500);
    const note = await t.db.transaction().execute((trx) => issueCreditNoteForPayment(trx, first.paymentId));
    expect(note).not.toBeNull();
    const queued = await documents();
    expect(queued.map((d) => [d.kind, d.signedAt])).toEqual([
      ['invoice', null],
      ['invoice', null],
      ['credit_note', null],
    ]);
    // The diner's page, before the signing job: it says its QR is on its way.
    const publicInvoice = () =>
      t.app.inject({ method: 'GET', url: `/api/public/invoices/${second.issued.invoiceId}` });
    // Not kept by the browser while it waits: the page asks every second until the signed one comes.
    const waiting = await publicInvoice();
    expect(waiting.json().data.invoice.signing).toBe(true);
    expect(waiting.headers['cache-control']).toBe('no-store');
    const publicNote = () =>
      t.app.inject({ method: 'GET', url: `/api/public/credit-notes/${note?.creditNoteId}` });
    expect((await publicNote()).headers['cache-control']).toBe('no-store');
    expect(await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId)).toBe(3);
    const signedAnswer = await publicInvoice();
    const shown = signedAnswer.json().data.invoice;
    expect(shown.signing).toBe(false);
    expect(signedAnswer.headers['cache-control']).toBe('private, max-age=300');
    expect((await publicNote()).json().data.creditNote.signing).toBe(false);
    expect((await publicNote()).headers['cache-control']).toBe('private, max-age=300');
    expect(decodePhase2Qr(shown.qr).publicKey.length).toBeGreaterThan(0);
    const signed = await documents();
    expect(signed.map((d) => d.icv)).toEqual([1, 2, 3]);
    expect(signed[0]?.pih).toBe(FIRST_PIH);
    expect(signed[1]?.pih).toBe(signed[0]?.invoiceHash);
    expect(await verifyChain(signed.map((d) => d.signedXml ?? ''))).toEqual([]);
    for (const d of signed)
      expect(await validateUbl(d.signedXml ?? '')).toEqual({ errors: [], warnings: [] });
    expect(signed[2]?.signedXml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(signed[2]?.signedXml).toContain(`<cbc:ID>INV-${first.issued.number}</cbc:ID>`);
    // The diner's invoice now carries the Phase 2 QR: tag 6 its hash, 8 the EGS's key.
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('publicId', '=', second.issued.invoiceId)
      .executeTakeFirstOrThrow();
    const qr = decodePhase2Qr(invoice.zatcaQr);
    expect(qr.invoiceHash).toBe(signed[1]?.invoiceHash);
    expect(qr.total).toBe('25.00');
    const egs = (await settings()).json().data.egs;
    expect(egs.documentsSigned).toBe(3);
    // Nothing left to sign: a second job finds an empty queue.
    expect(await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId)).toBe(0);
  });

  it('reports: 200 reported, 202 warnings kept, 400 rejected in both languages, 500 retried', async () => {
    const deps = { db: t.db, box: t.app.settingsKey, zatca: t.config.zatca };
    const [a, b, c] = await documents();
    await reportDocument(deps, a!.id);
    fake.script('reporting', 202);
    await reportDocument(deps, b!.id);
    fake.script('reporting', 500);
    await expect(reportDocument(deps, c!.id)).rejects.toThrow();
    let rows = await documents();
    expect(rows.map((d) => d.reportStatus)).toEqual(['reported', 'reported_with_warnings', 'waiting']);
    expect(rows[2]).toMatchObject({ reportAttempts: 1 });
    expect(rows[2]?.lastReportError).toMatch(/unavailable/);
    fake.script('reporting', 400, 400);
    await reportDocument(deps, c!.id);
    rows = await documents();
    expect(rows[2]?.reportStatus).toBe('rejected');
    const answer = rows[2]?.zatcaAnswer as { errors: unknown[]; errorsEn: unknown[] };
    expect(answer.errors.length).toBeGreaterThan(0);
    expect(answer.errorsEn.length).toBeGreaterThan(0);
    // A late duplicate job changes nothing.
    await reportDocument(deps, a!.id);
    expect(fake.state.chainBreaks).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/zatca/documents',
      headers: bearer(owner),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.counts).toEqual({
      waiting: 0,
      reported: 1,
      reported_with_warnings: 1,
      rejected: 1,
      overdue: 0,
    });
    expect(list.json().data.documents[0]).toMatchObject({ kind: 'credit_note', reportStatus: 'rejected' });
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/staff/zatca/documents/${a!.id}/xml`,
      headers: bearer(owner),
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toBe(a!.signedXml);
    const answers = JSON.stringify([list.body, xml.body, logLines]);
    expect(secrets).toHaveLength(4);
    for (const s of secrets) expect(answers).not.toContain(s);
  });

  it('renews with a new OTP (a 428 first passes the compliance checks): a new key, the same chain', async () => {
    const before = (await units())[0]!;
    const renew = (otp: string, lang = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/staff/settings/zatca',
        headers: { ...bearer(owner), 'x-sufra-lang': lang },
        payload: { otp },
      });
    const refused = await renew('999999', 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('ZATCA_OTP_REFUSED');
    expect((await units())[0]?.certificate).toBe(before.certificate);

    fake.script('renewal', 428);
    const asked = fake.state.seen.length;
    const res = await renew('123456');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.seen.slice(asked).map((x) => `${x.method} ${x.url}`)).toEqual([
      'PATCH /production/csids',
      'POST /compliance/invoices',
      'POST /compliance/invoices',
      'POST /compliance/invoices',
      'POST /production/csids',
    ]);
    const after = (await units())[0]!;
    expect(after.certificate).not.toBe(before.certificate);
    expect(after.privateKeyEncrypted).not.toBe(before.privateKeyEncrypted);
    expect(after.renewedAt).not.toBeNull();
    // The next document continues the chain, signed with the new certificate, and reports.
    await paid(1500);
    expect(await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId)).toBe(1);
    const docs = await documents();
    const last = docs.at(-1)!;
    expect(last.icv).toBe(4);
    expect(last.pih).toBe(docs.at(-2)?.invoiceHash);
    expect(await verifyChain(docs.map((d) => d.signedXml ?? ''))).toEqual([]);
    await reportDocument({ db: t.db, box: t.app.settingsKey, zatca: t.config.zatca }, last.id);
    expect((await documents()).at(-1)?.reportStatus).toBe('reported');
    const entries = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('restaurantId', '=', f.restaurantId)
      .execute();
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['zatca.onboarded', 'zatca.renewed']),
    );
  });

  it('a rejected invoice is credited and issued again in one action: the owner only, once', async () => {
    const deps = { db: t.db, box: t.app.settingsKey, zatca: t.config.zatca };
    const { issued, paymentId } = await paid(3000);
    await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId);
    const rejected = (await documents()).at(-1)!;
    fake.script('reporting', 400, 400);
    await reportDocument(deps, rejected.id);
    const reissue = (id: number, token = owner) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/zatca/documents/${id}/reissue`,
        headers: bearer(token),
      });
    const listed = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/staff/zatca/documents', headers: bearer(owner) })
      ).json().data.documents as { id: number; canReissue: boolean; reissue: unknown }[];
    expect((await listed()).find((d) => d.id === rejected.id)).toMatchObject({
      canReissue: true,
      reissue: null,
    });
    // A reported document, or a credit note, has no such remedy.
    const [reported, , note] = await documents();
    expect((await reissue(reported!.id)).json().error.code).toBe('ZATCA_REISSUE_NOT_ALLOWED');
    expect((await reissue(note!.id)).json().error.code).toBe('ZATCA_REISSUE_NOT_ALLOWED');

    const res = await reissue(rejected.id);
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote, invoice } = res.json().data;
    expect(creditNote).toMatch(/^CN-\d+$/);
    expect(invoice).toMatch(/^INV-\d+$/);
    expect((await reissue(rejected.id)).json().error.code).toBe('ZATCA_ALREADY_REISSUED');
    expect((await listed()).find((d) => d.id === rejected.id)).toMatchObject({
      canReissue: false,
      reissue: { creditNote, invoice },
    });

    // Both join the chain, the credit note first, naming the rejected invoice; both are reported.
    expect(await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId)).toBe(2);
    const docs = await documents();
    const [cn, inv] = docs.slice(-2);
    expect([cn?.kind, inv?.kind]).toEqual(['credit_note', 'invoice']);
    expect(cn?.signedXml).toContain(`<cbc:ID>INV-${issued.number}</cbc:ID>`);
    expect(cn?.signedXml).toContain('Correction of an invoice ZATCA rejected');
    expect(inv?.signedXml).toContain(`<cbc:ID>${invoice}</cbc:ID>`);
    expect(await verifyChain(docs.map((d) => d.signedXml ?? ''))).toEqual([]);
    for (const d of [cn!, inv!]) await reportDocument(deps, d.id);
    expect((await documents()).slice(-2).map((d) => d.reportStatus)).toEqual(['reported', 'reported']);

    // The payment's invoice is now the corrected one: the diner's page shows it, a refund would credit it.
    const current = await t.db
      .selectFrom('invoices')
      .select(['invoiceNumber', 'totalHalalas'])
      .where('paymentId', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(`INV-${current.invoiceNumber}`).toBe(invoice);
    expect(current.totalHalalas).toBe(3000);
    const old = await t.db
      .selectFrom('invoices')
      .select(['paymentId', 'supersededByInvoiceId'])
      .where('publicId', '=', issued.invoiceId)
      .executeTakeFirstOrThrow();
    expect(old.paymentId).toBeNull();
    expect(old.supersededByInvoiceId).not.toBeNull();
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('restaurantId', '=', f.restaurantId)
      .execute();
    expect(actions.map((a) => a.action)).toContain('zatca.document_reissued');
  });

  it('an outage (504, 429, timeouts) is retried until ZATCA answers; a 409 "already reported" ends as reported', async () => {
    const deps = { db: t.db, box: t.app.settingsKey, zatca: t.config.zatca };
    await paid(1200);
    await paid(1300);
    await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId);
    const [first, second] = (await documents()).slice(-2);
    fake.script('reporting', 504, 429, 500);
    for (let i = 0; i < 3; i += 1) await expect(reportDocument(deps, first!.id)).rejects.toThrow();
    expect((await documents()).at(-2)).toMatchObject({ reportStatus: 'waiting', reportAttempts: 3 });
    await reportDocument(deps, first!.id);
    expect((await documents()).at(-2)).toMatchObject({ reportStatus: 'reported', reportAttempts: 4 });
    // A resend of a document ZATCA has (its earlier answer lost): 409, counted as reported.
    fake.script('reporting', 409);
    await reportDocument(deps, second!.id);
    expect((await documents()).at(-1)).toMatchObject({ reportStatus: 'reported', reportHttpStatus: 409 });
    expect(fake.state.chainBreaks).toEqual([]);
  });
});
