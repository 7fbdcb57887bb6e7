import { expect as baseExpect, type APIRequestContext } from '@playwright/test'
import { ok } from '../../fixtures/checks'
import { verifiedDoctor } from '../../fixtures/consults'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'

// A new doctor signs up through the pages; the journey then waits, cancels and books.
test.describe.configure({ timeout: 300_000 })

/** The Cairo calendar date `days` from today. */
const cairoDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/** Books a time from the wallet through the API, as the wizard would. Answers the booking id. */
async function bookFromWallet(
  request: APIRequestContext,
  origin: string,
  doctorId: string,
  startsAt: string,
) {
  const response = await ok(
    await request.post('/api/v1/bookings', {
      headers: { origin },
      data: {
        doctorId,
        practice: 'video',
        startsAt,
        complaint: 'ألم في الظهر / back pain',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      },
    }),
  )
  return ((await response.json()) as { bookingId: string }).bookingId
}

// Issue 45 §3, §6: a patient finds no free time in the days they want, joins the waiting list at booking step 3;
// another patient cancels; the first is offered the freed time (held for them for 10 minutes), opens it from
// /bookings and books it through the usual steps, paying from the wallet.
test('a patient joins a waiting list, another cancels, the first is offered the time and books it', async ({
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
  const nameAr = lang === 'ar' ? 'د. منى سامي الحلواني' : 'د. منى سامي الدمياطي'
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

  // The doctor works one half hour, three days from now: two 15-minute times.
  const day = cairoDateIn(3)
  const schedule = (await (await ok(await doctorPage.request.get('/api/v1/doctors/me/schedule'))).json()) as {
    days: Record<string, unknown>
  }
  await ok(
    await doctorPage.request.put('/api/v1/doctors/me/schedule', {
      headers,
      data: {
        ...schedule,
        timeslotMinutes: 15,
        days: { ...schedule.days, [day]: [{ start: '10:00', end: '10:30' }] },
      },
    }),
  )
  const availability = (await (
    await ok(await request.get(`/api/v1/doctors/${doctorId}/availability?days=30`))
  ).json()) as { slots: { start: string }[] }
  const times = availability.slots
    .map((s) => s.start)
    .filter((s) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(s)) === day)
  baseExpect(times).toHaveLength(2)

  // Another patient books both times of that day.
  const other = await browser.newContext()
  const otherPatient = await registeredPatient(other.request, smsCode, origin)
  await ok(
    await other.request.post('/api/v1/session', {
      headers,
      data: { method: 'phone', phone: otherPatient.phone, password: otherPatient.password },
    }),
  )
  const cashIn = await ok(
    await other.request.post('/api/v1/payments/cash-in', {
      headers,
      data: { amount: 100_000, method: 'mobileWallet' },
    }),
  )
  const { orderId } = (await cashIn.json()) as { orderId: string }
  await ok(
    await other.request.post(`/api/v1/payments/sandbox/${orderId}/pay`, {
      headers,
      data: { method: 'mobileWallet', walletNumber: '01010101010', pin: '123456', otp: '123456' },
    }),
  )
  await expect
    .poll(
      async () =>
        ((await (await other.request.get(`/api/v1/payments/orders/${orderId}`)).json()) as { status: string })
          .status,
    )
    .toBe('completed')
  const booked = []
  for (const startsAt of times) booked.push(await bookFromWallet(other.request, origin, doctorId, startsAt))

  // The patient of this journey finds no time that day and asks to be told at step 3.
  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  await page.goto(`/booking?step=3&doctorId=${doctorId}`)
  await expect(page.getByRole('heading', { name: t('booking:date.heading') })).toBeVisible()
  await page.getByRole('button', { name: t('bookings:waitingList.join') }).click()
  const name = lang === 'en' ? /Dr\.|د\./ : nameAr
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading')).toContainText(name)
  await dialog.getByLabel(t('bookings:waitingList.from')).fill(day)
  await dialog.getByLabel(t('bookings:waitingList.to')).fill(day)
  await dialog.getByRole('button', { name: t('bookings:waitingList.joinSubmit') }).click()
  await expect(dialog).toBeHidden()
  const joinedToast = page
    .getByRole('alert')
    .filter({ hasText: t('bookings:waitingList.joined', { name: '' }).slice(0, 12) })
  await expect(joinedToast).toBeVisible()

  // On /bookings: the entry waits, nothing offered yet.
  await page.goto('/bookings')
  const section = page.getByRole('region', { name: t('bookings:waitingList.title') })
  const entry = section.getByTestId('waiting-entry')
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(t('bookings:waitingList.state.waiting'))
  await expect(entry.getByRole('link', { name: t('bookings:waitingList.openOffer') })).toHaveCount(0)

  // The other patient cancels one booking: its time is offered to the patient waiting, and to nobody else.
  await ok(
    await other.request.post(`/api/v1/bookings/${booked[0]}/cancel`, {
      headers,
      data: { refundTo: 'wallet' },
    }),
  )
  const openOffer = entry.getByRole('link', { name: t('bookings:waitingList.openOffer') })
  await expect(async () => {
    await page.reload()
    await expect(openOffer).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  const stillFree = (await (
    await ok(await request.get(`/api/v1/doctors/${doctorId}/availability?days=30`))
  ).json()) as { slots: { start: string }[] }
  baseExpect(stillFree.slots.map((s) => s.start)).not.toContain(times[0])
  const notifications = (await (await ok(await page.request.get('/api/v1/notifications'))).json()) as {
    items: { type: string; link: string | null }[]
  }
  const told = notifications.items.find((n) => n.type === 'bookings.earlierTimeOffered')
  baseExpect(told?.link).toMatch(/^\/waiting-list\/offers\/[0-9a-f-]{36}$/)

  // The offer's page shows the time held, and books it through the usual steps.
  await openOffer.click()
  await expect(page).toHaveURL(/\/waiting-list\/offers\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: t('bookings:waitingList.offerTitle') })).toBeVisible()
  await finalShot(page, 'waiting-offer')
  await page.getByRole('button', { name: t('bookings:waitingList.offerBook') }).click()
  await expect(page).toHaveURL(/step=4/)
  // Step 4 opens on the kept choice; the complaint typed once the step has settled (its count follows it).
  const complaint = lang === 'ar' ? 'صداع متكرر' : 'Recurring headache'
  const field = page.getByRole('textbox', { name: t('booking:problem.label') })
  await expect(page.getByText(t('booking:problem.count', { used: 0, max: 256 }))).toBeVisible()
  await expect(async () => {
    await field.fill(complaint)
    await expect(
      page.getByText(t('booking:problem.count', { used: complaint.length, max: 256 })),
    ).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 15_000 })
  await page.getByRole('button', { name: t('booking:problem.next') }).click()
  await expect(page).toHaveURL(/step=5/)
  await page.getByRole('button', { name: t('booking:confirm.confirmed') }).click()
  await expect(page).toHaveURL(/step=6/)
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.wallet.label')) }).click()
  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()
  const confirm = page.getByRole('dialog', { name: t('booking:payment.confirmWallet.title') })
  await confirm.getByRole('button', { name: t('booking:payment.confirmWallet.confirm') }).click()
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/success$/)
  const bookingId = page.url().split('/').at(-2) ?? ''
  const mine = (await (await ok(await page.request.get(`/api/v1/bookings/${bookingId}`))).json()) as {
    startsAt: string
    status: string
  }
  baseExpect(mine).toMatchObject({ startsAt: times[0], status: 'opened' })

  // Back on /bookings the entry is done.
  await page.goto('/bookings')
  await expect(entry).toContainText(t('bookings:waitingList.state.booked'))
  await finalShot(page, 'waiting-list-booked')
  await other.close()
  await doctorContext.close()
})
