import { readFileSync } from 'node:fs'
import { deviceContext, finishedConsult, verifiedDoctor } from '../../fixtures/consults'
import { registeredPatient } from '../../fixtures/patients'
import { scanPrescriptionQr } from '../../fixtures/prescriptions'
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

  // --- A pharmacy scans the prescription's QR code and marks it dispensed (issue 45 §4, §6). ---
  // The QR code opens /verify/{code}; the code is the one the patient's summary shows beside the prescription.
  const scanned = new URL(scanPrescriptionQr(file))
  const verificationCode = /^\/verify\/([0-9A-Z]{5}-[0-9A-Z]{5})$/.exec(scanned.pathname)?.[1]
  expect(verificationCode, scanned.href).toBeTruthy()
  await expect(section(t('consults:summary.prescription'))).toContainText(verificationCode!)
  // The 6-digit dispense code the patient holds, shown to them only; the pharmacist types it as the patient reads it
  // out (Arabic-Indic digits on the Arabic phone).
  const dispenseBox = section(t('consults:summary.prescription'))
    .getByText(t('consults:prescription.dispenseCode'), { exact: true })
    .locator('..')
  const dispenseCode = /\d{6}/.exec(await dispenseBox.innerText())?.[0]
  expect(dispenseCode).toBeTruthy()
  const typed = lang === 'ar' ? dispenseCode!.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : dispenseCode!

  const pharmacyContext = await deviceContext(browser, lang)
  const pharmacy = await pharmacyContext.newPage()
  await pharmacy.goto(`${origin}${scanned.pathname}`)
  await expect(pharmacy.getByText(t('prescriptions:verify.genuine'))).toBeVisible()
  await expect(pharmacy.getByText(nameAr)).toBeVisible()
  await expect(pharmacy.getByText('Augmentin 1 g')).toBeVisible()
  await expect(pharmacy.getByText(t('prescriptions:verify.notDispensed'))).toBeVisible()
  // Only what a pharmacist needs: never the diagnosis, the report or the patient's name.
  const verifyText = await pharmacy.locator('main').innerText()
  for (const privateText of ['J06.9', 'احمرار في الحلق', 'سعال جاف'])
    expect(verifyText).not.toContain(privateText)
  await pharmacy.getByLabel(t('prescriptions:dispense.codeLabel')).fill(typed)
  await pharmacy.getByRole('button', { name: t('prescriptions:dispense.submit') }).click()
  const confirm = pharmacy.getByRole('dialog', { name: t('prescriptions:dispense.confirmTitle') })
  await confirm.getByRole('button', { name: t('prescriptions:dispense.confirm') }).click()
  await expect(pharmacy.getByText(t('prescriptions:dispense.done'))).toBeVisible()
  await expect(pharmacy.getByLabel(t('prescriptions:dispense.codeLabel'))).toBeHidden()
  await expect(pharmacy.getByText(t('prescriptions:verify.notDispensed'))).toBeHidden()
  await finalShot(pharmacy, 'pharmacy-dispensed-prescription')
  await pharmacyContext.close()

  // The patient sees it dispensed, the dispense code gone, and the pharmacy's reads among who read the record.
  await page.reload()
  await expect(section(t('consults:summary.prescription'))).not.toContainText(
    t('consults:prescription.notDispensed'),
  )
  await expect(dispenseBox).toBeHidden()

  // --- The health record and the prescriptions (SPEC 2.8, 8). ---
  await page.goto('/health_records')
  await expect(section(t('consults:record.consults'))).toContainText(nameAr)
  await expect(section(t('consults:record.prescriptions'))).toContainText('Augmentin 1 g')
  await expect(section(t('consults:record.labTests'))).toContainText(cbc)
  await expect(section(t('consults:record.radiology'))).toContainText(t('consults:empty.radiology'))
  const reads = page.getByRole('region', { name: t('audit:recordReads.title') })
  await expect(reads).toContainText(t('audit:recordReads.actions.prescriptionVerify'))
  await expect(reads).toContainText(t('audit:recordReads.actions.prescriptionDispense'))
  expect(await wcagViolations(page)).toEqual([])
  await finalShot(page, 'patient-health-records')

  await page.goto('/prescriptions')
  await expect(
    page.getByRole('heading', { level: 1, name: t('consults:prescription.listTitle') }),
  ).toBeVisible()
  await expect(page.getByText('Augmentin 1 g')).toBeVisible()
})
