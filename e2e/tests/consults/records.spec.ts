import { readFileSync } from 'node:fs'
import { finishedConsult, verifiedDoctor } from '../../fixtures/consults'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'
import { wcagViolations } from '../../fixtures/checks'

test.describe.configure({ timeout: 300_000 })
// axe's injected script needs the page's Content-Security-Policy lifted (as tests/a11y.spec.ts does).
test.use({ bypassCSP: true })
// The Arabic project is the phone: its patient taps (issue 41 §4).
test.use({ hasTouch: async ({ lang }, use) => use(lang === 'ar') })

// Issue 11 §2–3 (SPEC 2.8, 3.7, 4, 6, 8): the doctor documents a finished consult — the visit with a catalogue
// diagnosis, a medicine from the catalogue with Arabic instructions, a lab referral — reading the patient's record
// meanwhile, and the fee is released; the patient rates it once, reads the summary, downloads the prescription and
// finds it all in the health record and the prescriptions.
test('a doctor documents a finished consult and the patient rates it, reads the summary and the record', async ({
  page,
  browser,
  request,
  t,
  lang,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const nameAr = lang === 'ar' ? 'د. منى سامي الدمرداش' : 'د. منى سامي الشناوي'
  const { doctorContext, doctorPage, doctorId, origin } = await verifiedDoctor({
    browser,
    page,
    lang,
    t,
    smsCode,
    signInWith,
    admin: workerAdmin,
    nameAr,
  })

  // A new patient with money in the wallet books the doctor's next slot; the consult takes place and ends.
  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  const bookingId = await finishedConsult(page, doctorPage, doctorId)

  // --- The doctor's session summary (issue 11 §2). ---
  await doctorPage.goto(`/session-summary/${bookingId}`)
  await expect(doctorPage.getByRole('heading', { level: 1, name: t('consults:session.title') })).toBeVisible()
  await expect(doctorPage.getByText(t('consults:session.heldTitle'))).toBeVisible()
  await doctorPage
    .getByLabel(t('consults:note.history'), { exact: true })
    .fill('سعال جاف منذ ثلاثة أيام مع ألم في الحلق')
  await doctorPage
    .getByLabel(t('consults:note.examination'), { exact: true })
    .fill('احمرار في الحلق، لا حرارة')
  await doctorPage.getByLabel(t('consults:session.diagnosisCatalogue')).fill('J06')
  await doctorPage.getByRole('option', { name: /J06\.9/ }).click()
  await doctorPage
    .getByLabel(t('consults:note.interviewResult'), { exact: true })
    .fill('راحة وسوائل دافئة ومضاد حيوي')

  await doctorPage.getByRole('button', { name: t('consults:session.addItem') }).click()
  const item = doctorPage.getByRole('group', { name: t('consults:session.itemLegend', { number: 1 }) })
  await item.getByLabel(t('consults:session.drugName')).fill('Augmen')
  await doctorPage.getByRole('option', { name: 'Augmentin 1 g', exact: true }).click()
  await item.getByLabel(t('consults:session.dose')).fill('1 tablet')
  await item.getByLabel(t('consults:session.frequency')).fill('every 12 hours')
  await item.getByLabel(t('consults:session.duration')).fill('7 days')
  await item.getByLabel(t('consults:session.instructions')).fill('قرص كل ١٢ ساعة بعد الأكل')

  await doctorPage.getByRole('button', { name: t('consults:session.addReferral') }).click()
  const referral = doctorPage.getByRole('group', {
    name: t('consults:session.referralLegend', { number: 1 }),
  })
  await referral.getByLabel(t('consults:session.labTest')).fill('CBC')
  const cbc = lang === 'ar' ? 'صورة دم كاملة' : 'Complete blood count (CBC)'
  await doctorPage.getByRole('option', { name: cbc }).click()

  // SPEC 6: the patient's record opens beside the form (and the read is audited).
  await doctorPage.getByRole('button', { name: t('consults:session.openRecord') }).click()
  const record = doctorPage.getByRole('dialog', {
    name: t('consults:session.recordOf', { name: 'Salma Adel' }),
  })
  await expect(record).toBeVisible()
  await expect(record.getByRole('heading', { name: t('consults:record.consults') })).toBeVisible()
  await record.getByRole('button', { name: t('consults:session.closeRecord') }).click()
  await expect(record).toBeHidden()

  await doctorPage.getByRole('button', { name: t('consults:session.save') }).click()
  await expect(
    doctorPage.getByRole('status').filter({ hasText: t('consults:session.documented') }),
  ).toBeVisible()
  await expect(doctorPage.getByText(t('consults:session.upToDate'))).toBeVisible()
  expect(await wcagViolations(doctorPage)).toEqual([])
  await finalShot(doctorPage, 'doctor-documented-consult')
  await doctorContext.close()

  // --- The patient rates the consult (SPEC 4: once) and reads the summary (SPEC 2.8). ---
  // Issue 41 §4: the star is set as a person sets it: a tap on the phone (Arabic), a click on the desktop (English).
  await page.goto(`/call-review/${bookingId}`)
  const fiveStars = page.getByRole('radio', { name: t('consults:rating.starLabel', { count: 5 }) })
  if (lang === 'ar') await fiveStars.tap()
  else await fiveStars.click()
  await expect(fiveStars).toBeChecked()
  await page.getByLabel(t('consults:rating.comment')).fill('طبيبة ممتازة وشرح واضح / very clear')
  await page.getByRole('button', { name: t('consults:rating.submit') }).click()
  await expect(page).toHaveURL(new RegExp(`/call-summary/${bookingId}$`))

  const section = (name: string) => page.getByRole('region', { name, exact: true })
  await expect(section(t('consults:summary.report'))).toContainText('احمرار في الحلق')
  await expect(section(t('consults:summary.report'))).toContainText('J06.9')
  await expect(section(t('consults:summary.prescription'))).toContainText('Augmentin 1 g')
  await expect(section(t('consults:summary.prescription'))).toContainText('قرص كل ١٢ ساعة بعد الأكل')
  await expect(section(t('consults:summary.referrals'))).toContainText(cbc)
  await expect(section(t('consults:receipt.title'))).toContainText(t('consults:methods.wallet'))
  await expect(section(t('consults:summary.rating'))).toContainText(t('consults:rating.rated', { count: 5 }))
  await expect(page.getByRole('link', { name: t('consults:summary.bookAgain') })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  const again = await page.request.post(`/api/v1/consults/${bookingId}/rating`, {
    headers: { origin },
    data: { stars: 1, comment: '' },
  })
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('CONSULT_ALREADY_RATED')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: t('consults:prescription.download') })
      .first()
      .click(),
  ])
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF')
  await finalShot(page, 'patient-call-summary')

  // --- The health record and the prescriptions (SPEC 2.8, 8). ---
  await page.goto('/health_records')
  await expect(section(t('consults:record.consults'))).toContainText(nameAr)
  await expect(section(t('consults:record.prescriptions'))).toContainText('Augmentin 1 g')
  await expect(section(t('consults:record.labTests'))).toContainText(cbc)
  await expect(section(t('consults:record.radiology'))).toContainText(t('consults:empty.radiology'))
  expect(await wcagViolations(page)).toEqual([])
  await finalShot(page, 'patient-health-records')

  await page.goto('/prescriptions')
  await expect(
    page.getByRole('heading', { level: 1, name: t('consults:prescription.listTitle') }),
  ).toBeVisible()
  await expect(page.getByText('Augmentin 1 g')).toBeVisible()
})
