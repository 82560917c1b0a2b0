import { describe, expect, it } from 'vitest';
import { CsrFieldError, type CsrFields, checkCsrFields } from './csr-fields';

const FIELDS: CsrFields = {
  organisationName: 'ABCD المحدودة',
  branchName: 'فرع الرياض',
  unitName: 'TST-886431145-311111111101113',
  vatNumber: '311111111101113',
  egsSerial: '1-TST|2-TST|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  location: 'RRRD2929',
  industry: 'الأنشطة العقارية',
  environment: 'simulation',
};

function refusal(fields: Partial<CsrFields>): { code: string; field: string } | undefined {
  try {
    checkCsrFields({ ...FIELDS, ...fields });
    return undefined;
  } catch (error) {
    if (!(error instanceof CsrFieldError)) throw error;
    return { code: error.code, field: error.field };
  }
}

describe("the CSR's fields", () => {
  it("accept ZATCA's SDK example (csr-config-example-AR.properties), trimmed", () => {
    expect(checkCsrFields({ ...FIELDS, unitName: `  ${FIELDS.unitName} ` })).toEqual(FIELDS);
  });

  it('count UTF-8 bytes, not letters: 32 Arabic letters (64 bytes) pass, 65 and 66 bytes do not', () => {
    expect(refusal({ organisationName: 'م'.repeat(32) })).toBeUndefined();
    expect(refusal({ organisationName: 'م'.repeat(33) })).toEqual({
      code: 'ZATCA_CSR_FIELD_TOO_LONG',
      field: 'organisationName',
    });
    const sixtyFiveBytes = `${'م'.repeat(20)} ${'ع'.repeat(12)}`; // 33 characters
    expect(Buffer.byteLength(sixtyFiveBytes)).toBe(65);
    expect(refusal({ organisationName: sixtyFiveBytes })?.code).toBe('ZATCA_CSR_FIELD_TOO_LONG');
    expect(refusal({ industry: 'ع'.repeat(33) })).toEqual({
      code: 'ZATCA_CSR_FIELD_TOO_LONG',
      field: 'industry',
    });
  });

  it('refuse a VAT number that is not 15 digits starting and ending with 3', () => {
    for (const vatNumber of [
      '311111111101112',
      '211111111101113',
      '31111111110113',
      '3111111111011133',
      '31111111110111x',
    ]) {
      expect(refusal({ vatNumber })).toEqual({ code: 'ZATCA_VAT_NUMBER_INVALID', field: 'vatNumber' });
    }
  });

  it("refuse a VAT group's branch that is not the member's 10-digit TIN", () => {
    expect(refusal({ vatNumber: '311111111111113', branchName: '3111111111' })).toBeUndefined();
    expect(refusal({ vatNumber: '311111111111113' })).toEqual({
      code: 'ZATCA_VAT_GROUP_BRANCH_NOT_TIN',
      field: 'branchName',
    });
  });

  it('refuse a missing or blank field, an unknown environment and a malformed serial', () => {
    expect(refusal({ location: '' })).toEqual({ code: 'ZATCA_CSR_FIELD_MISSING', field: 'location' });
    expect(refusal({ unitName: '   ' })).toEqual({ code: 'ZATCA_CSR_FIELD_MISSING', field: 'unitName' });
    const { industry: _, ...withoutIndustry } = FIELDS;
    expect(() => checkCsrFields(withoutIndustry as CsrFields)).toThrow(CsrFieldError);
    expect(refusal({ environment: 'staging' as CsrFields['environment'] })).toEqual({
      code: 'ZATCA_CSR_FIELD_MISSING',
      field: 'environment',
    });
    expect(refusal({ egsSerial: 'Sufra-1' })).toEqual({
      code: 'ZATCA_EGS_SERIAL_INVALID',
      field: 'egsSerial',
    });
  });
});
