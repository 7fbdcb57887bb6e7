/** A card's billing details as a payer types them (SPEC 5: every field but the postal code), for tests and benches. */
export const validBilling = {
  firstName: 'Mona',
  lastName: 'Ali',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  street: 'Tahrir',
  building: '5',
  apartment: '3',
  floor: '2',
  city: 'Cairo',
  country: 'EG',
}
