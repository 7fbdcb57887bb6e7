import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import arAccounts from '../../../../../../packages/i18n/src/locales/ar/accounts.json'
import arCommon from '../../../../../../packages/i18n/src/locales/ar/common.json'
import arValidation from '../../../../../../packages/i18n/src/locales/ar/validation.json'
import enErrors from '../../../../../../packages/i18n/src/locales/en/errors.json'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { SignUpFlow } from './sign-up-flow'

const ticket = 't'.repeat(40)

const newPatient = {
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000005',
    phone: '01012345678',
    email: null,
    emailVerified: false,
    isAdmin: false,
    testing: false,
    roles: ['patient'],
  },
  contextRole: 'patient',
  profile: null,
}

const patientRoutes = [
  {
    path: '/sign-up',
    element: (
      <SignUpFlow
        accountRole="patient"
        registeredPopup={{
          title: 'registration',
          message: 'registered',
          href: (phone) => `/sign-in?phone=${phone}`,
        }}
      />
    ),
  },
  { path: '/sign-in', element: <p>sign-in page</p> },
  { path: '/create-email', element: <p>create-email page</p> },
]

const passwordInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })

describe('SignUpFlow', () => {
  it('registers a patient: phone, code (resend after the countdown), password, then profile creation', async () => {
    const calls: string[] = []
    stubApi(({ method, path, body }) => {
      calls.push(`${method} ${path}`)
      if (path === '/accounts/otp') return { body: { resendAfterSeconds: 45, expiresInSeconds: 600 } }
      if (path === '/accounts/otp/verify') {
        return (body as { code: string }).code === '345678'
          ? { body: { ticket } }
          : apiError(400, 'OTP_INVALID')
      }
      if (path === '/accounts') return { status: 201, body: newPatient }
      return undefined
    })
    const { history } = await renderWithProviders(null, { path: '/sign-up', routes: patientRoutes })

    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.code.send }))

    const resend = await screen.findByRole('button', {
      name: arAccounts.code.resendIn_other.replace('{{count}}', '٤٥'),
    })
    expect(resend).toBeDisabled()
    const code = screen.getByRole('textbox', { name: arCommon.code.label })
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.type(code, '٣٤٥٦٧٨')
    expect(code).toHaveValue('345678')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.code.verify }))

    const newPassword = await screen.findByLabelText(new RegExp(`^${arAccounts.fields.newPassword}`), {
      selector: 'input',
    })
    // Issue 7 §3: as on sign-in, submit waits for a password that meets the rules.
    await userEvent.type(newPassword, 'abc')
    expect(screen.getByRole('button', { name: arAccounts.signUp.submit })).toBeDisabled()
    await userEvent.clear(newPassword)
    await userEvent.type(newPassword, 'Abcdef1')
    expect(screen.getByRole('button', { name: arAccounts.signUp.submit })).toBeEnabled()
    await userEvent.type(passwordInput(arAccounts.fields.confirmPassword), 'Abcdef2')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.signUp.submit }))
    expect(await screen.findByText(arValidation.password.mismatch)).toBeInTheDocument()

    await userEvent.clear(passwordInput(arAccounts.fields.confirmPassword))
    await userEvent.type(passwordInput(arAccounts.fields.confirmPassword), 'Abcdef1')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.signUp.submit }))

    expect(await screen.findByText('create-email page')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/create-email')
    expect(calls).toContain('POST /accounts')
  }, 15_000)

  it("opens the 'registration' popup for a registered patient number, whose OK goes to sign-in with it", async () => {
    stubApi(({ path }) => (path === '/accounts/otp' ? apiError(409, 'PHONE_ALREADY_REGISTERED') : undefined))
    const { history } = await renderWithProviders(null, { path: '/sign-up', routes: patientRoutes })
    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.code.send }))

    expect(await screen.findByRole('dialog', { name: 'registration' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: arCommon.ok }))
    expect(await screen.findByText('sign-in page')).toBeInTheDocument()
    expect(history.location.search).toBe('?phone=01012345678')
  })

  it('says the code sent a moment ago is the one to type when the number is sent again too soon (issue 41 §4)', async () => {
    stubApi(({ path }) =>
      path === '/accounts/otp' ? apiError(429, 'OTP_RESEND_TOO_SOON', { seconds: 30 }) : undefined,
    )
    await renderWithProviders(null, { path: '/sign-up', routes: patientRoutes })
    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.code.send }))
    expect(await screen.findByText(/الذي أرسلناه منذ قليل إلى/)).toBeInTheDocument()
    expect(screen.queryByText(/^أرسلنا كودًا/)).toBeNull()
  })

  it('reports a registered lab number inline, in English', async () => {
    stubApi(({ path }) => (path === '/accounts/otp' ? apiError(409, 'PHONE_ALREADY_REGISTERED') : undefined))
    await renderWithProviders(
      <EnglishScope>
        <SignUpFlow accountRole="lab" />
      </EnglishScope>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '1012345678')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.PHONE_ALREADY_REGISTERED)
    expect(screen.getByRole('textbox', { name: 'Mobile number' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'ltr',
    )
  })
})
