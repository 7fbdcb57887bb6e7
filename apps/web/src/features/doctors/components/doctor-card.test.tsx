import type { DoctorCard as DoctorCardData } from '@app/domain/doctors'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#web/testing/render-with-providers'
import { DoctorCard } from './doctor-card'

const doctor: DoctorCardData = {
  id: '00000000-0000-4000-8000-0000000000d2',
  nameAr: 'د. منى سالم',
  nameEn: 'Dr. Mona Salem',
  gender: 'female',
  medTitle: 'specialist',
  specialtyId: 1,
  yearsOfExperience: 8,
  rating: null,
  ratingCount: 0,
  price: 9600,
  photoUrl: null,
  languages: [{ code: 'ar', level: 'native' }],
  nextSlot: null,
}

const renderCard = (data: DoctorCardData, language: 'ar' | 'en' = 'ar') =>
  renderWithProviders(
    <DoctorCard doctor={data} specialtyName="باطنة" pageHref="/doctor/x" bookHref="/booking?doctorId=x" />,
    { language },
  )

/** Issue 41 §4: a doctor's title agrees with her gender in Arabic. */
describe('DoctorCard', () => {
  it('calls a woman أخصائية and a man أخصائي', async () => {
    const view = await renderCard(doctor)
    expect(await screen.findByText('أخصائية · باطنة')).toBeInTheDocument()
    view.unmount()
    await renderCard({ ...doctor, gender: 'male', nameAr: 'د. أحمد سالم' })
    expect(await screen.findByText('أخصائي · باطنة')).toBeInTheDocument()
  })

  it('keeps the English title as it is', async () => {
    await renderCard(doctor, 'en')
    expect(await screen.findByText('Specialist · باطنة')).toBeInTheDocument()
  })
})
