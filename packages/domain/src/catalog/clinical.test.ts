import { describe, expect, it } from 'vitest'
import {
  diagnoses,
  labTests,
  medicineFormCodes,
  medicineForms,
  medicines,
  radiologyScans,
  searchClinical,
} from './clinical'

const codes = (list: readonly { code: string }[]) => list.map((e) => e.code)

describe('the clinical catalogues (issue 11 §2)', () => {
  it('gives every entry a unique code and both names', () => {
    for (const list of [diagnoses, labTests, radiologyScans, medicines, medicineForms]) {
      expect(new Set(codes(list)).size).toBe(list.length)
    }
    for (const term of [...diagnoses, ...labTests, ...radiologyScans]) {
      expect(term.en.trim(), term.code).not.toBe('')
      expect(term.ar, term.code).toMatch(/[\u0600-\u06ff]/)
    }
    expect(codes(medicineForms)).toEqual([...medicineFormCodes])
  })

  it('codes diagnoses in ICD-10 and names medicines in Latin with a known form', () => {
    for (const code of codes(diagnoses)) expect(code).toMatch(/^[A-Z]\d{2}(\.\d{1,2})?$/)
    expect(codes(diagnoses)).toEqual(
      expect.arrayContaining(['J06.9', 'E11.9', 'I10', 'K21.9', 'N39.0', 'B18.2']),
    )
    for (const medicine of medicines) {
      expect(medicine.name, medicine.code).toMatch(/^[A-Za-z0-9]/)
      expect(medicine.name, medicine.code).not.toMatch(/[\u0600-\u06ff]/)
      expect(medicineFormCodes, medicine.code).toContain(medicine.form)
    }
    expect(diagnoses.length).toBeGreaterThanOrEqual(120)
    expect(medicines.length).toBeGreaterThanOrEqual(150)
    expect(labTests.length).toBeGreaterThanOrEqual(50)
    expect(radiologyScans.length).toBeGreaterThanOrEqual(30)
  })
})

describe('searchClinical', () => {
  it('finds Arabic with or without hamza, ta marbuta and diacritics', () => {
    const influenza = searchClinical(diagnoses, 'الانفلونزا').map((d) => d.code)
    expect(influenza).toContain('J11.1')
    expect(searchClinical(diagnoses, 'الإنفلونزا').map((d) => d.code)).toEqual(influenza)
    expect(searchClinical(diagnoses, 'اَلسُّكَّرِي').map((d) => d.code)).toEqual(
      expect.arrayContaining(['E11.9', 'E10.9']),
    )
    // ة and ه, ى and ي, tatweel
    expect(searchClinical(diagnoses, 'قرحه المعده').map((d) => d.code)).toContain('K25.9')
    expect(searchClinical(labTests, 'السـكر التراكمى').map((t) => t.code)).toEqual(['hba1c'])
  })

  it('finds English and codes case-insensitively, prefix matches first', () => {
    expect(searchClinical(medicines, 'augm').map((m) => m.name)[0]).toMatch(/^Augmentin/)
    expect(searchClinical(medicines, 'AMOXICILLIN').map((m) => m.code)).toEqual(
      expect.arrayContaining(['augmentin-1-g', 'amoxil-500-mg']),
    )
    expect(searchClinical(diagnoses, 'j06')[0]?.code).toBe('J06.9')
    // 'Brufen…' starts with the query; generic names that merely contain it come after.
    const names = searchClinical(medicines, 'bru').map((m) => m.name)
    expect(names.slice(0, 3).every((n) => n.startsWith('Brufen'))).toBe(true)
    // A word that starts with the query ranks before a match inside a word.
    const hepatitis = searchClinical(diagnoses, 'hepatitis').map((d) => d.code)
    expect(hepatitis).toEqual(expect.arrayContaining(['B15.9', 'B18.1', 'B18.2']))
    const scans = searchClinical(radiologyScans, 'mri').map((s) => s.code)
    expect(scans.every((c) => c.startsWith('mri'))).toBe(true)
  })

  it('keeps to the limit, and an empty query lists the first entries', () => {
    expect(searchClinical(medicines, 'mg')).toHaveLength(20)
    expect(searchClinical(medicines, 'mg', 5)).toHaveLength(5)
    expect(searchClinical(labTests, '  ', 3)).toEqual(labTests.slice(0, 3))
    expect(searchClinical(diagnoses, 'zzzz-not-a-thing')).toEqual([])
  })
})
