import type { DoctorPage } from '@app/domain/doctors'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#web/testing/render-with-providers'
import { DoctorProfileView } from './doctor-profile-view'

const price = { doctor: 15000, serviceFee: 2000, vat: 2380, total: 19380, ePaymentSurcharge: 0 }
const doctor: DoctorPage = {
  id: '00000000-0000-4000-8000-0000000000d3',
  nameAr: 'د. آية محمود',
  nameEn: 'Dr. Aya Mahmoud',
  aboutAr: null,
  aboutEn: null,
  photoUrl: null,
  gender: 'female',
  medTitle: 'consultant',
  specialtyId: 7,
  subspecialty: null,
  subspecialtyEn: null,
  yearsOfExperience: 15,
  medicalDegree: null,
  medicalDegreeEn: null,
  certificates: [
    {
      name: 'الزمالة المصرية في الباطنة',
      nameEn: 'Egyptian Fellowship, internal medicine',
      category: 'fellowship',
      type: 'egyptianFellowship',
    },
    { name: 'شهادة بلا نوع' },
  ],
  practiceCountries: ['EG', 'SA'],
  insurance: { category: 'privateInsurer', name: 'AXA' },
  rating: null,
  ratingCount: 0,
  languages: [],
  verified: true,
  practices: { video: { price }, clinic: null, home: null },
  nextSlot: null,
}

const renderView = (data: DoctorPage, language: 'ar' | 'en') =>
  renderWithProviders(
    <DoctorProfileView
      doctor={data}
      practice="video"
      specialtyName="باطنة"
      placeName={() => ''}
      actions={null}
      slots={null}
    />,
    { language },
  )

/** The text of the fact a label names (its <dd>). */
const fact = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent

/** SPEC 3.1, 3.7 (issue 45 §5): what a patient reads of the doctor's countries, insurance and certificates. */
describe('DoctorProfileView: countries of practice, insurance and certificate types', () => {
  it('names them in Arabic', async () => {
    await renderView(doctor, 'ar')
    expect(await fact('دول الممارسة')).toBe('مصر، المملكة العربية السعودية')
    expect(await fact('التأمين المقبول')).toBe('شركة تأمين خاصة — AXA')
    expect(screen.getByText('الزمالة المصرية: الزمالة المصرية في الباطنة')).toBeVisible()
    expect(screen.getByText('شهادة بلا نوع')).toBeVisible()
  })

  it('names them in English, with the English certificate name', async () => {
    await renderView(doctor, 'en')
    expect(await fact('Countries of practice')).toMatch(/^Egypt.*Saudi Arabia$/)
    expect(await fact('Insurance accepted')).toBe('Private insurance company — AXA')
    expect(screen.getByText('Egyptian Fellowship: Egyptian Fellowship, internal medicine')).toBeVisible()
  })

  it('shows the English subspecialty in English and the Arabic in Arabic (SPEC 3.1 translations)', async () => {
    const view = await renderView(
      { ...doctor, subspecialty: 'قسطرة', subspecialtyEn: 'Catheterisation' },
      'en',
    )
    expect(await screen.findByText(/· Catheterisation$/)).toBeVisible()
    view.unmount()
    await renderView({ ...doctor, subspecialty: 'قسطرة', subspecialtyEn: 'Catheterisation' }, 'ar')
    expect(await screen.findByText(/· قسطرة$/)).toBeVisible()
  })

  it('leaves both facts out when the doctor gave none', async () => {
    await renderView({ ...doctor, practiceCountries: [], insurance: null }, 'en')
    expect(await screen.findByText('Certificates')).toBeVisible()
    expect(screen.queryByText('Countries of practice')).toBeNull()
    expect(screen.queryByText('Insurance accepted')).toBeNull()
  })
})
