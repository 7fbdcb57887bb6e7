import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { demo, expect, test } from '../fixtures/test'
import { saveBookingChoice } from '../fixtures/booking'
import { topUpWallet } from '../fixtures/wallet'

// The app's Content-Security-Policy (script-src 'self') rightly refuses axe's injected script; only these checks lift it.
test.use({ bypassCSP: true })

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** axe-core's WCAG 2.x A and AA rules on the page as it stands (ARCHITECTURE: WCAG AA). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Map tiles are third-party images without text alternatives of their own; the map has a label.
      exclude: [['.leaflet-tile-container']],
    })) as { violations: unknown[] }
    return result.violations
  })
  return (found as Violation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

async function settled(page: Page, path: string) {
  await page.goto(path)
  // The CI machine runs these about three times slower than a developer's; a page's first visit loads its chunk and
  // data (the doctor's editor, the heaviest, took over 10 s there twice): 30 s before calling it missing.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 })
  // Skeletons and lazy chunks out of the way.
  await expect(page.getByRole('status').filter({ has: page.locator('.skeleton') })).toHaveCount(0, {
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
}

test('the public pages pass WCAG 2.1 AA checks', async ({ page }) => {
  // Fifteen pages, each settled and checked by axe: several times one journey's length.
  test.slow()
  const doctors = (await (await page.request.get('/api/v1/doctors?practice=clinic')).json()) as {
    items: { id: string }[]
  }
  const clinicDoctor = doctors.items[0]?.id ?? ''
  for (const path of [
    '/home',
    '/sign-in',
    '/sign-up',
    '/sign-up-doctor',
    '/forgot-password/patient',
    '/help',
    '/primary_doctors',
    '/specialists',
    '/clinic',
    `/clinic/${clinicDoctor}`,
    `/doctor/${clinicDoctor}`,
    '/booking',
    '/booking?step=1',
    `/booking?step=2&doctorId=${clinicDoctor}`,
    `/booking?step=3&doctorId=${clinicDoctor}&practice=clinic`,
  ]) {
    await settled(page, path)
    expect(await violations(page), path).toEqual([])
  }
})

test('a doctor’s editor and schedule pass WCAG 2.1 AA checks', async ({ page, signInWith }) => {
  await signInWith(demo.doctor)
  await expect(page).toHaveURL(/\/home$/)
  for (const path of ['/profile/edit/video', '/profile/edit/clinic', '/schedule']) {
    await settled(page, path)
    expect(await violations(page), path).toEqual([])
  }
})

test('a patient’s pages pass WCAG 2.1 AA checks', async ({ page, signInWith }) => {
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  for (const path of [
    '/home',
    '/favourites',
    '/profile',
    '/settings',
    '/change-password',
    '/wallet',
    '/wallet/payments',
  ]) {
    await settled(page, path)
    expect(await violations(page), path).toEqual([])
  }
})

test('an admin’s home, a doctor’s editor opened by an admin and the doctors’ review pass WCAG 2.1 AA checks', async ({
  page,
  signInWith,
  workerAdmin,
}) => {
  test.slow()
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  const doctors = (await (await page.request.get('/api/v1/doctors?practice=video')).json()) as {
    items: { id: string }[]
  }
  const doctorId = doctors.items[0]?.id ?? ''
  const labs = (await (await page.request.get('/api/v1/admin-accounts/lab')).json()) as {
    items: { userId: string }[]
  }
  const labId = labs.items[0]?.userId ?? ''
  expect(labId, 'a seeded lab').not.toBe('')
  // Issue 10 §1: the doctors' list and one doctor's review.
  for (const path of [
    '/home',
    `/profile/edit/home?doctorId=${doctorId}`,
    '/manage-doctors',
    `/manage-doctors/${doctorId}`,
    // Issue 10 §2, §3: the dialogs editor and the topic notifications' page.
    '/manage-dialogs',
    '/send-notifications',
    // Issue 10 §2, §4: the leads, the data exports, the audit log and the failed jobs.
    '/hh_form_leads',
    '/dumps',
    '/audit',
    '/audit?tab=jobs',
    // Issue 10 §1: the account consoles, the admins and the deletion requests.
    '/manage-patients',
    '/manage-labs',
    // Issue 43 §1: a lab's tests and prices and its opening hours, as an admin sees and corrects them.
    `/manage-labs/${labId}`,
    '/manage-admins',
    '/manage-deletions',
  ]) {
    await settled(page, path)
    expect(await violations(page), path).toEqual([])
  }
})

// Issue 9: the wizard's last steps, the payment page of a kiosk order and a booking's receipt.
test('a patient’s booking steps 4–6, a payment page and a receipt pass WCAG 2.1 AA checks', async ({
  page,
  signInWith,
  lang,
  t,
}) => {
  test.slow()
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  const doctors = (await (await page.request.get('/api/v1/doctors?practice=video')).json()) as {
    items: { id: string; nameAr: string; nameEn: string | null }[]
  }
  const doctor = doctors.items[0]
  if (!doctor) throw new Error('no video doctor listed')
  // A time of its own per language run (both run at once) for the wizard, another for the receipt's booking.
  await saveBookingChoice(page, doctor.id, lang === 'ar' ? 7 : 9, 'صداع')
  const slots = (
    (await (await page.request.get(`/api/v1/doctors/${doctor.id}/availability?days=30`)).json()) as {
      slots: { start: string }[]
    }
  ).slots
  const bookedSlot = slots[lang === 'ar' ? 8 : 10]
  for (const step of [4, 5, 6]) {
    await settled(page, `/booking?step=${step}&doctorId=${doctor.id}`)
    expect(await violations(page), `step ${step}`).toEqual([])
  }
  const origin = new URL(page.url()).origin
  const book = async (method: string) =>
    (await (
      await page.request.post('/api/v1/bookings', {
        headers: { origin },
        data: {
          doctorId: doctor.id,
          practice: 'video',
          startsAt: bookedSlot?.start,
          complaint: 'صداع',
          method,
          timeZone: 'Africa/Cairo',
          timezoneOffsetMinutes: -120,
        },
      })
    ).json()) as { bookingId?: string; orderId?: string }
  await topUpWallet(page, 100_000)
  const { bookingId } = await book('wallet')
  expect(bookingId).toBeTruthy()
  await settled(page, `/booking/${bookingId}/success`)
  await expect(page.getByRole('heading', { level: 1, name: t('booking:success.title') })).toBeVisible()
  expect(await violations(page), 'receipt').toEqual([])
  const topUp = (await (
    await page.request.post('/api/v1/payments/cash-in', {
      headers: { origin },
      data: { amount: 1000, method: 'kiosk' },
    })
  ).json()) as { orderId: string }
  await settled(page, `/payments/pay/${topUp.orderId}`)
  expect(await violations(page), 'kiosk payment page').toEqual([])
})

test('a lab’s pages (English only) pass WCAG 2.1 AA checks', async ({ page, signInWith }) => {
  await signInWith(demo.lab)
  await expect(page).toHaveURL(/\/home$/)
  // Issue 43 §1: the tests and prices, and the opening hours, are tabs of the profile.
  for (const path of ['/home', '/profile', '/profile?tab=offers', '/profile?tab=hours', '/settings']) {
    await settled(page, path)
    expect(await violations(page), path).toEqual([])
  }
})
