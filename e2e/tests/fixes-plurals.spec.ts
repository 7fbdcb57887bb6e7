import { expect, test } from '../fixtures/test'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// Issue 7 §3 "language": counted texts take Arabic's plural forms, and their numbers the page's digits. The
// fixture's `t` is the API's translate over the same texts, which picks forms and digits the same way.
test("a doctor card counts ratings and years in the page's plural form and digits", async ({
  page,
  request,
  t,
  lang,
  finalShot,
}) => {
  const found = (await (await request.get('/api/v1/doctors?practice=video&sort=experience')).json()) as {
    items: {
      id: string
      nameAr: string
      yearsOfExperience: number
      rating: number | null
      ratingCount: number
    }[]
  }
  const doctor = found.items.find((d) => d.rating !== null && d.ratingCount > 10) ?? found.items[0]
  expect(doctor).toBeTruthy()
  if (!doctor) return
  await page.goto(`/doctor/${doctor.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })

  const years = t('doctors:card.experience', { count: doctor.yearsOfExperience })
  await expect(page.getByText(years).first()).toBeVisible()
  const rating = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(doctor.rating ?? 0)
  const ratings = t('doctors:card.rating', { rating, count: doctor.ratingCount })
  await expect(page.getByText(ratings).first()).toBeVisible()
  if (lang === 'ar') {
    // '١٥ سنة', never '15 سنوات': Arabic-Indic digits and the form for the number.
    expect(years).not.toMatch(/[0-9]/)
    expect(ratings).not.toMatch(/[0-9]/)
    const category = new Intl.PluralRules('ar').select(doctor.yearsOfExperience)
    expect(years).toBe(t(`doctors:card.experience_${category}`, { count: doctor.yearsOfExperience }))
  }
  await finalShot(page, 'fixes-plurals')
})
