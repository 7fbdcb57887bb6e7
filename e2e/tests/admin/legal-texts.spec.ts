import type { Page } from '@playwright/test'
import { exclusive } from '../../fixtures/exclusive'
import { registeredPatient } from '../../fixtures/patients'
import { askLegalAcceptance, expect, freshPhone, test, type Lang } from '../../fixtures/test'

test.describe.configure({ timeout: 180_000 })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A text with a number in it, as a pattern matching it with any number there (in either language's digits). */
const withAnyNumber = (text: string) => new RegExp(`^${escaped(text).replace(/987|٩٨٧/, '[0-9٠-٩]+')}$`)

/** The session's user id, read with the page's own cookies. */
async function userIdOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }
  return session.user.id
}

/** What the journeys' contexts are given for the project's language (as fixtures/test.ts gives its page). */
async function inLanguage(page: Page, lang: Lang, baseURL: string) {
  await page.context().addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}

// Issue 45 §1 and §6: a patient signs up under the line "By signing up you accept the Terms of use and the Privacy
// policy" (each a link); the sign-up records both acceptances, which the admin sees on the patient's account page.
test('a patient signs up accepting the terms; the admin sees the acceptances', async ({
  page,
  t,
  lang,
  baseURL,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const phone = freshPhone()
  await page.goto('/sign-up')
  await expect(page.getByRole('link', { name: t('legal:titles.terms') })).toHaveAttribute(
    'href',
    '/help/terms',
  )
  await expect(page.getByRole('link', { name: t('legal:titles.privacy') })).toHaveAttribute(
    'href',
    '/help/privacy',
  )
  const typed = phone.slice(1)
  await page
    .getByLabel(t('common:phone.label'))
    .fill(lang === 'ar' ? typed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : typed)
  await page.getByRole('button', { name: t('accounts:code.send') }).click()
  await page.getByLabel(t('common:code.label')).fill(await smsCode(phone))
  await page.getByRole('button', { name: t('accounts:code.verify') }).click()
  await page.getByRole('textbox', { name: t('accounts:fields.newPassword'), exact: true }).fill('Secret12')
  await page
    .getByRole('textbox', { name: t('accounts:fields.confirmPassword'), exact: true })
    .fill('Secret12')
  await page.getByRole('button', { name: t('accounts:signUp.submit') }).click()
  await expect(page).toHaveURL(/\/create-email$/)
  // The profile is made through the API (profile creation has its own journey); the admin's page lists profiles.
  const name = lang === 'ar' ? 'هالة سمير' : 'Hala Samir'
  const created = await page.request.post('/api/v1/profiles/me', {
    headers: { origin: baseURL ?? '' },
    data: {
      role: 'patient',
      name,
      gender: 'female',
      birthday: '1991-07-09',
      email: `h${phone}@example.com`,
      addresses: [
        {
          countryId: 'EG',
          governorateId: 1,
          areaId: 1,
          region: 'Nasr City',
          buildingNumberName: '12',
          streetBlockCompound: 'Abbas El Akkad St.',
          districtTownVillage: 'Seventh district',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const patientId = await userIdOf(page)
  await page.context().clearCookies({ name: 'sid' })

  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(`/manage-patients/${patientId}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const acceptances = page.getByRole('region', { name: t('legal:acceptances.title') })
  for (const key of ['terms', 'privacy'])
    await expect(
      acceptances.getByRole('listitem').filter({ hasText: t(`legal:titles.${key}`) }),
    ).toContainText(t('legal:acceptances.via.sign-up'))
  await finalShot(page, 'admin-sees-sign-up-acceptances')
})

// Issue 45 §1 and §6: an admin publishes a new version of the privacy policy at /manage-legal; a patient signed in
// elsewhere is asked to accept it, once: after accepting, a reload asks nothing. The other journeys of the run never
// see the dialog (fixtures/test.ts answers "nothing to accept" in their contexts); this one asks the server, and the
// publication and its check take turns with the other language's (fixtures/exclusive.ts), so neither publishes again
// between the other's acceptance and its reload.
test('an admin publishes a new privacy policy; a signed-in patient accepts it once', async ({
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
  const patient = await registeredPatient(request, smsCode, baseURL ?? '')
  const patientContext = await browser.newContext()
  await askLegalAcceptance(patientContext)
  const patientPage = await patientContext.newPage()
  await inLanguage(patientPage, lang, baseURL ?? '')
  await signInPatient(patientPage, patient, t)
  const dialog = patientPage.getByRole('dialog', { name: t('legal:acceptance.title') })

  // The admin signs in first: the authenticator's step may have to be waited for, outside the turn.
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)

  await exclusive('publish-privacy', async () => {
    await page.goto('/manage-legal')
    await page.getByRole('button', { name: t('legal:titles.privacy') }).click()
    const stamp = Date.now().toString(36)
    for (const language of ['ar', 'en'] as const) {
      const field = page.getByRole('textbox', {
        name: t('legal:editor.markdown', { language: t(`legal:editor.languages.${language}`) }),
      })
      await expect(field).not.toHaveValue('')
      await field.fill(`${await field.inputValue()}\n\n${language === 'ar' ? 'تعديل' : 'Edited'} ${stamp}.`)
    }
    const published = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/v1\/legal\/privacy\/versions$/.test(response.url()),
    )
    // "Publish version N": N is the next version, whichever the other journeys of the run made the current one.
    await page
      .getByRole('button', { name: withAnyNumber(t('legal:editor.publish', { version: 987 })) })
      .click()
    const { version } = (await (await published).json()) as { version: number }
    await expect(page.getByText(t('legal:editor.published', { version }))).toBeVisible()

    // The patient's next page asks, blocking, with a link to the new version.
    await patientPage.goto('/home')
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByRole('link', {
        name: new RegExp(escaped(t('legal:acceptance.item', { title: t('legal:titles.privacy'), version }))),
      }),
    ).toHaveAttribute('href', '/help/privacy')
    await finalShot(patientPage, 'patient-asked-to-accept-privacy')
    await dialog.getByRole('button', { name: t('legal:acceptance.accept') }).click()
    await expect(dialog).toBeHidden()

    // Accepted once: a reload asks the server again, and it has nothing to ask.
    const pending = patientPage.waitForResponse((response) =>
      /\/legal-acceptances\/pending$/.test(response.url()),
    )
    await patientPage.reload()
    expect(await (await pending).json()).toEqual({ items: [] })
    await expect(patientPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  // The admin sees the acceptance, made in the dialog.
  await page.goto(`/manage-patients/${await userIdOf(patientPage)}`)
  await expect(
    page
      .getByRole('region', { name: t('legal:acceptances.title') })
      .getByRole('listitem')
      .filter({ hasText: t('legal:acceptances.via.dialog') }),
  ).toContainText(t('legal:titles.privacy'))
  await finalShot(page, 'admin-sees-privacy-accepted')
  await patientContext.close()
})

async function signInPatient(
  patientPage: Page,
  patient: { phone: string; password: string },
  t: (key: string) => string,
) {
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(t('common:phone.label')).fill(patient.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(patient.password)
  await patientPage.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(patientPage).toHaveURL(/\/home$/)
}
