/**
 * The price limits and bands as plain numbers, without zod, so the texts that state them (packages/i18n's message
 * constants, on every page) do not carry the schema library into the first screen. doctors.pricing re-exports them.
 */
const piastresPerPound = 100

/** SPEC 9: a consult costs at least 6 EGP; a primary-care (GP) consult at most 60 EGP. */
export const minConsultPricePiastres = 6 * piastresPerPound
export const primaryCareMaxPricePiastres = 60 * piastresPerPound

/** SPEC 2.6: the price filter bands, on the patient's total. */
export const priceBands = ['under50', '50to100', '100to200', '200plus'] as const
export type PriceBand = (typeof priceBands)[number]

/** Each band holds [min, max): the lower edge is in the band, the upper one in the next (50 EGP is 50to100). */
const bandRanges: Record<PriceBand, { min: number; max: number | null }> = {
  under50: { min: 0, max: 50 * piastresPerPound },
  '50to100': { min: 50 * piastresPerPound, max: 100 * piastresPerPound },
  '100to200': { min: 100 * piastresPerPound, max: 200 * piastresPerPound },
  '200plus': { min: 200 * piastresPerPound, max: null },
}

/** A band's patient-price range in piastres: min included, max excluded (null: no upper limit). */
export function bandRange(band: PriceBand): { min: number; max: number | null } {
  return { ...bandRanges[band] }
}

/** The band a patient's total (piastres) falls in. */
export function bandOf(totalPiastres: number): PriceBand {
  return (
    priceBands.find((band) => {
      const { min, max } = bandRanges[band]
      return totalPiastres >= min && (max === null || totalPiastres < max)
    }) ?? 'under50'
  )
}
