import { medicineForms } from '@app/domain/catalog'
import type { PrescriptionItem } from '@app/domain/consults'
import { isolate, joinList } from '@app/i18n/format'

/**
 * A medicine's form, dose, frequency and duration in words: apart from display.ts, so a page that shows medicines
 * without diagnoses (the pharmacy's check, issue 45 §4) does not download the diagnoses' catalogue.
 */

type Language = 'ar' | 'en'

const formByCode = new Map<string, (typeof medicineForms)[number]>(medicineForms.map((f) => [f.code, f]))

/** A medicine's form as a label when it is one of the catalogue's, else as the doctor typed it. */
export function medicineFormLabel(form: string, language: Language): string {
  const known = formByCode.get(form)
  return known ? (language === 'en' ? known.en : known.ar) : form
}

/** Dose, frequency and duration of one item, in the order a pharmacist reads them. */
export function itemPosology(
  item: Pick<PrescriptionItem, 'form' | 'dose' | 'frequency' | 'duration'>,
  language: Language,
): string {
  // Each part isolated: a dose typed in English inside an Arabic line keeps its own word order.
  const parts = [
    item.form ? medicineFormLabel(item.form, language) : '',
    item.dose,
    item.frequency,
    item.duration,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(isolate)
  return joinList(parts, language)
}
