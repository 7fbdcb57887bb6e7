import type { Browser, Page } from '@playwright/test'
import { joinableBooking } from '../../fixtures/consults'
import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test, type Lang } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'
import { ok, wcagViolations } from '../../fixtures/checks'

// Run on its own port and output directory when others run journeys at the same time:
//   npm run build && cd e2e && E2E_PORT=<port> npx playwright test tests/consults/call.spec.ts --output /tmp/pw-<name>
test.describe.configure({ timeout: 300_000 })
// The app's Content-Security-Policy rightly refuses axe's injected script; only these checks lift it.
test.use({ bypassCSP: true })

/** A second person's browser: the same language and device as the project, camera and microphone allowed. */
async function openContext(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    ...(lang === 'ar'
      ? { locale: 'ar-EG', viewport: { width: 390, height: 844 } }
      : { locale: 'en-US', viewport: { width: 1280, height: 800 } }),
    timezoneId: 'Africa/Cairo',
    permissions: ['camera', 'microphone'],
    bypassCSP: true,
  })
  await context.addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  return context
}

/** Whether the other side's video paints a new frame within two seconds (a frame arrived, not only a track). */
async function remoteFrameArrives(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('video[data-call-video="remote"]')
        if (!video) {
          resolve(false)
          return
        }
        video.requestVideoFrameCallback(() => resolve(video.videoWidth > 0))
        setTimeout(() => resolve(false), 2000)
      }),
  )
}

