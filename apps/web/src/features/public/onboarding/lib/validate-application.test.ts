import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION } from './application-fields';
import { toFormData, validateApplication, validateLogo } from './validate-application';

const required = {
  ...EMPTY_APPLICATION,
  name: 'Najd House',
  description: 'Najdi home cooking',
  address: 'Al Olaya, King Fahd Road',
  phone: '0501234567',
  categoryId: '2',
};

describe('validateApplication', () => {
  it('requires name, description, address, phone and category on the first submit', () => {
    const { errors, fields } = validateApplication(EMPTY_APPLICATION, 'submit');
    expect(fields).toBeNull();
    expect(errors).toEqual({
      name: 'required',
      description: 'required',
      address: 'required',
      phone: 'required',
      categoryId: 'categoryRequired',
    });
  });

  it('accepts an empty resubmission: every field is optional there', () => {
    expect(validateApplication(EMPTY_APPLICATION, 'resubmit')).toEqual({ errors: {}, fields: {} });
  });

  it('sends only filled fields, with the phone in +966 form', () => {
    const { fields } = validateApplication({ ...required, city: ' Riyadh ' }, 'submit');
    expect(fields).toEqual({
      name: 'Najd House',
      description: 'Najdi home cooking',
      address: 'Al Olaya, King Fahd Road',
      phone: '+966501234567',
      categoryId: '2',
      city: 'Riyadh',
    });
  });

  it('checks the optional fields when they are filled, on resubmit too', () => {
    const { errors } = validateApplication(
      {
        ...EMPTY_APPLICATION,
        phone: '12345',
        contactPersonEmail: 'sara@',
        website: 'not a site',
        businessRegistration: '12345',
      },
      'resubmit',
    );
    expect(errors).toEqual({
      phone: 'phoneInvalid',
      contactPersonEmail: 'emailInvalid',
      website: 'urlInvalid',
      businessRegistration: 'registrationInvalid',
    });
  });

  it('reads a CR number typed in Arabic digits and sends a bare website as typed (the server adds https://)', () => {
    const { fields } = validateApplication(
      { ...required, businessRegistration: '١٠١٠١٢٣٤٥٦', website: ' www.najd.sa ' },
      'submit',
    );
    expect(fields?.businessRegistration).toBe('1010123456');
    expect(fields?.website).toBe('www.najd.sa');
  });

  it('holds the category, website and registration number to the server rules', () => {
    const check = (values: Partial<typeof required>) =>
      validateApplication({ ...required, ...values }, 'submit');
    expect(check({ categoryId: '0' }).errors.categoryId).toBe('categoryRequired');
    expect(check({ categoryId: 'abc' }).errors.categoryId).toBe('categoryRequired');
    expect(check({ website: 'najd.sa/our menu' }).fields?.website).toBe('najd.sa/our menu');
    expect(check({ website: 'ftp://najd.sa' }).errors.website).toBe('urlInvalid');
    expect(check({ businessRegistration: `1010123456${'-'.repeat(31)}` }).errors.businessRegistration).toBe(
      'tooLong',
    );
  });

  it('counts a name of nothing but bidi controls as missing, and refuses control characters', () => {
    expect(validateApplication({ ...required, name: ' \u202E ' }, 'submit').errors.name).toBe('required');
    expect(validateApplication({ ...required, name: 'Najd\u0000House' }, 'submit').errors.name).toBe(
      'invalidCharacters',
    );
    expect(validateApplication({ ...required, city: '\t' }, 'submit').errors.city).toBe('invalidCharacters');
    expect(validateApplication({ ...required, description: 'Line one\nLine two' }, 'submit').errors).toEqual(
      {},
    );
  });

  it('refuses a name over 120 characters', () => {
    expect(validateApplication({ ...required, name: 'x'.repeat(121) }, 'submit').errors.name).toBe('tooLong');
  });
});

describe('validateLogo', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(validateLogo({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(validateLogo({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('logoSize');
    expect(validateLogo({ type: 'image/svg+xml', size: 100 })).toBe('logoType');
  });
});

describe('toFormData', () => {
  it('puts the fields first and the logo last', () => {
    const logo = new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' });
    const form = toFormData({ name: 'Najd House', phone: '+966501234567' }, logo);
    expect([...form.keys()]).toEqual(['name', 'phone', 'logo']);
  });
});
