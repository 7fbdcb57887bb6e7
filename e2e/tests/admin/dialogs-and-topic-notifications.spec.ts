import type { Browser, Page } from '@playwright/test'
import { registeredPatient } from '../../fixtures/patients'
import { demo, expect, test, type Lang } from '../../fixtures/test'

test.describe.configure({ timeout: 120_000 })

/** A second browser in this run's language (a new one opens in Arabic otherwise). */
async function contextIn(browser: Browser, lang: Lang, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((language: Lang) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  return context
}

type WorkerAdmin = { phone: string; password: string; totpSecret: string }

async function signInAdmin(
  page: Page,
  signInWith: (a: WorkerAdmin, p: '/admin-sign-in') => Promise<void>,
  admin: WorkerAdmin,
) {
  await signInWith(admin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
}

// Issue 10 §2: each language run edits its own text (Arabic the editor's intro, English the schedule's), so the two
// runs never save over each other; the doctor's editor shows the new text in the doctor's language.
test('an admin edits a dialog, script is refused, and the doctor reads the new text', async ({
  page,
  browser,
  t,
  lang,
  signInWith,
  workerAdmin,
  finalShot,
}, testInfo) => {
  const leaf = lang === 'ar' ? 'intro' : 'intro'
  const branch = lang === 'ar' ? 'editor' : 'schedule'
  const stamp = Date.now().toString(36)
  const text = lang === 'ar' ? `مرحبًا **دكتور** ${stamp}` : `Welcome, **doctor** ${stamp}`
  await signInAdmin(page, signInWith, workerAdmin)
  await page.goto('/manage-dialogs')
  await expect(page.getByRole('heading', { level: 1, name: t('dialogs:title') })).toBeVisible()
  const tree = page.getByRole('tree', { name: t('dialogs:tree') })
  await expect(tree).toBeVisible()
  const branchGroup = tree.locator('li', { has: page.getByText(branch, { exact: true }) })
  await branchGroup
    .getByRole('treeitem')
    .filter({ hasText: new RegExp(`^${leaf}`) })
    .click()
  await expect(
    page.getByRole('heading', { name: t('dialogs:editing', { key: `${branch}.${leaf}` }) }),
  ).toBeVisible()

  const field = page.getByRole('textbox', {
    name: t('dialogs:markdown', { language: t(`dialogs:languages.${lang}`) }),
  })
  // 14 rows (SPEC 9).
  await expect(field).toHaveAttribute('rows', '14')
  // Script is refused before it reaches the server, and the preview never runs it.
  await field.fill('<script>window.hacked = 1</script>')
  await expect(page.getByText(t('validation:markdownHtml'))).toBeVisible()
  await expect(page.getByRole('button', { name: t('dialogs:save') })).toBeDisabled()
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()

  await field.fill(text)
  const preview = page.getByRole('region', {
    name: t('dialogs:preview', { language: t(`dialogs:languages.${lang}`) }),
  })
  await expect(preview.locator('strong')).toHaveText(lang === 'ar' ? 'دكتور' : 'doctor')
  await page.getByRole('button', { name: t('dialogs:save') }).click()
  await expect(page.getByText(t('dialogs:saved'))).toBeVisible()
  // The dialogs query was read again: the tree's label shows the new text.
  await expect(tree.getByRole('treeitem').filter({ hasText: stamp })).toBeVisible()
  await finalShot(page, 'admin-edited-dialog')

  // The doctor (the doctor sign-in page is English, SPEC 1) opens the editor and reads it.
  const baseURL = String(testInfo.project.use.baseURL)
  const doctorContext = await contextIn(browser, lang, baseURL)
  const doctorPage = await doctorContext.newPage()
  await doctorPage.goto('/sign-in?role=doctor')
  await doctorPage.getByLabel('Mobile number').first().fill(demo.doctor.phone.slice(1))
  await doctorPage.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.doctor.password)
  await doctorPage.getByRole('button', { name: 'Sign in' }).last().click()
  await expect(doctorPage).toHaveURL(/\/home$/, { timeout: 30_000 })
  await doctorPage.goto('/profile/edit/video')
  const shown = doctorPage.locator(`[data-dialog-key="${branch}.${leaf}"]`)
  await expect(shown).toContainText(stamp, { timeout: 20_000 })
  await expect(shown.locator('strong')).toHaveText(lang === 'ar' ? 'دكتور' : 'doctor')
  await finalShot(doctorPage, 'doctor-reads-dialog')
  await doctorContext.close()
})

// Issue 10 §3: the admin sends to the patients of this run's language; a patient signed in elsewhere sees it arrive in
// the open notification list without reloading, in their language.
test('an admin sends a notification to a topic and a signed-in patient receives it live', async ({
  page,
  browser,
  request,
  t,
  lang,
  signInWith,
  workerAdmin,
  smsCode,
  finalShot,
}, testInfo) => {
  test.slow()
  const baseURL = String(testInfo.project.use.baseURL)
  const origin = new URL(baseURL).origin
  const account = await registeredPatient(request, smsCode, origin)
  const patientContext = await contextIn(browser, lang, baseURL)
  const patientPage = await patientContext.newPage()
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(t('common:phone.label')).fill(account.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(account.password)
  await patientPage.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(patientPage).toHaveURL(/\/home$/)
  // The account's app language is this run's (the audience below is narrowed by it).
  const language = await patientPage.request.put('/api/v1/session/language', {
    headers: { origin },
    data: { language: lang },
  })
  expect(language.ok()).toBe(true)
  await patientPage.goto('/notifications')
  await expect(patientPage.getByRole('heading', { level: 1, name: t('notifications:title') })).toBeVisible()

  const stamp = Date.now().toString(36)
  const texts = {
    titleAr: `عرض جديد ${stamp}`,
    titleEn: `New offer ${stamp}`,
    bodyAr: 'خصم على الاستشارات بالفيديو هذا الأسبوع.',
    bodyEn: 'A discount on video consultations this week.',
  }
  await signInAdmin(page, signInWith, workerAdmin)
  await page.goto('/send-notifications')
  await expect(page.getByRole('heading', { level: 1, name: t('topicNotifications:title') })).toBeVisible()
  await page.getByRole('combobox', { name: t('topicNotifications:topic') }).click()
  await page.getByRole('option', { name: t('topicNotifications:topics.patients') }).click()
  await page.getByRole('combobox', { name: t('topicNotifications:language') }).click()
  await page.getByRole('option', { name: t(`topicNotifications:languages.${lang}`) }).click()
  // The recipients are counted before sending.
  await expect(page.getByText(t('topicNotifications:counting'))).toHaveCount(0)
  await expect(page.getByText(t('topicNotifications:countFailed'))).toHaveCount(0)
  // Empty texts are refused on the page.
  await page.getByRole('button', { name: t('topicNotifications:send') }).click()
  await expect(page.getByText(t('validation:required')).first()).toBeVisible()
  for (const [name, value] of Object.entries(texts))
    await page.getByRole('textbox', { name: t(`topicNotifications:${name}`) }).fill(value)
  // The preview in both languages.
  await expect(
    page.getByRole('region', {
      name: t('topicNotifications:previewAs', { language: t('topicNotifications:languages.ar') }),
    }),
  ).toContainText(texts.titleAr)
  await expect(
    page.getByRole('region', {
      name: t('topicNotifications:previewAs', { language: t('topicNotifications:languages.en') }),
    }),
  ).toContainText(texts.titleEn)
  await page.getByRole('button', { name: t('topicNotifications:send') }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(t('topicNotifications:confirmTitle'))
  // A double click on the confirmation sends once.
  await dialog.getByRole('button', { name: t('topicNotifications:send') }).dblclick()
  await expect(page.getByText(t('topicNotifications:sent'))).toBeVisible()
  const log = page.getByRole('region', { name: t('topicNotifications:log') })
  const item = log.getByRole('listitem').filter({ hasText: lang === 'ar' ? texts.titleAr : texts.titleEn })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(t('topicNotifications:status.done'), { timeout: 30_000 })
  await finalShot(page, 'admin-sent-topic-notification')

  // The patient's open list shows it without a reload, in the patient's language.
  const mine = lang === 'ar' ? texts.titleAr : texts.titleEn
  await expect(patientPage.getByText(mine)).toBeVisible({ timeout: 20_000 })
  await expect(patientPage.getByText(lang === 'ar' ? texts.bodyAr : texts.bodyEn)).toBeVisible()
  await finalShot(patientPage, 'patient-received-topic-notification')
  await patientContext.close()
})
