import { toArabicIndicDigits } from '@app/domain/shared'
import { formatMoney } from '@app/i18n/format'
import { doctorWithEarnings } from '../../fixtures/earnings'
import { expect, test } from '../../fixtures/test'
import { wcagViolations } from '../../fixtures/checks'

test.describe.configure({ timeout: 300_000 })
// axe's injected script needs the page's Content-Security-Policy lifted (as tests/a11y.spec.ts does).
test.use({ bypassCSP: true })

// Issue 12 §5 (SPEC 2.3 'Earnings', 3.5, 4 'Cash-out result', 5 'Payout', 7.2 cashOutPayment): a doctor whose
// documented consult released a fee sees it on /wallet, is told WE numbers cannot receive payouts, pays the whole
// balance out to a Vodafone wallet in the sandbox after a confirmation, sees the balance drop at once and the payout
// succeed.
test('a doctor pays out their earnings to a mobile wallet in the sandbox', async ({
  page,
  browser,
  lang,
  t,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const nameAr = lang === 'ar' ? 'د. هالة فؤاد المنشاوي' : 'د. هالة فؤاد الشريف'
  const { doctorContext, doctorPage, earned } = await doctorWithEarnings({
    browser,
    page,
    lang,
    t,
    smsCode,
    signInWith,
    admin: workerAdmin,
    nameAr,
  })
  const money = (piastres: number) => formatMoney(piastres, lang)
  const digits = (text: string) => (lang === 'ar' ? toArabicIndicDigits(text) : text)

  await doctorPage.goto('/wallet')
  await expect(
    doctorPage.getByRole('heading', { level: 1, name: t('payments:wallet.earningsTitle') }),
  ).toBeVisible()
  await expect(doctorPage.getByTestId('earnings-available')).toHaveText(money(earned))
  await expect(doctorPage.getByTestId('earnings-held')).toHaveText(money(0))
  const log = doctorPage.getByRole('region', { name: t('payouts:log.title') })
  await expect(log.getByTestId('earnings-line').first()).toContainText(t('payouts:log.types.visitReceive'))
  await expect(log.getByTestId('earnings-line').first()).toContainText(money(earned))
  await expect(doctorPage.getByRole('region', { name: t('payouts:list.title') })).toContainText(
    t('payouts:list.empty'),
  )

  await doctorPage.getByRole('button', { name: t('payouts:balance.payOut') }).click()
  const form = doctorPage.getByRole('dialog', { name: t('payouts:form.title') })
  await expect(form.getByLabel(t('payouts:form.amount'))).toHaveValue(String(earned / 100))
  await expect(form.getByText(t('payouts:form.weNotice'))).toBeVisible()

  // SPEC 5: a WE number is refused with its reason, before anything is sent.
  const msisdn = form.getByLabel(t('payouts:form.msisdn'))
  await msisdn.fill(digits('01512345670'))
  await form.getByLabel(t('payouts:form.fullName')).fill(nameAr)
  await form.getByLabel(t('payouts:form.email')).fill('hala@example.com')
  await form.getByRole('button', { name: t('payouts:form.review') }).click()
  await expect(form.getByText(t('validation:payout.msisdnWe'))).toBeVisible()

  // A Vodafone number (Arabic-Indic digits on the Arabic page): the sandbox pays it out at once.
  await msisdn.fill(digits('01012345670'))
  await finalShot(doctorPage, 'doctor-payout-form')
  await form.getByRole('button', { name: t('payouts:form.review') }).click()
  const confirm = doctorPage.getByRole('dialog', { name: t('payouts:form.confirmTitle') })
  await expect(confirm).toContainText(money(earned))
  await expect(confirm).toContainText('01012345670')
  await confirm.getByRole('button', { name: t('payouts:form.confirm') }).click()
  await expect(doctorPage.getByText(t('payouts:form.sent', { amount: money(earned) }))).toBeVisible()
  await expect(form).toBeHidden()

  await expect(doctorPage.getByTestId('earnings-available')).toHaveText(money(0))
  const payouts = doctorPage.getByRole('region', { name: t('payouts:list.title') })
  await expect(payouts.getByTestId('payout-line').first()).toContainText(t('payouts:list.status.succeeded'))
  await expect(payouts.getByTestId('payout-line').first()).toContainText(money(earned))
  await expect(doctorPage.getByTestId('earnings-paid-out')).toHaveText(money(earned))
  await expect(doctorPage.getByTestId('earnings-in-transit')).toHaveText(money(0))
  await expect(log.getByTestId('earnings-line').first()).toContainText(t('payouts:log.types.cashOut'))
  await expect(doctorPage.getByRole('button', { name: t('payouts:balance.payOut') })).toBeDisabled()
  expect(await wcagViolations(doctorPage)).toEqual([])
  await finalShot(doctorPage, 'doctor-earnings-paid-out')
  await doctorContext.close()
})
