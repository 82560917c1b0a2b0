import { ResubmitBodySchema, SubmitBodySchema } from '@sufra/domain/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryId,
  email,
  formText,
  registrationNumber,
  saudiPhone,
  website,
} from '../../../../test/form-arbitraries';
import { APPLICATION_FIELDS, type ApplicationField, type ApplicationValues } from './application-fields';
import { type ApplicationMode, validateApplication } from './validate-application';

/**
 * The onboarding page validates without zod (bundle budget), so its hand validator is held to the
 * contracts the server validates with: for any form, in either mode, the web accepts exactly when the
 * contract accepts, names the fields the server would name (the first segment of each zod issue's path),
 * and sends fields the contract reads into the same application as the typed values.
 */

const fields: { [F in ApplicationField]: fc.Arbitrary<string> } = {
  name: formText(120),
  nameAr: formText(120),
  categoryId: categoryId(),
  description: formText(1000, { multiline: true }),
  descriptionAr: formText(1000, { multiline: true }),
  address: formText(250),
  addressAr: formText(250),
  city: formText(80),
  phone: saudiPhone(),
  contactPersonName: formText(100),
  contactPersonEmail: email(),
  businessRegistration: registrationNumber(),
  website: website(),
  socialMedia: formText(200),
};

const filled: ApplicationValues = {
  name: 'Najd House',
  nameAr: 'بيت نجد',
  categoryId: '2',
  description: 'Najdi home cooking',
  descriptionAr: 'طبخ نجدي بيتي',
  address: 'Al Olaya, King Fahd Road',
  addressAr: 'العليا، طريق الملك فهد',
  city: 'Riyadh',
  phone: '0501234567',
  contactPersonName: 'Sara',
  contactPersonEmail: 'sara@najd.sa',
  businessRegistration: '1010123456',
  website: 'www.najd.sa',
  socialMedia: '@najd_house',
};

const schemas = { submit: SubmitBodySchema, resubmit: ResubmitBodySchema } as const;

/** What the contract decides for the typed values. */
function contractVerdict(values: ApplicationValues, mode: ApplicationMode) {
  const result = schemas[mode].safeParse(values);
  if (!result.success) {
    return { named: [...new Set(result.error.issues.map((issue) => String(issue.path[0])))], data: null };
  }
  return {
    named: [],
    data: Object.fromEntries(Object.entries(result.data).filter(([, value]) => value !== undefined)),
  };
}

/** Fails the property on any difference; returns whether the form was accepted. */
function agree(values: ApplicationValues, mode: ApplicationMode): boolean {
  const web = validateApplication(values, mode);
  const contract = contractVerdict(values, mode);
  expect(Object.keys(web.errors).sort()).toEqual([...contract.named].sort());
  expect(web.fields === null).toBe(contract.data === null);
  if (web.fields && contract.data) expect(schemas[mode].parse(web.fields)).toEqual(contract.data);
  return contract.data !== null;
}

function run(forms: fc.Arbitrary<[ApplicationValues, ApplicationMode]>, numRuns: number, minShare: number) {
  const seen = { accepted: 0, refused: 0 };
  fc.assert(
    fc.property(forms, ([values, mode]) => {
      seen[agree(values, mode) ? 'accepted' : 'refused']++;
    }),
    { numRuns },
  );
  // Both sides of the rule were exercised (a generator that only makes bad forms proves little).
  expect(seen.accepted).toBeGreaterThan(numRuns * minShare);
  expect(seen.refused).toBeGreaterThan(numRuns * minShare);
}

const mode = fc.constantFrom<ApplicationMode>('submit', 'resubmit');

describe('validateApplication against SubmitBodySchema and ResubmitBodySchema', () => {
  it('agrees on one field at a time, in both modes', () => {
    const oneField = fc
      .tuple(fc.constantFrom(...APPLICATION_FIELDS), mode)
      .chain(([field, m]) =>
        fields[field].map((value): [ApplicationValues, ApplicationMode] => [
          { ...filled, [field]: value },
          m,
        ]),
      );
    run(oneField, 1000, 0.1);
  });

  it('agrees on whole forms, in both modes', () => {
    // Every field generated at once, each sometimes left empty or as a person would fill it, so that
    // enough whole forms pass to compare what is sent.
    const anyOf = (field: ApplicationField) =>
      fc.oneof(
        fc.constant(''),
        { arbitrary: fc.constant(filled[field]), weight: 3 },
        { arbitrary: fields[field], weight: 2 },
      );
    const form = fc.record(
      Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, anyOf(field)])) as {
        [F in ApplicationField]: fc.Arbitrary<string>;
      },
    );
    run(fc.tuple(form, mode), 600, 0.05);
  });
});
