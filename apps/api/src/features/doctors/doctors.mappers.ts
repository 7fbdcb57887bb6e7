import { reviewStatusOf } from '@app/domain/doctor-reviews'
import type { RegCompleteness } from '@app/domain/accounts'
import type { PaymentSettings } from '@app/domain/payments'
import {
  ePaymentSurcharge,
  patientPrice,
  roundRating,
  type CertificateCategory,
  type CertificateType,
  type DoctorCard,
  type DoctorEditor,
  type InsuranceCategory,
  type PracticeCountry,
  type DoctorPage,
  type PracticePrice,
  type PricingConfig,
} from '@app/domain/doctors'
import * as filesService from '#api/features/files/files.service'
import type { CardRecord, DocumentRecord, DoctorRecord } from './doctors.repository'

/**
 * Issue 7 §2 (docs/decisions/0007): rows become response shapes here and only here. Repositories return rows as
 * stored; services decide and call these mappers; routes send what the services return.
 */

const fileUrl = filesService.optionalFileUrl
const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value)
/** The stored certificates as the views read them: the catalogue codes only when they are set. */
const certificatesView = (row: DoctorRecord) =>
  row.certificates.map((c) => ({
    name: c.name,
    ...(c.nameEn ? { nameEn: c.nameEn } : {}),
    ...(c.category ? { category: c.category as CertificateCategory } : {}),
    ...(c.type ? { type: c.type as CertificateType } : {}),
  }))
/** SPEC 3.1 insurance category and name, stored both or neither (doctors_insurance_pair_check). */
const insuranceView = (row: DoctorRecord) =>
  row.insuranceCategory !== null && row.insuranceName !== null
    ? { category: row.insuranceCategory as InsuranceCategory, name: row.insuranceName }
    : null
const practiceCountriesView = (row: DoctorRecord) => row.practiceCountries as PracticeCountry[]
const clinicLocation = (row: DoctorRecord) =>
  row.clinicLatitude !== null && row.clinicLongitude !== null
    ? { latitude: row.clinicLatitude, longitude: row.clinicLongitude }
    : null

export function practicePriceView(price: number | null, config: PricingConfig) {
  return price === null ? null : patientPrice(price, config)
}

/** `config`: the payment settings in force (ADR 0049), which the stored patients' totals were computed with. */
export function toEditor(
  row: DoctorRecord,
  documents: DocumentRecord[],
  config: PaymentSettings,
): DoctorEditor {
  return {
    userId: row.userId,
    phoneNumber: row.phoneNumber,
    email: row.email,
    photoUrl: fileUrl(row.photoFileId),
    verified: row.verified,
    testing: row.testing,
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    review: {
      status: reviewStatusOf(row),
      note: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    },
    regCompleteness: row.regCompleteness as RegCompleteness,
    personal: {
      nameAr: row.nameAr,
      nameEn: opt(row.nameEn),
      gender: row.gender as DoctorEditor['personal']['gender'],
      birthday: row.birthday,
      aboutAr: opt(row.aboutAr),
      aboutEn: opt(row.aboutEn),
    },
    professional: {
      specialtyId: row.specialtyId,
      subspecialty: opt(row.subspecialty),
      subspecialtyEn: opt(row.subspecialtyEn),
      medTitle: row.medTitle as DoctorEditor['professional']['medTitle'],
      yearsOfExperience: row.yearsOfExperience,
      medicalDegree: opt(row.medicalDegree),
      medicalDegreeEn: opt(row.medicalDegreeEn),
      certificates: certificatesView(row),
    },
    residence:
      row.governorateId !== null && row.areaId !== null
        ? { governorateId: row.governorateId, areaId: row.areaId }
        : null,
    licenceNumber: opt(row.licenceNumber),
    insurance: insuranceView(row),
    practiceCountries: practiceCountriesView(row),
    languages: row.languages as DoctorEditor['languages'],
    documents: documents.map((d) => ({
      fileId: d.fileId,
      url: filesService.fileUrl(d.fileId),
      contentType: d.contentType,
      createdAt: d.createdAt.toISOString(),
    })),
    practices: {
      video: {
        active: row.videoActive,
        price: row.videoPrice,
        patientPrice: practicePriceView(row.videoPrice, config),
      },
      clinic: {
        active: row.clinicActive,
        price: row.clinicPrice,
        patientPrice: practicePriceView(row.clinicPrice, config),
        governorateId: row.clinicGovernorateId,
        areaId: row.clinicAreaId,
        address: row.clinicAddress,
        phones: row.clinicPhones,
        location: clinicLocation(row),
      },
      home: {
        active: row.homeActive,
        price: row.homePrice,
        patientPrice: practicePriceView(row.homePrice, config),
        areaIds: row.homeAreaIds,
      },
    },
    paymentSettings: config,
  }
}

export function priceFor(price: number, config: PricingConfig): PracticePrice {
  const breakdown = patientPrice(price, config)
  return { ...breakdown, ePaymentSurcharge: ePaymentSurcharge(breakdown.total, config) }
}

/** One row of the search or of favourites, with its 'available from'. */
export function toCard(r: CardRecord, nextSlot: string | null): DoctorCard {
  return {
    id: r.userId,
    nameAr: r.nameAr,
    nameEn: r.nameEn,
    gender: r.gender as DoctorCard['gender'],
    medTitle: r.medTitle as DoctorCard['medTitle'],
    specialtyId: r.specialtyId,
    yearsOfExperience: r.yearsOfExperience,
    rating: roundRating(r.rating),
    ratingCount: r.ratingCount,
    price: r.price ?? 0,
    photoUrl: fileUrl(r.photoFileId),
    languages: r.languages as DoctorCard['languages'],
    nextSlot,
  }
}

/** SPEC 2.5 step 2: the public page, with a price per practice offered now. */
export function toPage(row: DoctorRecord, nextSlot: string | null, config: PricingConfig): DoctorPage {
  return {
    id: row.userId,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    aboutAr: row.aboutAr,
    aboutEn: row.aboutEn,
    photoUrl: fileUrl(row.photoFileId),
    gender: row.gender as DoctorPage['gender'],
    medTitle: row.medTitle as DoctorPage['medTitle'],
    specialtyId: row.specialtyId,
    subspecialty: row.subspecialty,
    subspecialtyEn: row.subspecialtyEn,
    yearsOfExperience: row.yearsOfExperience,
    medicalDegree: row.medicalDegree,
    medicalDegreeEn: row.medicalDegreeEn,
    certificates: certificatesView(row),
    practiceCountries: practiceCountriesView(row),
    insurance: insuranceView(row),
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    languages: row.languages as DoctorPage['languages'],
    verified: row.verified,
    practices: {
      video: row.videoActive && row.videoPrice !== null ? { price: priceFor(row.videoPrice, config) } : null,
      clinic:
        row.clinicActive &&
        row.clinicPrice !== null &&
        row.clinicGovernorateId !== null &&
        row.clinicAreaId !== null &&
        row.clinicAddress !== null
          ? {
              price: priceFor(row.clinicPrice, config),
              governorateId: row.clinicGovernorateId,
              areaId: row.clinicAreaId,
              address: row.clinicAddress,
              phones: row.clinicPhones,
              location: clinicLocation(row),
            }
          : null,
      home:
        row.homeActive && row.homePrice !== null
          ? { price: priceFor(row.homePrice, config), areaIds: row.homeAreaIds }
          : null,
    },
    nextSlot,
  }
}
