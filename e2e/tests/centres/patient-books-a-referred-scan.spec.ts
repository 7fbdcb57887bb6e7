import { translate } from '@app/i18n'
import { ok } from '../../fixtures/checks'
import { finishedConsult, verifiedDoctor } from '../../fixtures/consults'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'

// A new doctor signs up through the pages, a consult is held and the scan goes from booking to report.
test.describe.configure({ timeout: 300_000 })

/** A radiology centre's own pages are English whatever the language (SPEC 1, 2.3). */
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params)
const radio = { phone: '01000000004', password: 'Radio123' }
const centreName = 'Delta Scan Centre'

// Issue 43 §2, §4, §6: a doctor's summary refers the patient for a chest X-ray; the patient books it from the referral
// ("Book this scan": from the consult's summary on the phone, from the health record on the desktop), paying from the
// wallet; the order answers the referral. The radiology centre uploads the report and submits it; the patient opens it
// from the record; the referring doctor is told, and reads the order and its report from the consult's summary.
test('a patient books a scan from a doctor’s referral; the centre reports it; the patient and the doctor read it', async ({
  page,
  browser,
  request,
  lang,
  t,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const nameAr = lang === 'ar' ? 'د. هالة فؤاد الشربيني' : 'د. هالة فؤاد المنياوي'
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
  const headers = { origin }

  // A new patient with money in the wallet has a consult with the doctor; it ends.
  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  const bookingId = await finishedConsult(page, doctorPage, doctorId)

  // The doctor documents it (the summary's form has its own journey, tests/consults/records.spec.ts): a blood count
  // first, then the chest X-ray, so the scan is the summary's second referral (position 1).
  await ok(
    await doctorPage.request.put(`/api/v1/consults/${bookingId}/summary`, {
      headers,
      data: {
        note: {
          history: 'سعال مستمر منذ أسبوعين',
          examination: 'أصوات تنفس خشنة بالجانب الأيمن',
          diagnosisCode: null,
          diagnosisText: 'التهاب شعبي',
          note: '',
          interviewResult: 'أشعة على الصدر وصورة دم',
        },
        prescription: [],
        referrals: [
          { kind: 'lab', code: 'cbc', name: 'Complete blood count (CBC)', note: '' },
          { kind: 'radio', code: 'xray-chest', name: 'Chest X-ray', note: 'لاستبعاد الالتهاب الرئوي' },
        ],
      },
    }),
  )

  // --- The patient books the scan from the referral. ---
  if (lang === 'ar') {
    await page.goto(`/call-summary/${bookingId}`)
    await page
      .getByRole('region', { name: t('consults:summary.referrals'), exact: true })
      .getByRole('link', { name: t('consults:referral.bookScan') })
      .click()
  } else {
    await page.goto('/health_records')
    await page
      .getByRole('region', { name: t('consults:record.radiology'), exact: true })
      .getByRole('link', { name: t('consults:referral.bookScan') })
      .click()
  }
  await expect(page).toHaveURL(new RegExp(`/radios/radio(:|%3A)xray-chest\\?referral=${bookingId}\\.1$`))
  const card = page.getByRole('article').filter({ hasText: centreName }).first()
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.getByRole('link', { name: t('centres:card.bookLabel', { name: centreName }) }).click()
  await expect(page).toHaveURL(new RegExp(`/centre-booking/.+\\?referral=${bookingId}\\.1$`))

  // The first day with times is chosen; one of its times; a note for the centre; paid from the wallet.
  const days = page.getByRole('group', { name: t('centres:booking.time.days') })
  await expect(days.getByRole('button', { pressed: true })).toHaveCount(1)
  const timesOn = t('centres:booking.time.times', { day: '|' }).split('|')[0]?.trim() ?? ''
  const times = page.getByRole('group', { name: new RegExp(`^${timesOn}`) })
  await times.getByRole('button').first().click()
  await expect(times.getByRole('button', { pressed: true })).toHaveCount(1)
  await page.getByRole('textbox', { name: t('centres:booking.note.radio') }).fill('سعال منذ أسبوعين')
  await page
    .getByRole('radio', { name: new RegExp(`^${t('centres:booking.payment.methods.wallet.label')}`) })
    .check()
  await finalShot(page, 'referred-scan-booking-form')
  await page
    .getByRole('button', {
      name: new RegExp(t('centres:booking.submit', { total: 'X' }).split('X')[0]?.trim() ?? ''),
    })
    .click()
  const confirm = page.getByRole('dialog', { name: t('centres:booking.payment.confirmWallet.title') })
  await confirm.getByRole('button', { name: t('centres:booking.payment.confirmWallet.confirm') }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const orderId = page.url().split('/').at(-1) ?? ''
  const booked = (await (await ok(await page.request.get(`/api/v1/centre-orders/${orderId}`))).json()) as {
    status: string
    method: string
    centreName: string
  }
  expect(booked).toMatchObject({ status: 'booked', method: 'wallet', centreName })
  await finalShot(page, 'referred-scan-booked')
  await page.goto('about:blank')
  await ok(await page.request.delete('/api/v1/session', { headers }))

  // --- The radiology centre uploads the report and submits it. ---
  await signInWith(radio)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(`/orders/${orderId}`)
  await expect(page.getByText('Salma Adel').first()).toBeVisible()
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'chest-xray.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
    })
  await expect(page.getByText(en('centreOrders:upload.done'))).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: en('centreOrders:actions.deliver') }).click()
  const deliver = page.getByRole('dialog', { name: en('centreOrders:deliver.title') })
  await deliver.getByRole('button', { name: en('centreOrders:deliver.confirm') }).click()
  await expect(page.getByText(en('centreOrders:deliver.done'))).toBeVisible()
  await expect(deliver).toBeHidden()
  await finalShot(page, 'radio-order-delivered')
  await page.goto('about:blank')
  await ok(await page.request.delete('/api/v1/session', { headers }))

  // --- The patient opens the report from the health record. ---
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/health_records')
  const scans = page.getByRole('region', { name: t('centreOrders:record.radioTitle'), exact: true })
  await expect(scans).toBeVisible({ timeout: 20_000 })
  await scans.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`))
  const report = page.locator('a[href^="/api/v1/files/"]')
  await expect(report).toHaveCount(1)
  expect((await page.request.get((await report.getAttribute('href')) ?? '')).status()).toBe(200)
  await finalShot(page, 'patient-referred-scan-report')

  // --- The referring doctor is told, and follows the scan from the consult's summary to its report. ---
  await doctorPage.goto('/notifications')
  await doctorPage
    .getByText(t('notifications:types.centreOrders.referralAnswered.title'))
    .first()
    .click({ timeout: 20_000 })
  await expect(doctorPage).toHaveURL(new RegExp(`/orders/${orderId}$`))
  await doctorPage.goto(`/session-summary/${bookingId}`)
  const followed = doctorPage.getByRole('region', { name: t('centreOrders:referrals.title') })
  await expect(followed.getByText(t('centreOrders:status.delivered'), { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await followed.getByRole('link', { name: new RegExp(centreName) }).click()
  await expect(doctorPage).toHaveURL(new RegExp(`/orders/${orderId}$`))
  const doctorsReport = doctorPage.locator('a[href^="/api/v1/files/"]')
  await expect(doctorsReport).toHaveCount(1)
  expect((await doctorPage.request.get((await doctorsReport.getAttribute('href')) ?? '')).status()).toBe(200)
  await finalShot(doctorPage, 'doctor-reads-referred-scan')
  await doctorContext.close()
})
