import type { Session } from '@app/domain/accounts'
import type { PrescriptionVerification } from '@app/domain/consults'
import { resources, translate } from '@app/i18n'
import { formatDateTime } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { routes } from '#web/app/router'

/**
 * /verify and /verify/{code} (issue 45 §4) through the app's own route table, signed out unless told otherwise: the
 * pharmacy's check in Arabic (right to left) and in English, the code typed by hand, and marking it dispensed.
 */

const ar = resources.ar.prescriptions
const en = resources.en.prescriptions
const code = '7KQ2M-X9D4T'

const verification: PrescriptionVerification = {
  code,
  issuedAt: '2026-07-01T21:30:00.000Z',
  doctor: {
    nameAr: 'د. أحمد الشناوي',
    nameEn: 'Dr Ahmed El-Shenawy',
    specialtyAr: 'أمراض القلب',
    specialtyEn: 'Cardiology',
    licenceNumber: '123456',
  },
  patientInitials: 'م. ع. ر.',
  items: [
    { drugName: 'Augmentin 1g', form: '', dose: '1 g', frequency: 'مرتين يوميا', duration: '7 أيام' },
    { drugName: 'Paracetamol', form: '', dose: '500 mg', frequency: '', duration: '' },
  ],
  dispensedAt: null,
}

const checkPath = `/prescriptions/verify/${code}`

const patient: Session = {
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000003',
    phone: '01012345678',
    email: null,
    emailVerified: false,
    isAdmin: false,
    testing: false,
    roles: ['patient'],
  },
  contextRole: 'patient',
  profile: {
    name: 'منى',
    photoUrl: null,
    hasAddress: true,
    verified: true,
    testing: false,
    regCompleteness: null,
  },
}

beforeAll(async () => {
  await Promise.all([
    i18n.loadNamespaces(['prescriptions', 'errors']),
    englishI18n.loadNamespaces(['prescriptions', 'errors']),
  ])
})

const open = (path: string, language: 'ar' | 'en') => renderWithProviders(null, { path, routes, language })

const gets = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([url, init]) => [init?.method ?? 'GET', String(url).replace(/^.*\/api\/v1/, '')])
    .filter(([, path]) => path !== '/session')

