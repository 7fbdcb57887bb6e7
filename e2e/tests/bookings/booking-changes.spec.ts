import { formatDate, formatEgyptTime, formatMoney, formatSignedMoney } from '@app/i18n/format'
import type { Page } from '@playwright/test'
import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test, type Lang } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'
import { firstListedDoctor } from '../fixes-doctors'
import { ok, wcagViolations } from '../../fixtures/checks'
import { soonPeriod, untilItStarts } from '../../fixtures/soon-period'

// axe's injected script needs the page's Content-Security-Policy lifted (as tests/a11y.spec.ts does).
test.use({ bypassCSP: true })

/**
 * A text as a pattern that tolerates the spaces and bidirectional marks in it (Intl's no-break spaces, RLM and ALM in
 * amounts and times), which the page and the accessibility tree may keep or drop.
 */
const loose = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, '[\\s\\u200e\\u200f\\u061c\\u2066-\\u2069]*'),
  )

const hourMs = 3_600_000

/** A Cairo calendar date ('2026-12-05') of an instant: the slot picker's day buttons carry it as their value. */
const cairoDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(instant))

/** The day and time as the change dialogs say them (the feature's dayAndTime). */
const dayAndTime = (start: string, lang: Lang) => ({
  day: formatDate(start, lang, { dateStyle: undefined, weekday: 'long', day: 'numeric', month: 'long' }),
  time: formatEgyptTime(start, lang),
})

/** The doctor's free video slots starting more than `hours` from now, in the first 30 days. */
async function freeSlotsAfter(page: Page, doctorId: string, hours: number): Promise<string[]> {
  const availability = (await (
    await ok(await page.request.get(`/api/v1/doctors/${doctorId}/availability?days=30`))
  ).json()) as { slots: { start: string }[] }
  return availability.slots.map((s) => s.start).filter((s) => Date.parse(s) > Date.now() + hours * hourMs)
}

/**
 * Books one of `slots` from the wallet through the API, as the wizard would; another journey may take the same time
 * first, so it tries the next on SLOT_TAKEN. Answers the booking id and its start.
 */
async function bookFromWallet(page: Page, doctorId: string, slots: string[]) {
  const headers = { origin: new URL(page.url()).origin }
  for (const startsAt of slots) {
    const response = await page.request.post('/api/v1/bookings', {
      headers,
      data: {
        doctorId,
        practice: 'video',
        startsAt,
        complaint: 'صداع متكرر / recurring headache',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      },
    })
    if (response.status() === 409) continue
    await ok(response)
    return { bookingId: ((await response.json()) as { bookingId: string }).bookingId, startsAt }
  }
  throw new Error('every candidate slot was taken')
}

/** Slots spread so the two language projects, and other journeys booking the first slots, rarely meet. */
const spread = (slots: string[], lang: Lang) => {
  const offset = (lang === 'ar' ? 7 : 23) + Math.floor(Math.random() * 20)
  return [...slots.slice(offset), ...slots.slice(0, offset)].slice(0, 12)
}

const wallet = async (page: Page) =>
  (await (await ok(await page.request.get('/api/v1/payments/wallet'))).json()) as {
    balance: number
    log: { type: string; amount: number; bookingId: string | null }[]
  }

// Issue 12 §2 (SPEC 4, 9 'Refund'): a patient cancels more than 24 hours ahead from /bookings, is told before
// confirming that everything comes back to the wallet, and finds the refund in /wallet; the time is free again.
test('a patient cancels early from the bookings list and sees the full refund in the wallet', async ({
  page,
  request,
  baseURL,
  t,
  lang,
  smsCode,
  signInWith,
  finalShot,
}) => {
  test.setTimeout(180_000)
  const doctorId = await firstListedDoctor(request, 'video')
  const patient = await registeredPatient(request, smsCode, baseURL ?? '')
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  // Days further out than the other journeys of this file book: a time this test frees must not be taken by one
  // of them (running beside it) before it is checked free.
  const { bookingId, startsAt } = await bookFromWallet(
    page,
    doctorId,
    spread((await freeSlotsAfter(page, doctorId, 48)).slice(60), lang),
  )
  const booked = (await (await ok(await page.request.get(`/api/v1/bookings/${bookingId}`))).json()) as {
    price: { total: number }
  }
  const total = booked.price.total
  expect(total).toBeGreaterThan(0)
  const balanceBefore = (await wallet(page)).balance

  await page.goto('/bookings?tab=upcoming')
  const item = page.getByRole('article').filter({ has: page.locator(`time[datetime="${startsAt}"]`) })
  await item.getByRole('button', { name: t('bookingChanges:cancel.open') }).click()
  const dialog = page.getByRole('dialog', { name: t('bookingChanges:cancel.title') })
  await expect(dialog).toBeVisible()
  // Said before confirming: everything back to the wallet, and until when that holds (Egypt time).
  await expect(dialog).toContainText(loose(t('bookingChanges:cancel.refund.wallet', { amount: total })))
  const quote = (await (
    await ok(await page.request.get(`/api/v1/bookings/${bookingId}/cancellation`))
  ).json()) as { freeUntil: string }
  await expect(dialog).toContainText(loose(t('bookingChanges:cancel.freeUntil', { time: quote.freeUntil })))
  // A wallet booking's money can only go back to the wallet.
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0)
  expect(await wcagViolations(page, '[role="dialog"]')).toEqual([])
  await finalShot(page, 'patient-cancel-dialog')

  await dialog.getByRole('button', { name: t('bookingChanges:cancel.confirm') }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText(loose(t('bookingChanges:cancel.doneRefund.wallet', { amount: total }))),
  ).toBeVisible()
  // Gone from upcoming's actions: cancelled, by the patient.
  await expect(item.getByRole('button', { name: t('bookingChanges:cancel.open') })).toHaveCount(0)

  // The slot is free at once (issue 12 §2).
  expect(await freeSlotsAfter(page, doctorId, 0)).toContain(startsAt)

  await page.goto('/wallet')
  const refund = page.getByTestId('wallet-line').filter({ hasText: t('payments:wallet.types.visitRefund') })
  await expect(refund.first()).toContainText(loose(formatSignedMoney(total, lang)))
  expect((await wallet(page)).balance).toBe(balanceBefore + total)
  await finalShot(page, 'patient-wallet-after-cancel')
})

