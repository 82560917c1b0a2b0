import type { RestaurantSettings } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { changedOperations, operationsFormOf, operationsProblems } from './operations-form';
import { changedProfile, profileFormOf, profileProblems } from './profile-form';

const settings: RestaurantSettings = {
  profile: {
    name: 'Sufra',
    nameAr: 'سفرة',
    description: '',
    descriptionAr: '',
    address: '',
    addressAr: '',
    city: 'Riyadh',
    phone: null,
    email: null,
    logoUrl: null,
    vatNumber: '310122393500003',
    commercialRegistration: null,
  },
  operations: {
    requirePaymentBeforeOrder: false,
    pricingMode: 'inclusive',
    defaultTableCapacity: 4,
    maintenanceMode: false,
    maintenanceMessage: '',
    maintenanceMessageAr: '',
    kitchen: { warnMinutes: 10, lateMinutes: 20 },
  },
};

describe('the profile form', () => {
  it('finds each changed field at fault with the server’s own code', () => {
    const original = profileFormOf(settings.profile);
    const form = { ...original, name: ' ', vatNumber: '310122393500004' };
    expect(profileProblems(original, { ...form, phone: '123', commercialRegistration: '12' })).toEqual({
      name: 'VALIDATION_FAILED',
      vatNumber: 'VAT_NUMBER_INVALID',
      phone: 'PHONE_INVALID',
      commercialRegistration: 'COMMERCIAL_REGISTRATION_INVALID',
    });
    expect(profileProblems(original, original)).toEqual({});
  });

  it('leaves a stored value alone: a landline kept from before does not block saving the city', () => {
    const original = profileFormOf({ ...settings.profile, phone: '+966112345678' });
    expect(profileProblems(original, { ...original, city: 'Jeddah' })).toEqual({});
  });

  it('sends only what changed; clearing a value sends it empty', () => {
    const original = profileFormOf(settings.profile);
    expect(changedProfile(original, { ...original, city: 'Jeddah ', vatNumber: '' })).toEqual({
      city: 'Jeddah ',
      vatNumber: '',
    });
    expect(changedProfile(original, { ...original, city: 'Riyadh ' })).toEqual({});
  });
});

describe('the operations form', () => {
  const original = operationsFormOf(settings.operations);
  it('checks the capacity and the kitchen thresholds (late after warn)', () => {
    expect(operationsProblems({ ...original, defaultTableCapacity: '0', lateMinutes: '10' })).toEqual({
      defaultTableCapacity: 'capacityRange',
      lateMinutes: 'lateAfterWarn',
    });
    expect(operationsProblems({ ...original, warnMinutes: 'x' })).toEqual({ warnMinutes: 'minutesRange' });
  });

  it('sends only what changed, numbers typed in Arabic-Indic digits read as numbers', () => {
    expect(
      changedOperations(original, { ...original, defaultTableCapacity: '٦', maintenanceMode: true }),
    ).toEqual({
      defaultTableCapacity: 6,
      maintenanceMode: true,
    });
    expect(changedOperations(original, { ...original, lateMinutes: '25' })).toEqual({
      kitchen: { warnMinutes: 10, lateMinutes: 25 },
    });
  });
});
