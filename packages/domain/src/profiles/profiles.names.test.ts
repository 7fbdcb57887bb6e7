import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { billingInfoSchema } from '../bookings/bookings.schemas'
import { doctorPersonalInputSchema } from '../doctors/doctors.editor'
import { createLeadSchema } from '../leads/leads.schemas'
import { newDependentSchema } from '../medical-files/medical-files.schemas'
import { payoutRequestSchema } from '../payouts/payouts.schemas'
import { centreNameProblem, personNameProblem } from './profiles.names'
import {
  doctorStartProfileInputSchema,
  labProfileInputSchema,
  patientProfileInputSchema,
  personNameSchema,
} from './profiles.schemas'

/** Issue 41 §2: a name goes into other people's SMS and notifications, so it cannot carry a message. */

const issuesAt = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message)
}

const phishing = 'Sehha Support: verify at https://sehha-help.example/x'

describe("a person's name: letters, spaces and . - ' only", () => {
  it('accepts Arabic and Latin names, with diacritics, tatweel, titles, initials, hyphens and apostrophes', () => {
    for (const name of [
      'مريم أحمد',
      'د. خالد منصور',
      'مُحَمَّد عَلِيّ',
      'عبـــد الله',
      'Dr. Khaled Mansour',
      'A.M. Hassan',
      "Mary-Jane O'Brien",
      'Chloé Müller',
      'D’Angelo',
      'هبة الله عادل',
    ])
      expect(personNameProblem(name), name).toBeNull()
  })

  it('refuses colons, slashes, digits, @, line breaks and other scripts with name.lettersOnly', () => {
    for (const name of [
      phishing,
      'Sehha Support: call now',
      'Ali/Omar',
      'Ali 2',
      'علي ٢',
      'ali@example',
      'Ali\nVerify now',
      'Ali <b>',
      'Иван',
      '...',
      "- '",
    ])
      expect(personNameProblem(name), name).toBe('validation:name.lettersOnly')
  })

  it('refuses a name that reads as a web address with name.noLinks', () => {
    expect(personNameProblem('Visit evil.example now')).toBe('validation:name.noLinks')
    expect(personNameProblem('sehha-help.com')).toBe('validation:name.noLinks')
    expect(personNameProblem('موقع.كوم')).toBe('validation:name.noLinks')
  })

  it('leaves an empty name to the required rule', () => {
    expect(personNameProblem('')).toBeNull()
    expect(issuesAt(personNameSchema, '', '')).toEqual(['validation:name.required'])
  })
})

describe("a centre's business name: digits and & ( ) , too, never a link", () => {
  it('accepts names with digits and brackets', () => {
    for (const name of ['Nile Lab', 'Delta Scan Centre', 'Lab 2000', 'معمل ٢٠٠٠', 'Alfa (Nasr City) & Co.'])
      expect(centreNameProblem(name), name).toBeNull()
  })

  it('refuses colons, slashes and web addresses', () => {
    expect(centreNameProblem(phishing)).toBe('validation:name.businessName')
    expect(centreNameProblem('Lab 24/7')).toBe('validation:name.businessName')
    expect(centreNameProblem('12345')).toBe('validation:name.businessName')
    expect(centreNameProblem('Best Lab evil.example')).toBe('validation:name.noLinks')
  })
})

