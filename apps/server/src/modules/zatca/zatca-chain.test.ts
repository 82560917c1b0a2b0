import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/helpers';
import { signRestaurantDocuments } from '../../flows/sign-documents.flow';
import { encryptSecret } from '../../platform/crypto/secret-box';
import { issueCreditNoteForPayment, issueInvoiceForPayment } from '../invoices';
import {
  createInvoiceFixture,
  insertCompletedPayment,
  placeTestOrder,
  VAT_NUMBER,
} from '../invoices/testing/fixtures';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';
import { FIRST_PIH } from './chain/first-pih';
import { buildCsr } from './egs/csr';
import { insertEgsUnit } from './egs/egs.repository';
import { egsKeyContext, egsSecretContext, generateEgsKey, sealEgsKey } from './egs/egs-key';
import { egsSerial } from './egs/egs-serial';
import { createFakeCa } from './testing/fake-ca';
import { verifyChain } from './testing/independent-verifier';

// Issue 27, done-means 5: payments and credit notes of two restaurants issued at once while several
// signers run at once. On PostgreSQL (SUFRA_TEST_DB=postgres) they really overlap on a pool: 1,000 of them;
// on PGlite they are serialised, which must give the same chains.
const OPERATIONS = usePostgres ? 1_000 : 80;
const SIGNERS = 4;

describe('the ZATCA chain under load', { timeout: 600_000 }, () => {
  let t: OrdersTestApp;
  const ca = createFakeCa();
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  /** An onboarded EGS, stored as onboarding stores it (its certificate from a local CA, for its own key). */
  async function onboarded(restaurantId: number) {
    const key = generateEgsKey();
    const serial = egsSerial();
    const csr = buildCsr(
      {
        organisationName: 'بيت نجد',
        branchName: 'الرئيسي',
        unitName: `Sufra-${restaurantId}`,
        vatNumber: VAT_NUMBER,
        egsSerial: serial,
        location: '3242 العليا, الرياض',
        industry: 'Restaurants',
        environment: 'simulation',
      },
      key.privateKey,
    );
    const certificate = ca.issueCertificate(csr.pem);
    await insertEgsUnit(t.db, {
      restaurantId,
      serial,
      environment: 'simulation',
      seller: {
        organisationName: 'بيت نجد',
        branchName: 'الرئيسي',
        vatNumber: VAT_NUMBER,
        crNumber: '1010010000',
        industry: 'Restaurants',
        address: {
          street: 'العليا',
          buildingNumber: '3242',
          district: 'العليا',
          city: 'الرياض',
          postalCode: '12345',
        },
      },
      privateKeyEncrypted: sealEgsKey(t.app.settingsKey, key.privateKey, egsKeyContext(restaurantId)),
      certificate: Buffer.from(certificate).toString('base64'),
      secretEncrypted: encryptSecret(t.app.settingsKey, 'secret', egsSecretContext(restaurantId)),
      certificateExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      firstPih: FIRST_PIH,
    });
  }

  it('every committed document gets ICV 1..n of its EGS, each PIH the previous hash; rollbacks leave no gap', async () => {
    const restaurants = [await createInvoiceFixture(t.db), await createInvoiceFixture(t.db)];
    for (const f of restaurants) await onboarded(f.restaurantId);
    const orders = await Promise.all(restaurants.map((f) => placeTestOrder(t.app, t.db, f)));
    // A warm-up invoice per restaurant for the credit notes of the burst to credit.
    const creditable: { restaurant: number; paymentId: number }[] = [];
    for (const [r, order] of orders.entries())
      for (let i = 0; i < OPERATIONS / 10; i += 1) {
        const paymentId = await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 100 + i });
        await t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
        creditable.push({ restaurant: r, paymentId });
      }
    const burstPayments = await Promise.all(
      Array.from({ length: OPERATIONS - creditable.length }, (_, i) =>
        insertCompletedPayment(t.db, orders[i % 2]!, { splitType: 'custom', amount: 50 + (i % 997) }),
      ),
    );

    let burstDone = false;
    const signer = async () => {
      let signed = 0;
      do {
        let round = 0;
        for (const f of restaurants)
          round += await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId);
        signed += round;
        // An empty queue: look again shortly, as the worker's poll does (no busy loop on the database).
        if (round === 0) await new Promise((done) => setTimeout(done, 25));
      } while (!burstDone);
      return signed;
    };
    const signers = Array.from({ length: SIGNERS }, signer);
    const burst = await Promise.allSettled([
      ...burstPayments.map((paymentId, i) =>
        t.db.transaction().execute(async (trx) => {
          await issueInvoiceForPayment(trx, paymentId);
          // Every tenth payment's transaction fails after its invoice was queued for signing.
          if (i % 10 === 3) throw new Error('payment rolled back');
        }),
      ),
      ...creditable.map(({ paymentId }) =>
        t.db.transaction().execute((trx) => issueCreditNoteForPayment(trx, paymentId)),
      ),
    ]);
    burstDone = true;
    const signedBySigners = (await Promise.all(signers)).reduce((a, b) => a + b, 0);
    expect(burst.filter((o) => o.status === 'rejected')).toHaveLength(
      burstPayments.filter((_, i) => i % 10 === 3).length,
    );
    // The last signer's round may have started before the last commit: one more drain finds what is left.
    let drained = 0;
    for (const f of restaurants)
      drained += await signRestaurantDocuments({ db: t.db, box: t.app.settingsKey }, f.restaurantId);

    let total = 0;
    for (const f of restaurants) {
      const docs = await t.db
        .selectFrom('zatcaDocuments')
        .select(['icv', 'pih', 'invoiceHash', 'signedXml', 'kind'])
        .where('restaurantId', '=', f.restaurantId)
        .orderBy('icv')
        .execute();
      const issued =
        Number(
          (
            await t.db
              .selectFrom('invoices')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('restaurantId', '=', f.restaurantId)
              .executeTakeFirstOrThrow()
          ).n,
        ) +
        Number(
          (
            await t.db
              .selectFrom('creditNotes')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('restaurantId', '=', f.restaurantId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Every committed document, and nothing else, is in the chain: ICVs 1..n without gap or repeat.
      expect(docs).toHaveLength(issued);
      expect(docs.map((d) => d.icv)).toEqual(Array.from({ length: issued }, (_, i) => i + 1));
      expect(docs.map((d) => d.pih)).toEqual([FIRST_PIH, ...docs.slice(0, -1).map((d) => d.invoiceHash)]);
      expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(OPERATIONS / 10);
      const head = await t.db
        .selectFrom('zatcaEgsUnits')
        .select(['lastIcv', 'lastPih'])
        .where('restaurantId', '=', f.restaurantId)
        .executeTakeFirstOrThrow();
      expect(head).toEqual({ lastIcv: issued, lastPih: docs.at(-1)?.invoiceHash });
      // The independent verifier (no code shared with the signer) follows the stored bytes' chain.
      expect(await verifyChain(docs.map((d) => d.signedXml ?? ''))).toEqual([]);
      total += issued;
    }
    expect(signedBySigners + drained).toBe(total);
  });
});
