import { formatEgyptTime } from '@app/i18n/format'
import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'
import { ok, wcagViolations } from '../../fixtures/checks'
import { soonPeriod, untilItStarts } from '../../fixtures/soon-period'

test.describe.configure({ timeout: 360_000 })
// axe's injected script needs the page's Content-Security-Policy lifted (as tests/a11y.spec.ts does).
test.use({ bypassCSP: true })

const cairoDateOf = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(instant))

// Issue 12 §1 and §3 (SPEC 2.1 /bookings, 2.4, 4, 9): a patient books two video consults through the API and finds
// them under today and upcoming with what each allows, in Egypt time with its offset; the doctor's home starts with
// today's bookings, and once today's has started without the patient the doctor marks the patient absent — the
// patient's open list shows it at once over the socket.
test('a patient sees today and upcoming bookings; the doctor sees today and marks a patient no-show', async ({
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
  const doctorContext = await browser.newContext({
    ...(lang === 'ar'
      ? { locale: 'ar-EG', viewport: { width: 390, height: 844 } }
      : { locale: 'en-US', viewport: { width: 1280, height: 800 } }),
    timezoneId: 'Africa/Cairo',
    bypassCSP: true,
  })
  await doctorContext.addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  const doctorPage = await doctorContext.newPage()
  const nameAr = lang === 'ar' ? 'د. هبة سمير العطار' : 'د. هبة سمير النجار'
  await signUpCompleteDoctor(doctorPage, t, smsCode, nameAr)
  const doctorId = (
    (await (await doctorPage.request.get('/api/v1/session')).json()) as { user: { id: string } }
  ).user.id
  const origin = new URL(doctorPage.url()).origin
  const headers = { origin }
  await ok(await doctorPage.request.post('/api/v1/doctors/me/submit', { headers }))

  // An admin verifies the doctor, so patients can book the video practice.
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await ok(await page.request.post(`/api/v1/doctor-reviews/${doctorId}/verify`, { headers }))
  // Signed out with no page open: an open page would follow its ended session home and cut the next sign-in short.
  await page.goto('about:blank')
  await ok(await page.request.delete('/api/v1/session', { headers }))

  // The doctor opens one 15-minute slot today starting within two minutes (Cairo time; shorter, or tomorrow's first
  // slot, near midnight); Saturday mornings stay open.
  const period = soonPeriod(2, 15)
  const schedule = (await (await ok(await doctorPage.request.get('/api/v1/doctors/me/schedule'))).json()) as {
    days: Record<string, unknown>
  }
  await ok(
    await doctorPage.request.put('/api/v1/doctors/me/schedule', {
      headers,
      data: {
        ...schedule,
        timeslotMinutes: period.timeslotMinutes,
        days: { ...schedule.days, [period.date]: [{ start: period.start, end: period.end }] },
      },
    }),
  )

  // A new patient with money in the wallet books that slot and the next Saturday-morning one.
  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  const slots = (
    (await (await ok(await page.request.get(`/api/v1/doctors/${doctorId}/availability?days=30`))).json()) as {
      slots: { start: string }[]
    }
  ).slots.map((s) => s.start)
  const soon = slots[0] ?? ''
  expect(cairoDateOf(soon)).toBe(period.date)
  const later = slots.find((s) => cairoDateOf(s) > period.date) ?? ''
  expect(later).not.toBe('')
  const book = async (startsAt: string, complaint: string) =>
    (
      (await (
        await ok(
          await page.request.post('/api/v1/bookings', {
            headers,
            data: {
              doctorId,
              practice: 'video',
              startsAt,
              complaint,
              method: 'wallet',
              timeZone: 'Africa/Cairo',
              timezoneOffsetMinutes: await page.evaluate(() => new Date().getTimezoneOffset()),
            },
          }),
        )
      ).json()) as { bookingId: string }
    ).bookingId
  const todayId = await book(soon, 'دوخة وصداع منذ الصباح / dizziness since the morning')
  await book(later, 'متابعة ضغط الدم / blood pressure check')
  await untilItStarts(period, soon)

  // --- The patient's list: today first chosen, with the call about to open; the next booking under upcoming. ---
  await page.goto('/bookings')
  await expect(page.getByRole('heading', { level: 1, name: t('bookings:title') })).toBeVisible()
  await expect(page.getByRole('tab', { name: t('bookings:tabs.today') })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const todayCard = page.getByRole('article', { name: nameAr })
  await expect(todayCard).toContainText(formatEgyptTime(soon, lang))
  await expect(todayCard).toContainText(t('bookings:status.opened'))
  await expect(todayCard.getByRole('link', { name: t('bookings:actions.join') })).toHaveAttribute(
    'href',
    `/call/${todayId}`,
  )
  await expect(todayCard.getByRole('link', { name: t('bookings:actions.receipt') })).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])

  await page.getByRole('tab', { name: t('bookings:tabs.upcoming') }).click()
  await expect(page).toHaveURL(/\?tab=upcoming$/)
  const upcomingCard = page.getByRole('article', { name: nameAr })
  await expect(upcomingCard).toContainText(formatEgyptTime(later, lang))
  await expect(upcomingCard.getByRole('link', { name: t('bookings:actions.join') })).toHaveCount(0)
  await expect(upcomingCard.getByRole('link', { name: t('bookings:actions.receipt') })).toBeVisible()
  await page.getByRole('tab', { name: t('bookings:tabs.past') }).click()
  await expect(page.getByText(t('bookings:empty.patient.past'))).toBeVisible()
  await page.getByRole('tab', { name: t('bookings:tabs.today') }).click()
  await expect(todayCard).toBeVisible()
  await finalShot(page, 'patient-my-bookings')

  // --- The doctor's home starts with today's bookings (SPEC 2.4 'schedule or bookings'). ---
  await doctorPage.goto('/home')
  const today = doctorPage.getByRole('region', { name: t('bookings:todaySection.title') })
  await expect(today.getByRole('article', { name: 'Salma Adel' })).toContainText(
    'dizziness since the morning',
  )
  await today.getByRole('link', { name: t('bookings:todaySection.all') }).click()
  await expect(doctorPage).toHaveURL(/\/bookings$/)
  await expect(doctorPage.getByRole('heading', { level: 1, name: t('bookings:doctorTitle') })).toBeVisible()
  const doctorsCard = doctorPage.getByRole('article', { name: 'Salma Adel' })
  await expect(doctorsCard).toContainText(formatEgyptTime(soon, lang))
  // Not started yet: nobody can say the patient did not come. Past 23:50 in Cairo the slot is tomorrow's first, and
  // the journey has waited for it to start (untilItStarts) so that it is today's: there is no "not yet" to see then.
  if (!period.tomorrow)
    await expect(doctorsCard.getByRole('button', { name: t('bookings:actions.markNoShow') })).toHaveCount(0)
  await doctorPage.getByRole('tab', { name: t('bookings:tabs.upcoming') }).click()
  await expect(doctorPage.getByRole('article', { name: 'Salma Adel' })).toContainText('blood pressure check')
  await doctorPage.getByRole('tab', { name: t('bookings:tabs.today') }).click()

  // --- The start passes without the patient; the doctor marks the patient absent. ---
  const wait = new Date(soon).getTime() - Date.now() + 2_000
  if (wait > 0) await doctorPage.waitForTimeout(wait)
  await doctorPage.reload()
  await doctorsCard.getByRole('button', { name: t('bookings:actions.markNoShow') }).click()
  const dialog = doctorPage.getByRole('dialog', { name: t('bookings:noShow.title', { name: 'Salma Adel' }) })
  await expect(dialog).toContainText(t('bookings:noShow.body'))
  expect(await wcagViolations(doctorPage)).toEqual([])
  await dialog.getByRole('button', { name: t('bookings:noShow.confirm') }).click()
  await expect(doctorPage.getByText(t('bookings:noShow.done', { name: 'Salma Adel' }))).toBeVisible()
  await expect(doctorsCard).toContainText(t('bookings:status.patientNoShow'))
  await expect(doctorsCard.getByRole('button', { name: t('bookings:actions.markNoShow') })).toHaveCount(0)
  await finalShot(doctorPage, 'doctor-marked-no-show')

  // The patient's list, open all along, hears of it over the socket (issue 12 §1 'Live'): no reload.
  await expect(todayCard).toContainText(t('bookings:status.patientNoShow'))
  await expect(todayCard.getByRole('link', { name: t('bookings:actions.join') })).toHaveCount(0)
  await expect(todayCard.getByRole('link', { name: t('bookings:actions.summary') })).toHaveAttribute(
    'href',
    `/call-summary/${todayId}`,
  )
  await doctorContext.close()
})
