import { formatNumber } from '@app/i18n/format'
import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { expect, test } from '../../fixtures/test'

// SPEC 3.1, 3.7 (issue 45 §5): countries of practice, insurance category and name, a certificate's category and
// type — entered in the editor, refused with a translated message when half given, shown on the doctor's page.
test('a doctor gives countries of practice, the insurance accepted and a typed certificate; the page shows them', async ({
  page,
  t,
  lang,
  smsCode,
  finalShot,
}) => {
  test.setTimeout(120_000)
  await signUpCompleteDoctor(page, t, smsCode, 'د. هالة منصور')
  await expect(page).toHaveURL(/\/profile\/edit\/video$/)

  const countries = page.getByRole('group', { name: t('doctorData:editor.practiceCountries') })
  await countries.getByRole('checkbox', { name: t('profiles:countries.EG') }).check()
  await countries.getByRole('checkbox', { name: t('profiles:countries.SA') }).check()

  // A category without the insurer's name is refused before anything is sent, in the page's language.
  await page.getByLabel(t('doctorData:editor.insuranceCategory')).selectOption('privateInsurer')
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(page.getByText(t('validation:insurance.nameRequired'), { exact: true })).toBeVisible()
  await page.getByLabel(t('doctorData:editor.insuranceName')).fill('AXA')

  await page.getByRole('button', { name: t('doctorData:editor.addCertificate') }).click()
  const certificate = page.getByRole('group', {
    name: t('doctorData:editor.certificateItem', { number: formatNumber(1, lang) }),
  })
  await certificate.getByLabel(t('doctorData:editor.certificateCategory')).selectOption('fellowship')
  await certificate.getByLabel(t('doctorData:editor.certificateType')).selectOption('arabBoard')
  await certificate
    .getByLabel(t('doctorData:editor.certificateName'), { exact: false })
    .fill('البورد العربي في الباطنة')

  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith('/editor'),
    { timeout: 60_000 },
  )
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  expect((await answer).status()).toBe(200)

  // The doctor's own page (not verified yet: shown to them alone).
  const { userId } = (await (await page.request.get('/api/v1/doctors/me/profile')).json()) as {
    userId: string
  }
  await page.goto(`/doctor/${userId}`)
  const fact = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  await expect(fact(t('doctorData:page.practiceCountries'))).toContainText(t('profiles:countries.SA'))
  await expect(fact(t('doctorData:page.practiceCountries'))).toContainText(t('profiles:countries.EG'))
  await expect(fact(t('doctorData:page.insurance'))).toHaveText(
    `${t('doctorData:catalogues.insuranceCategories.privateInsurer')} — AXA`,
  )
  await expect(
    page.getByText(`${t('doctorData:catalogues.certificateTypes.arabBoard')}: البورد العربي في الباطنة`),
  ).toBeVisible()
  await finalShot(page, 'doctor-data')
})
