import { expect, freshPhone, test } from '../../fixtures/test'

test.describe.configure({ timeout: 150_000 })

/** A number as the page shows it: Arabic-Indic digits in Arabic. */
const shown = (digits: string, lang: string) =>
  lang === 'ar' ? digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) : digits

// Issue 45 §1 and §6: a visitor finds "Ask us a question" on /help, asks with a mobile (typed in the reader's digits)
// and is told it was sent; an admin finds it in /manage-questions, answers it by SMS (the development outbox holds the
// text, in the language it was asked in) and closes it after a confirmation.
test('a visitor asks a question with a mobile; an admin answers it by SMS and closes it', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  // A name is letters only (issue 41 §2): the run's stamp that keeps it unique is spelt in letters.
  const stamp = [...String(Date.now() % 100_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')
  const name = lang === 'ar' ? `كريم فؤاد ${stamp}` : `Karim Fouad ${stamp}`
  const mobile = freshPhone()
  const question = lang === 'ar' ? `هل يمكن الكشف يوم الجمعة؟ ${stamp}` : `Can I book on a Friday? ${stamp}`

  await page.goto('/help')
  await page.getByRole('link', { name: t('legal:ask.link') }).click()
  await expect(page).toHaveURL(/\/help\/ask$/)
  await expect(page.getByRole('heading', { level: 1, name: t('legal:ask.title') })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(t('legal:ask.title')))
  await page.getByRole('button', { name: t('legal:ask.send') }).click()
  await expect(page.getByText(t('legal:problems.bodyRequired'))).toBeVisible()
  await page.getByLabel(t('legal:ask.name')).fill(name)
  await page.getByLabel(t('common:phone.label')).fill(shown(mobile.slice(1), lang))
  await page.getByRole('textbox', { name: t('legal:ask.body') }).fill(question)
  await page.getByRole('button', { name: t('legal:ask.send') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('legal:ask.sent') })).toBeVisible()
  await finalShot(page, 'visitor-asked-a-question')

  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/manage-questions')
  await expect(page.getByRole('heading', { level: 1, name: t('legal:questions.title') })).toBeVisible()
  await page.getByLabel(t('legal:questions.search')).fill(mobile.slice(1))
  const row = page.getByRole('listitem', { name })
  await expect(row).toContainText(question)
  await row.getByRole('button', { name: t('legal:questions.view') }).click()
  const dialog = page.getByRole('dialog', { name: t('legal:questions.dialogTitle', { name }) })
  // A visitor is answered by SMS only: no account, no email.
  await expect(dialog.getByRole('radio')).toHaveCount(1)
  await expect(dialog.getByRole('radio')).toBeChecked()
  const answer = lang === 'ar' ? `نعم، من ١٠ صباحًا ${stamp}` : `Yes, from 10 am ${stamp}`
  await dialog.getByRole('textbox', { name: t('legal:questions.answer') }).fill(answer)
  await dialog.getByRole('button', { name: t('legal:questions.send') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(t('legal:questions.sent'))).toBeVisible()

  // The SMS is a job (ADR 0013): the development outbox holds it once it ran.
  await expect
    .poll(
      async () => {
        const items = (await (await request.get('/api/v1/dev/outbox')).json()).items as {
          channel: string
          to: string
          body: string
        }[]
        return items.find((m) => m.channel === 'sms' && m.to === mobile)?.body
      },
      { timeout: 30_000 },
    )
    .toBe(`${lang === 'ar' ? 'ردّ فريق صحة على سؤالك' : 'Sehha answered your question'}: ${answer}`)

  // Answered, it moves to its tab; closed after a confirmation, to the closed tab.
  await expect(row).toBeHidden()
  await page.getByRole('tab', { name: t('legal:questions.status.answered') }).click()
  await row.getByRole('button', { name: t('legal:questions.view') }).click()
  await expect(dialog).toContainText(answer)
  await dialog.getByRole('button', { name: t('legal:questions.close') }).click()
  const confirm = page.getByRole('dialog', { name: t('legal:questions.closeConfirmTitle') })
  await confirm.getByRole('button', { name: t('legal:questions.close') }).click()
  await expect(page.getByText(t('legal:questions.closed'))).toBeVisible()
  await expect(row).toBeHidden()
  await page.getByRole('tab', { name: t('legal:questions.status.closed') }).click()
  await expect(row).toContainText(question)
  await finalShot(page, 'admin-answered-and-closed-a-question')
})
