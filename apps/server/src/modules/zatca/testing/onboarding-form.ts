/** A restaurant's onboarding form as an owner fills it (POST /api/staff/settings/zatca, without its OTP). */
export const ONBOARDING_FORM = {
  organisationName: 'بيت نجد للمأكولات',
  branchName: 'الفرع الرئيسي',
  crNumber: '1010010000',
  industry: 'Restaurants',
  address: {
    street: 'طريق الملك فهد',
    buildingNumber: '3242',
    additionalNumber: '4323',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12345',
  },
};
