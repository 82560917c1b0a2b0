import { describe, expect, it } from 'vitest';
import { validateDemoRequest } from './demo-request-validation';

const valid = { name: ' Sara ', email: 'sara@najd.sa', restaurantName: 'Najd House', phone: '', message: '' };

describe('validateDemoRequest', () => {
  it('requires name, email and restaurant name', () => {
    const result = validateDemoRequest({ name: ' ', email: '', restaurantName: '', phone: '', message: '' });
    expect(result.body).toBeNull();
    expect(result.errors).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      restaurantName: 'restaurantNameRequired',
    });
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(validateDemoRequest(valid).body).toEqual({
      name: 'Sara',
      email: 'sara@najd.sa',
      restaurantName: 'Najd House',
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateDemoRequest({ ...valid, email: 'sara@najd' }).errors.email).toBe('emailInvalid');
  });

  it('accepts a Saudi mobile in either form and sends it as +966', () => {
    expect(validateDemoRequest({ ...valid, phone: '050 123 4567' }).body?.phone).toBe('+966501234567');
    expect(validateDemoRequest({ ...valid, phone: '+966 501234567' }).body?.phone).toBe('+966501234567');
  });

  it('refuses a phone that is not a Saudi mobile', () => {
    expect(validateDemoRequest({ ...valid, phone: '0112345678' }).errors.phone).toBe('phoneInvalid');
  });

  it("holds the address to the server's e-mail rule", () => {
    expect(validateDemoRequest({ ...valid, email: 'sara@najd.c' }).errors.email).toBe('emailInvalid');
    expect(validateDemoRequest({ ...valid, email: 'sara.@najd.sa' }).errors.email).toBe('emailInvalid');
    expect(validateDemoRequest({ ...valid, email: "o'brien+demo@najd.com.sa" }).body?.email).toBe(
      "o'brien+demo@najd.com.sa",
    );
  });

  it('refuses a pasted tab in a name but keeps line breaks in the message', () => {
    expect(validateDemoRequest({ ...valid, name: 'Sara\tAli' }).errors.name).toBe('invalidCharacters');
    expect(validateDemoRequest({ ...valid, message: 'Hello\nWe have 3 branches' }).body?.message).toBe(
      'Hello\nWe have 3 branches',
    );
  });

  it('drops bidi controls before counting, and counts an emoji as one character', () => {
    expect(validateDemoRequest({ ...valid, name: '\u202E' }).errors.name).toBe('nameRequired');
    expect(validateDemoRequest({ ...valid, name: `\u2067${'x'.repeat(100)}\u2069` }).body?.name).toBe(
      'x'.repeat(100),
    );
    expect(validateDemoRequest({ ...valid, restaurantName: '🍽️'.repeat(60) }).errors).toEqual({});
  });

  it('refuses a message over 1000 characters', () => {
    expect(validateDemoRequest({ ...valid, message: 'x'.repeat(1001) }).errors.message).toBe('tooLong');
  });
});
