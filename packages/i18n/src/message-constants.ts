import {
  bandRange,
  minConsultPricePiastres,
  primaryCareMaxPricePiastres,
} from '@app/domain/doctors/price-rules'
import { measurementRanges } from '@app/domain/measurements/constants'
import { maxCashInPiastres, minCashInPiastres } from '@app/domain/payments/constants'
import { maxPayoutPiastres, minPayoutPiastres } from '@app/domain/payouts/constants'
import { constants } from '@app/domain/shared'

const pounds = (piastres: number | null) => (piastres ?? 0) / 100

/**
 * The numbers our texts state (code length, national ID digits, price limits and bands…), given to every message as
 * parameters instead of digits typed into the text: they follow the rules they describe and are written in the
 * message's digits like any other number (issue 7 §3). `translate.ts` fills them into every text, the web's and the API's.
 */
export const messageConstants = {
  otpLength: constants.otpLength,
  passwordMinLength: constants.passwordMinLength,
  resellerCodeLength: constants.resellerCodeLength,
  adultAge: constants.adultAge,
  complaintMaxLength: constants.complaintMaxLength,
  /** SPEC 5: an Egyptian national ID has 14 digits; a mobile number 10 after the leading zero. */
  nationalIdLength: 14,
  phoneDigits: 10,
  /** The privacy page's promise for deleting an account, in working days. */
  deletionDays: 5,
  minPrice: pounds(minConsultPricePiastres),
  minTopUp: pounds(minCashInPiastres),
  maxTopUp: pounds(maxCashInPiastres),
  minPayout: pounds(minPayoutPiastres),
  maxPayout: pounds(maxPayoutPiastres),
  primaryCareMaxPrice: pounds(primaryCareMaxPricePiastres),
  band50: pounds(bandRange('50to100').min),
  band100: pounds(bandRange('100to200').min),
  band200: pounds(bandRange('200plus').min),
  /** SPEC 2.8: the human ranges of a height (cm) and a weight (kg). */
  heightMin: measurementRanges.height.min,
  heightMax: measurementRanges.height.max,
  weightMin: measurementRanges.weight.min,
  weightMax: measurementRanges.weight.max,
} as const