// Issue 12 §2: a patient moves an upcoming booking once, up to 24 hours before, to a later free time of the same
// doctor; the payment stays and the list shows the new time.
test('a patient moves a booking to a later time and sees the new time', async ({
  page,
  request,
  baseURL,
  t,
  lang,
  smsCode,
  signInWith,
  finalShot,
}) => {
  test.setTimeout(180_000)
  const doctorId = await firstListedDoctor(request, 'video')
  const patient = await registeredPatient(request, smsCode, baseURL ?? '')
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  const { bookingId, startsAt } = await bookFromWallet(
    page,
    doctorId,
    spread(await freeSlotsAfter(page, doctorId, 48), lang),
  )
  const balanceAfterBooking = (await wallet(page)).balance

  await page.goto('/bookings?tab=upcoming')
  const item = page.getByRole('article').filter({ has: page.locator(`time[datetime="${startsAt}"]`) })
  await item.getByRole('button', { name: t('bookingChanges:reschedule.open') }).click()
  const dialog = page.getByRole('dialog', { name: t('bookingChanges:reschedule.title') })
  await expect(dialog).toContainText(loose(t('bookingChanges:reschedule.rule', { hours: 24 })))
  await expect(dialog).toContainText(
    loose(t('bookingChanges:reschedule.current', dayAndTime(startsAt, lang))),
  )

  // A later day's time (another patient may take it first: then the next one).
  const later = (await freeSlotsAfter(page, doctorId, 48)).filter(
    (s) => Date.parse(s) > Date.parse(startsAt) && cairoDay(s) !== cairoDay(startsAt),
  )
  let moved: { startsAt: string } | null = null
  let checked = false
  for (const target of later.slice(lang === 'ar' ? 3 : 9).slice(0, 5)) {
    await dialog.locator(`button[value="${cairoDay(target)}"]`).click()
    await dialog.locator(`button[value="${target}"]`).click()
    await expect(dialog.getByRole('status')).toContainText(
      loose(t('bookingChanges:reschedule.chosen', dayAndTime(target, lang))),
    )
    if (!checked) {
      expect(await wcagViolations(page, '[role="dialog"]')).toEqual([])
      await finalShot(page, 'patient-reschedule-dialog')
    }
    checked = true
    await dialog.getByRole('button', { name: t('bookingChanges:reschedule.confirm') }).click()
    const done = page.getByText(loose(t('bookingChanges:reschedule.done', dayAndTime(target, lang))))
    const taken = dialog.getByRole('alert')
    await expect(done.or(taken)).toBeVisible()
    if (await done.isVisible()) {
      moved = { startsAt: target }
      break
    }
  }
  expect(moved, 'a later time was free').not.toBeNull()
  await expect(dialog).toBeHidden()

  const view = (await (await ok(await page.request.get(`/api/v1/bookings/${bookingId}`))).json()) as {
    startsAt: string
    rescheduleCount: number
    status: string
  }
  expect(Date.parse(view.startsAt)).toBe(Date.parse(moved?.startsAt ?? ''))
  expect(view).toMatchObject({ rescheduleCount: 1, status: 'opened' })
  // The list shows the new time, and no second move is offered (once).
  const movedItem = page
    .getByRole('article')
    .filter({ has: page.locator(`time[datetime="${view.startsAt}"]`) })
  await expect(movedItem).toBeVisible()
  await expect(movedItem.getByRole('button', { name: t('bookingChanges:reschedule.open') })).toHaveCount(0)
  // The payment stayed as it was.
  expect((await wallet(page)).balance).toBe(balanceAfterBooking)
  await finalShot(page, 'patient-moved-booking')
})

/**
 * A finished video consult between a new verified doctor and a patient, through the API as the pages would make it
 * (as tests/consults/records.spec.ts does): the doctor opens a period today starting in minutes (Cairo), the patient
 * books its slot from the wallet, both enter the room, the doctor ends it. Answers the booking id.
 */
