import { ZatcaOnboardBodySchema } from '@sufra/domain/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyOnboardForm, readOnboardForm, ZATCA_FIELDS, type ZatcaOnboardForm } from './zatca-form';

/**
 * The onboarding form checks without zod (the browser never loads it), so its reader is held to the contract
 * the server validates with: a form the web sends, the contract reads into the same body; a form the contract
 * refuses, the web refuses at the same fields. The one difference is deliberate: the certificate counts 64
 * UTF-8 bytes where the contract counts 64 characters, so the web alone refuses a long Arabic name.
 */

const VAT = '310122393500003';
const filled: ZatcaOnboardForm = {
  organisationName: 'بيت نجد للمأكولات',
  branchName: 'فرع العليا',
  crNumber: '1010123456',
  industry: 'Restaurants',
  street: 'طريق الملك فهد',
  buildingNumber: '2322',
  additionalNumber: '8228',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12211',
  otp: '123456',
};

const units = [...'abcXYZ019 .-مطعمالنجدبيت', '😀'];
const text = fc.oneof(
  fc.constantFrom('', ' ', '\u00A0', ' Najd ', 'مطعم'),
  fc
    .integer({ min: 28, max: 70 })
    .chain((n) => fc.string({ unit: fc.constantFrom(...units), minLength: n, maxLength: n })),
);
const digits = (n: number) =>
  fc.oneof(
    fc
      .integer({ min: n - 1, max: n + 1 })
      .chain((k) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: k, maxLength: k })),
    fc.constantFrom('', ' ', '١٢٣٤٥٦٧٨٩٠'.slice(0, n), `${'7'.repeat(n)} `, `${'7'.repeat(n - 1)}x`),
  );
const arbitraries: { [F in keyof ZatcaOnboardForm]: fc.Arbitrary<string> } = {
  organisationName: text,
  branchName: text,
  crNumber: digits(10),
  industry: text,
  street: text,
  buildingNumber: digits(4),
  additionalNumber: digits(4),
  district: text,
  city: text,
  postalCode: digits(5),
  otp: digits(6),
};

/** The body as typed, untrimmed, the optional number left out when blank (the web never sends it empty). */
const typedBody = (f: ZatcaOnboardForm) => ({
  otp: f.otp,
  organisationName: f.organisationName,
  branchName: f.branchName,
  crNumber: f.crNumber,
  industry: f.industry,
  address: {
    street: f.street,
    buildingNumber: f.buildingNumber,
    ...(f.additionalNumber.trim() ? { additionalNumber: f.additionalNumber } : {}),
    district: f.district,
    city: f.city,
    postalCode: f.postalCode,
  },
});

const overBytes = (value: string) => new TextEncoder().encode(value.trim()).length > 64;

function agree(form: ZatcaOnboardForm): boolean {
  const web = readOnboardForm(form, VAT);
  const contract = ZatcaOnboardBodySchema.safeParse(typedBody(form));
  const named = contract.success ? [] : [...new Set(contract.error.issues.map((i) => String(i.path.at(-1))))];
  const webFields = web.ok ? [] : Object.keys(web.problems);
  for (const field of named) expect(webFields).toContain(field);
  for (const field of webFields.filter((f) => !named.includes(f)))
    expect(overBytes(form[field as keyof ZatcaOnboardForm])).toBe(true);
  if (web.ok) {
    expect(contract.success).toBe(true);
    expect(ZatcaOnboardBodySchema.parse(web.body)).toEqual(contract.data);
  }
  return web.ok;
}

describe('readOnboardForm against ZatcaOnboardBodySchema', () => {
  it('agrees on one field at a time', () => {
    const seen = { sent: 0, refused: 0 };
    const oneField = fc
      .constantFrom(...ZATCA_FIELDS)
      .chain((field) => arbitraries[field].map((value) => ({ ...filled, [field]: value })));
    fc.assert(
      fc.property(oneField, (form) => {
        seen[agree(form) ? 'sent' : 'refused']++;
      }),
      { numRuns: 800 },
    );
    // Both sides of each rule were exercised.
    expect(seen.sent).toBeGreaterThan(80);
    expect(seen.refused).toBeGreaterThan(80);
  });

  it('sends the trimmed values, and the additional number only when typed', () => {
    const read = readOnboardForm({ ...filled, city: '  الرياض ', additionalNumber: ' ' }, VAT);
    expect(read.ok && read.body.address).toEqual({
      street: 'طريق الملك فهد',
      buildingNumber: '2322',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12211',
    });
  });

  it('asks a VAT group for its member’s 10-digit TIN as the branch', () => {
    const group = '310122393510003';
    expect(readOnboardForm(filled, group)).toEqual({
      ok: false,
      problems: { branchName: 'ZATCA_VAT_GROUP_BRANCH_NOT_TIN' },
    });
    expect(readOnboardForm({ ...filled, branchName: '3101223935' }, group).ok).toBe(true);
  });

  it('names every missing field of an empty form but the optional one', () => {
    const read = readOnboardForm(emptyOnboardForm(''), VAT);
    expect(read.ok ? [] : Object.keys(read.problems)).toEqual(
      ZATCA_FIELDS.filter((f) => f !== 'additionalNumber'),
    );
  });
});