// Issue 11 §1 (SPEC 2.8 'Video call', 4, 9): a patient and a doctor, each in their own browser with a fake camera and
// microphone, go through the waiting room, connect over WebRTC, see each other, go audio only and back, write to each
// other, and the doctor ends the consult: the doctor lands on the session summary, the patient on the review.
test('a patient and a doctor hold a video consult through the waiting room until the doctor ends it', async ({
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
  await page.context().grantPermissions(['camera', 'microphone'])
  const doctorContext = await openContext(browser, lang)
  const doctorPage = await doctorContext.newPage()
  const nameAr = lang === 'ar' ? 'د. هالة مصطفى الجندي' : 'د. هالة مصطفى السيوفي'
  await signUpCompleteDoctor(doctorPage, t, smsCode, nameAr)
  const doctorId = (
    (await (await doctorPage.request.get('/api/v1/session')).json()) as { user: { id: string } }
  ).user.id
  const origin = new URL(doctorPage.url()).origin
  await ok(await doctorPage.request.post('/api/v1/doctors/me/submit', { headers: { origin } }))

  // An admin verifies the doctor, so the video practice can be booked.
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
  const bookingId = await joinableBooking(page, doctorPage, doctorId, {
    slotMinutes: 30,
    complaint: 'صداع وحرارة منذ يومين / headache and fever for two days',
  })

  // --- The waiting room, on both sides: names, the time, the checks, then Join. ---
  for (const side of [page, doctorPage]) {
    await side.goto(`/call/${bookingId}`)
    await expect(side.getByRole('heading', { level: 1, name: t('call:waiting.title') })).toBeVisible()
    await expect(side.getByText('Salma Adel')).toBeVisible()
    await expect(side.getByText(t('call:checks.cameraOk'))).toBeVisible()
    await expect(side.getByText(t('call:checks.networkOk'))).toBeVisible()
  }
  await expect(page.getByText(nameAr)).toBeVisible()
  await expect(page.getByText(t('call:checks.micOk'))).toBeVisible()
  expect(await wcagViolations(page), 'the waiting room passes WCAG 2.1 AA checks').toEqual([])
  await finalShot(page, 'call-waiting-room')
  await page.getByRole('button', { name: t('call:waiting.join') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('call:status.waiting_doctor') })).toBeVisible()
  await doctorPage.getByRole('button', { name: t('call:waiting.join') }).click()

  // --- Connected, each sees the other's video; the doctor is told about the ADD section (SPEC 2.8, 9). ---
  for (const side of [page, doctorPage])
    await expect(side.getByRole('status').filter({ hasText: t('call:status.connected') })).toBeVisible({
      timeout: 20_000,
    })
  await expect(doctorPage.getByText(t('call:doctorNotice.title'))).toBeVisible()
  expect(await wcagViolations(doctorPage), 'the call passes WCAG 2.1 AA checks').toEqual([])
  await expect.poll(() => remoteFrameArrives(page), { timeout: 15_000 }).toBe(true)
  await expect.poll(() => remoteFrameArrives(doctorPage), { timeout: 15_000 }).toBe(true)
  // Both joined: the booking is under way.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/consults/${bookingId}`)).json()) as { status: string })
          .status,
    )
    .toBe('going')

  // --- Audio only and back: the doctor sees the camera-off state, then frames again. ---
  const controls = (side: Page) => side.getByRole('group', { name: t('call:controls.label') })
  await controls(page)
    .getByRole('button', { name: t('call:controls.audioOnly') })
    .click()
  await expect(page.getByText(t('call:audioOnly.chosen'))).toBeVisible()
  await expect(doctorPage.getByText(t('call:badges.cameraOff'))).toBeVisible()
  await controls(page)
    .getByRole('button', { name: t('call:controls.backToVideo') })
    .click()
  await expect(doctorPage.getByText(t('call:badges.cameraOff'))).toBeHidden()
  await expect.poll(() => remoteFrameArrives(doctorPage), { timeout: 15_000 }).toBe(true)
  await finalShot(doctorPage, 'call-doctor-connected')

  // --- The patient's network drops for a moment: the offline bar shows, and the call goes on without a reload. ---
  await page.context().setOffline(true)
  await expect(page.getByText(t('frame:offline'))).toBeVisible()
  await page.context().setOffline(false)
  await expect(page.getByText(t('frame:offline'))).toBeHidden({ timeout: 20_000 })
  for (const side of [page, doctorPage])
    await expect(side.getByRole('status').filter({ hasText: t('call:status.connected') })).toBeVisible({
      timeout: 20_000,
    })
  await expect.poll(() => remoteFrameArrives(doctorPage), { timeout: 15_000 }).toBe(true)
  await expect.poll(() => remoteFrameArrives(page), { timeout: 15_000 }).toBe(true)

  // --- Messages both ways (on a phone the panel opens from the controls; on a desktop it is beside the video). ---
  const openChat = async (side: Page) => {
    if (lang === 'ar')
      await controls(side)
        .getByRole('button', { name: t('call:controls.chat'), exact: false })
        .click()
  }
  const closeChat = async (side: Page) => {
    if (lang === 'ar') await side.getByRole('button', { name: t('call:chat.close') }).click()
  }
  await openChat(page)
  await page.getByRole('textbox', { name: t('call:chat.label') }).fill('أسمعك بوضوح / I can hear you clearly')
  await page.getByRole('button', { name: t('call:chat.send'), exact: true }).click()
  await expect(page.getByText('أسمعك بوضوح / I can hear you clearly')).toBeVisible()
  await openChat(doctorPage)
  await expect(doctorPage.getByText('أسمعك بوضوح / I can hear you clearly')).toBeVisible()
  await doctorPage
    .getByRole('textbox', { name: t('call:chat.label') })
    .fill('أرسلي صورة التحليل من فضلك / please send the test result')
  await doctorPage.getByRole('button', { name: t('call:chat.send'), exact: true }).click()
  await expect(page.getByText('أرسلي صورة التحليل من فضلك / please send the test result')).toBeVisible()
  await finalShot(page, 'call-patient-messages')
  await closeChat(page)
  await closeChat(doctorPage)

  // --- The doctor ends the consult (with confirmation): each side goes on (SPEC 4). ---
  await doctorPage.getByRole('button', { name: t('call:controls.end') }).click()
  const confirm = doctorPage.getByRole('dialog', { name: t('call:end.title') })
  await confirm.getByRole('button', { name: t('call:end.confirm') }).click()
  await expect(doctorPage).toHaveURL(new RegExp(`/session-summary/${bookingId}$`), { timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`/call-review/${bookingId}$`), { timeout: 20_000 })
  await doctorContext.close()
})