async function finishedConsult(patientPage: Page, doctorPage: Page, doctorId: string): Promise<string> {
  const headers = { origin: new URL(patientPage.url()).origin }
  const period = soonPeriod(3, 15)
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
  const slots = await freeSlotsAfter(patientPage, doctorId, 0)
  const slot = slots[0] ?? ''
  expect(Date.parse(slot) - Date.now(), 'the new period is the next free slot').toBeLessThan(
    period.withinMinutes * 60_000,
  )
  const { bookingId } = await bookFromWallet(patientPage, doctorId, [slot])
  await untilItStarts(period, slot)
  await ok(await patientPage.request.post(`/api/v1/consults/${bookingId}/video-token`, { headers }))
  await ok(await doctorPage.request.post(`/api/v1/consults/${bookingId}/video-token`, { headers }))
  await ok(await doctorPage.request.post(`/api/v1/consults/${bookingId}/end`, { headers }))
  return bookingId
}

// Issue 12 §4 (SPEC 2.7, 4, 8): after a finished consult the patient books the free follow-up with the same doctor
// from /follow-up/{id}: the complaint carried over, only times before the 14-day deadline, the free method only;
// the success page shows 0 EGP paid. A second follow-up of the same consult is refused with SPEC 8's message.
test('after a consult the patient books the free follow-up and lands on the success page at 0 EGP', async ({
  page,
  browser,
  request,
  baseURL,
  t,
  lang,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  test.setTimeout(300_000)
  const doctorContext = await browser.newContext({
    ...(lang === 'ar'
      ? { locale: 'ar-EG', viewport: { width: 390, height: 844 } }
      : { locale: 'en-US', viewport: { width: 1280, height: 800 } }),
    timezoneId: 'Africa/Cairo',
  })
  await doctorContext.addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  const doctorPage = await doctorContext.newPage()
  const nameAr = lang === 'ar' ? 'د. هالة فتحي المنياوي' : 'د. هالة فتحي السيد'
  await signUpCompleteDoctor(doctorPage, t, smsCode, nameAr)
  const doctorId = (
    (await (await doctorPage.request.get('/api/v1/session')).json()) as { user: { id: string } }
  ).user.id
  const origin = baseURL ?? ''
  await ok(await doctorPage.request.post('/api/v1/doctors/me/submit', { headers: { origin } }))

  // An admin verifies the doctor, so patients can book the video practice.
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await ok(await page.request.post(`/api/v1/doctor-reviews/${doctorId}/verify`, { headers: { origin } }))
  // Signed out with no page open: an open page would follow its ended session home and cut the next sign-in short.
  await page.goto('about:blank')
  await ok(await page.request.delete('/api/v1/session', { headers: { origin } }))

  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  const consultId = await finishedConsult(page, doctorPage, doctorId)
  await doctorContext.close()

  await page.goto(`/follow-up/${consultId}`)
  await expect(
    page.getByRole('heading', { level: 1, name: t('bookingChanges:followUp.title') }),
  ).toBeVisible()
  await expect(page.getByText(nameAr)).toBeVisible()
  const option = (await (
    await ok(await page.request.get(`/api/v1/bookings/${consultId}/follow-up`))
  ).json()) as {
    until: string
  }
  await expect(
    page.getByText(loose(t('bookingChanges:followUp.until', { time: option.until }))),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: t('bookingChanges:followUp.complaint') })).toHaveValue(
    'صداع متكرر / recurring headache',
  )
  // SPEC 2.7: the follow-up's payment offers only 'free'.
  const payment = page.getByRole('region', { name: t('bookingChanges:followUp.paymentHeading') })
  await expect(payment).toContainText(t('bookingChanges:followUp.free'))
  await expect(payment).toContainText(loose(formatMoney(0, lang)))
  expect(await wcagViolations(page, 'main')).toEqual([])

  // The first free time before the deadline (the doctor's Saturday mornings).
  const slots = (await freeSlotsAfter(page, doctorId, 0)).filter(
    (s) => Date.parse(s) <= Date.parse(option.until),
  )
  const slot = slots[0]
  expect(slot, 'the doctor has a free time inside the 14 days').toBeTruthy()
  await page.locator(`button[value="${cairoDay(slot ?? '')}"]`).click()
  await page.locator(`button[value="${slot}"]`).click()
  await finalShot(page, 'patient-follow-up-page')
  await page.getByRole('button', { name: t('bookingChanges:followUp.confirm') }).click()

  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/success$/, { timeout: 20_000 })
  const receipt = page.getByRole('region', { name: t('booking:success.receipt') })
  await expect(receipt).toContainText(t('booking:success.methods.free'))
  await expect(receipt).toContainText(loose(formatMoney(0, lang)))
  await finalShot(page, 'patient-free-follow-up-booked')

  // SPEC 8: the consult is followed up now; asking again says so, with the way back.
  await page.goto(`/follow-up/${consultId}`)
  await expect(page.getByText(t('errors:FOLLOW_UP_ALREADY_BOOKED'))).toBeVisible()
  await expect(page.getByRole('link', { name: t('bookingChanges:followUp.backToSummary') })).toBeVisible()
})