describe('/verify/{code}, the pharmacy’s check (issue 45 §4)', () => {
  it('shows a genuine prescription in Arabic, right to left, to a visitor who is not signed in', async () => {
    const spy = stubApi(({ path }) => (path === checkPath ? { body: verification } : undefined))
    // The address as typed: lower case; the page reads it as the printed code.
    await open(`/verify/${code.toLowerCase()}`, 'ar')
    expect(await screen.findByRole('heading', { level: 1, name: ar.verify.title })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(await screen.findByText(ar.verify.genuine)).toBeInTheDocument()
    expect(screen.getByText('د. أحمد الشناوي')).toBeInTheDocument()
    expect(screen.getByText('أمراض القلب')).toBeInTheDocument()
    expect(screen.getByText('123456')).toBeInTheDocument()
    expect(screen.getByText('م. ع. ر.')).toBeInTheDocument()
    expect(screen.getByText(formatDateTime(verification.issuedAt, 'ar'))).toBeInTheDocument()
    const medicines = screen.getByRole('region', { name: ar.verify.medicines })
    expect(within(medicines).getAllByRole('listitem')).toHaveLength(2)
    expect(within(medicines).getByText('Augmentin 1g')).toBeInTheDocument()
    expect(screen.getByText(ar.verify.notDispensed)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: ar.dispense.title })).toBeInTheDocument()
    expect(gets(spy)).toEqual([['GET', checkPath]])
  })

  it('says in English that no prescription has an unknown code, and lets the code be typed again', async () => {
    stubApi(({ path }) =>
      path.startsWith('/prescriptions/verify/') ? apiError(404, 'PRESCRIPTION_NOT_FOUND') : undefined,
    )
    await open('/verify/ZZZZZ-ZZZZZ', 'en')
    expect(await screen.findByText(en.verify.notFound)).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'))
    expect(screen.getByText(en.verify.notFoundDetail)).toBeInTheDocument()
    expect(screen.queryByText(en.verify.genuine)).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: en.verify.codeLabel })).toHaveValue('ZZZZZ-ZZZZZ')
  })

  it('reads a code typed by hand with Arabic-Indic digits, spaces and lower case, and refuses a wrong one', async () => {
    const spy = stubApi(({ path }) => (path === checkPath ? { body: verification } : undefined))
    const user = userEvent.setup()
    const { history } = await open('/verify', 'ar')
    const field = await screen.findByRole('textbox', { name: ar.verify.codeLabel })
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: ar.verify.check }))
    expect(await screen.findByText(ar.verify.codeInvalid)).toBeInTheDocument()
    expect(gets(spy)).toEqual([])

    await user.clear(field)
    await user.type(field, '٧kq٢m x٩d٤t')
    await user.click(screen.getByRole('button', { name: ar.verify.check }))
    await waitFor(() => expect(history.location.pathname).toBe(`/verify/${code}`))
    expect(await screen.findByText(ar.verify.genuine)).toBeInTheDocument()
    expect(gets(spy)).toEqual([['GET', checkPath]])
  })

  it('marks it dispensed in Arabic with the patient’s code, after a confirmation, and shows it dispensed', async () => {
    const dispensedAt = '2026-07-02T08:00:00.000Z'
    const spy = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === checkPath) return { body: verification }
      if (method === 'POST' && path === `${checkPath}/dispense`)
        return (body as { dispenseCode: string }).dispenseCode === '123456'
          ? { body: { ...verification, dispensedAt } }
          : apiError(400, 'DISPENSE_CODE_WRONG')
      return undefined
    })
    const user = userEvent.setup()
    await open(`/verify/${code}`, 'ar')
    const field = await screen.findByRole('textbox', { name: ar.dispense.codeLabel })
    await user.type(field, '١٢٣')
    await user.click(screen.getByRole('button', { name: ar.dispense.submit }))
    expect(await screen.findByText(ar.dispense.codeInvalid)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // A wrong code: the API's refusal, under the field.
    await user.clear(field)
    await user.type(field, '654321')
    await user.click(screen.getByRole('button', { name: ar.dispense.submit }))
    await user.click(await screen.findByRole('button', { name: ar.dispense.confirm }))
    expect(await screen.findByText(resources.ar.errors.DISPENSE_CODE_WRONG)).toBeInTheDocument()
    // The confirmation closes with a transition; until it has gone, the page behind it is hidden from the tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // The right one, read out in Arabic-Indic digits with a space; cancelling first sends nothing.
    await user.clear(field)
    await user.type(field, '١٢٣ ٤٥٦')
    await user.click(screen.getByRole('button', { name: ar.dispense.submit }))
    const dialog = await screen.findByRole('dialog', { name: ar.dispense.confirmTitle })
    expect(dialog).toHaveTextContent(ar.dispense.confirmMessage)
    await user.click(within(dialog).getByRole('button', { name: ar.dispense.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(gets(spy).filter(([method]) => method === 'POST')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: ar.dispense.submit }))
    await user.click(await screen.findByRole('button', { name: ar.dispense.confirm }))
    const when = translate('ar', 'prescriptions:verify.dispensedWarning', { date: dispensedAt })
    expect(await screen.findByText(when)).toBeInTheDocument()
    expect(await screen.findByText(ar.dispense.done)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: ar.dispense.title })).not.toBeInTheDocument()
    const posts = spy.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { dispenseCode: '654321' },
      { dispenseCode: '123456' },
    ])
    // The card is the POST's answer: the check is not read (and logged) again.
    expect(gets(spy).filter(([method]) => method === 'GET')).toHaveLength(1)
  })

  it('warns in English that a prescription was already dispensed, offers no form, and is open to a signed-in patient', async () => {
    const dispensedAt = '2026-07-02T08:00:00.000Z'
    stubApi(({ path }) => (path === checkPath ? { body: { ...verification, dispensedAt } } : undefined), {
      ...patient,
      language: 'en',
    })
    await open(`/verify/${code}`, 'en')
    expect(await screen.findByText(en.verify.genuine)).toBeInTheDocument()
    expect(
      screen.getByText(translate('en', 'prescriptions:verify.dispensedWarning', { date: dispensedAt })),
    ).toBeInTheDocument()
    expect(
      screen.getByText(translate('en', 'prescriptions:verify.dispensedOn', { date: dispensedAt })),
    ).toBeInTheDocument()
    expect(screen.getByText('Dr Ahmed El-Shenawy')).toBeInTheDocument()
    expect(screen.getByText('Cardiology')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: en.dispense.title })).not.toBeInTheDocument()
  })

  it('texts the dispense code to the patient’s phone for a patient without the app, in English', async () => {
    let texts = 0
    const spy = stubApi(({ method, path }) => {
      if (method === 'GET' && path === checkPath) return { body: verification }
      if (method === 'POST' && path === `${checkPath}/send-dispense-code`)
        return (texts += 1) > 1
          ? apiError(429, 'DISPENSE_CODE_SENT_TOO_OFTEN', { count: 3 })
          : { status: 204 }
      return undefined
    })
    const user = userEvent.setup()
    await open(`/verify/${code}`, 'en')
    const button = await screen.findByRole('button', { name: en.dispense.text })
    expect(screen.getByText(en.dispense.noApp, { exact: false })).toBeInTheDocument()
    await user.click(button)
    expect(await screen.findByText(en.dispense.texted)).toBeInTheDocument()
    await user.click(button)
    expect(
      await screen.findByText(translate('en', 'errors:DISPENSE_CODE_SENT_TOO_OFTEN', { count: 3 })),
    ).toBeInTheDocument()
    expect(gets(spy).filter(([method]) => method === 'POST')).toHaveLength(2)
  })

  it('says in English when too many checks came from this address', async () => {
    stubApi(({ path }) => (path === checkPath ? apiError(429, 'RATE_LIMITED', { seconds: 30 }) : undefined))
    await open(`/verify/${code}`, 'en')
    expect(
      await screen.findByText(translate('en', 'errors:RATE_LIMITED', { seconds: 30, count: 30 })),
    ).toBeInTheDocument()
  })
})
