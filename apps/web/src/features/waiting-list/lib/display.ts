import { inLanguage, type Language } from '@app/domain/shared'

/** A doctor's name in the reader's language (SPEC 3.1: the English one where the doctor gave it). */
export const doctorNameIn = (doctor: { nameAr: string; nameEn: string | null }, language: Language): string =>
  inLanguage(language, doctor.nameAr, doctor.nameEn)