describe('every schema that takes a person’s name applies the rule, naming the field', () => {
  const address = {
    countryId: 'EG',
    governorateId: 1,
    region: 'Nasr City',
    areaId: 12,
    buildingNumberName: '15',
    streetBlockCompound: 'Abbas El Akkad',
    districtTownVillage: 'Seventh District',
  }

  it('patients and family members', () => {
    const patient = { role: 'patient', gender: 'female', birthday: '1990-05-20', addresses: [address] }
    expect(issuesAt(patientProfileInputSchema, { ...patient, name: phishing }, 'name')).toEqual([
      'validation:name.lettersOnly',
    ])
    expect(patientProfileInputSchema.safeParse({ ...patient, name: 'مريم أحمد' }).success).toBe(true)
    const child = { name: phishing, gender: 'male', birthday: '2019-03-02', relation: 'child' }
    expect(issuesAt(newDependentSchema, child, 'name')).toEqual(['validation:name.lettersOnly'])
  })

  it('doctors, in Arabic and in English, at sign-up and in the editor', () => {
    const start = {
      role: 'doctor',
      nameAr: 'د. خالد منصور',
      gender: 'male',
      birthday: '1980-02-02',
      specialtyId: 1,
      medTitle: 'consultant',
    }
    expect(doctorStartProfileInputSchema.safeParse({ ...start, nameEn: 'Dr. Khaled Mansour' }).success).toBe(
      true,
    )
    expect(doctorStartProfileInputSchema.safeParse({ ...start, nameEn: '' }).success).toBe(true)
    expect(issuesAt(doctorStartProfileInputSchema, { ...start, nameEn: phishing }, 'nameEn')).toEqual([
      'validation:name.lettersOnly',
    ])
    expect(
      issuesAt(doctorStartProfileInputSchema, { ...start, nameAr: 'د. خالد: تحقق من حسابك' }, 'nameAr'),
    ).toEqual(['validation:name.lettersOnly'])
    const personal = { nameAr: 'د. خالد منصور', gender: 'male', birthday: '1980-02-02' }
    expect(doctorPersonalInputSchema.safeParse(personal).success).toBe(true)
    expect(issuesAt(doctorPersonalInputSchema, { ...personal, nameEn: phishing }, 'nameEn')).toEqual([
      'validation:name.lettersOnly',
    ])
    expect(issuesAt(doctorPersonalInputSchema, { ...personal, nameAr: 'خالد ١٢٣' }, 'nameAr')).toEqual([
      'validation:name.lettersOnly',
    ])
  })

  it('labs and radiology centres: the business name and the contact person', () => {
    const lab = {
      role: 'lab',
      businessName: 'Nile Lab',
      businessInfo: 'Blood tests.',
      commercialRegNo: '123456',
      contactPerson: 'Hany Samir',
      receptionPhone: '0224000000',
      openingTimes: 'Sat–Thu 09:00–21:00',
      homeVisit: true,
      certificates: ['ISO 15189'],
      addresses: [address],
    }
    expect(labProfileInputSchema.safeParse(lab).success).toBe(true)
    expect(issuesAt(labProfileInputSchema, { ...lab, businessName: phishing }, 'businessName')).toEqual([
      'validation:name.businessName',
    ])
    expect(issuesAt(labProfileInputSchema, { ...lab, contactPerson: 'Hany 010' }, 'contactPerson')).toEqual([
      'validation:name.lettersOnly',
    ])
  })

  it('card billing names, payout holders and home-visit leads', () => {
    const billing = {
      firstName: 'Mariam',
      lastName: 'Ahmed',
      email: 'm@example.com',
      phoneNumber: '01012345678',
      street: 'Abbas El Akkad',
      building: '12',
      apartment: '3',
      floor: '2',
      city: 'Cairo',
      country: 'Egypt',
    }
    expect(billingInfoSchema.safeParse(billing).success).toBe(true)
    expect(issuesAt(billingInfoSchema, { ...billing, lastName: 'http://x' }, 'lastName')).toEqual([
      'validation:name.lettersOnly',
    ])
    const payout = {
      amount: 10_000,
      msisdn: '01012345678',
      issuer: 'vodafone',
      fullName: phishing,
      email: 'd@example.com',
    }
    expect(issuesAt(payoutRequestSchema, payout, 'fullName')).toEqual(['validation:name.lettersOnly'])
    expect(
      issuesAt(createLeadSchema, { name: phishing, mobile: '1012345678', governorateId: 1 }, 'name'),
    ).toEqual(['validation:name.lettersOnly'])
  })
})
