import { compileZatcaRules } from '../src/modules/zatca/testing/validate-ubl';

/**
 * ZATCA's validation rules (the imitation of Fatoora checks every document with them) compiled before any
 * test starts, once per machine: a no-op when the disk cache has them (validate-sef-cache.ts).
 */
export default async function setup() {
  await compileZatcaRules();
}
