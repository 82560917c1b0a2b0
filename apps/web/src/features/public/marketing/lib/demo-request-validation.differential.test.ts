import { DemoRequestBodySchema } from '@sufra/domain/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, formText, saudiPhone } from '../../../../test/form-arbitraries';
import { DEMO_FIELDS, type DemoRequestValues, validateDemoRequest } from './demo-request-validation';

/**
 * The marketing page validates without zod (bundle budget), so its hand validator is held to the contract
 * the server validates with: for any form, the web accepts exactly when the contract accepts, names the
 * fields the server would name (the first segment of each zod issue's path), and sends a body the contract
 * reads into the same request as the typed values.
 */

const fields: { [F in keyof DemoRequestValues]: fc.Arbitrary<string> } = {
  name: formText(100),
  email: email(),
  restaurantName: formText(120),
  phone: saudiPhone(),
  message: formText(1000, { multiline: true }),
};

const filled: DemoRequestValues = {
  name: 'Sara',
  email: 'sara@najd.sa',
  restaurantName: 'Najd House',
  phone: '0501234567',
  message: 'نريد عرضا تجريبيا',
};

/** Fails the property on any difference; returns whether the form was accepted. */
function agree(values: DemoRequestValues): boolean {
  const web = validateDemoRequest(values);
  const contract = DemoRequestBodySchema.safeParse(values);
  const named = contract.success
    ? []
    : [...new Set(contract.error.issues.map((issue) => String(issue.path[0])))];
  expect(Object.keys(web.errors).sort()).toEqual(named.sort());
  expect(web.body === null).toBe(!contract.success);
  if (web.body && contract.success) expect(DemoRequestBodySchema.parse(web.body)).toEqual(contract.data);
  return contract.success;
}

function run(forms: fc.Arbitrary<DemoRequestValues>, numRuns: number, minShare: number) {
  const seen = { accepted: 0, refused: 0 };
  fc.assert(
    fc.property(forms, (values) => {
      seen[agree(values) ? 'accepted' : 'refused']++;
    }),
    { numRuns },
  );
  // Both sides of the rule were exercised (a generator that only makes bad forms proves little).
  expect(seen.accepted).toBeGreaterThan(numRuns * minShare);
  expect(seen.refused).toBeGreaterThan(numRuns * minShare);
}

describe('validateDemoRequest against DemoRequestBodySchema', () => {
  it('agrees on one field at a time', () => {
    const oneField = fc
      .constantFrom(...DEMO_FIELDS)
      .chain((field) => fields[field].map((value) => ({ ...filled, [field]: value })));
    run(oneField, 1000, 0.1);
  });

  it('agrees on whole forms', () => {
    // Every field generated at once, each sometimes as a person would fill it, so that enough whole
    // forms pass to compare what is sent.
    const anyOf = (field: keyof DemoRequestValues) =>
      fc.oneof(fc.constant(filled[field]), { arbitrary: fields[field], weight: 2 });
    const form = fc.record({
      name: anyOf('name'),
      email: anyOf('email'),
      restaurantName: anyOf('restaurantName'),
      phone: anyOf('phone'),
      message: anyOf('message'),
    });
    run(form, 600, 0.05);
  });
});
