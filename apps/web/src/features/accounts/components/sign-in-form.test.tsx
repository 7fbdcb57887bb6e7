import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import arAccounts from '../../../../../../packages/i18n/src/locales/ar/accounts.json'
import arCommon from '../../../../../../packages/i18n/src/locales/ar/common.json'
import arErrors from '../../../../../../packages/i18n/src/locales/ar/errors.json'
import arValidation from '../../../../../../packages/i18n/src/locales/ar/validation.json'
import enAccounts from '../../../../../../packages/i18n/src/locales/en/accounts.json'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { SignInForm } from './sign-in-form'

const patientSession = {
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    phone: '01012345678',
    email: 'mona@example.com',
    emailVerified: true,
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

const passwordInput = () =>
  screen.getByLabelText(new RegExp(`^${arAccounts.fields.password}`), { selector: 'input' })

const routes = (ui: React.ReactElement) => [
  { path: '/sign-in', element: ui },
  { path: '/home', element: <p>home page</p> },
  { path: '/specialists', element: <p>specialists page</p> },
]

describe('SignInForm', () => {
  it('keeps submit disabled until the phone and the password both pass', async () => {
    stubApi()
    await renderWithProviders(null, { path: '/sign-in', routes: routes(<SignInForm />) })
    const submit = screen.getByRole('button', { name: arAccounts.signIn.submit })
    expect(submit).toBeDisabled()

    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    expect(submit).toBeDisabled()
    await userEvent.type(passwordInput(), 'abcde')
    expect(submit).toBeDisabled()
    // An existing password is checked by the server: only the length every password has (SPEC 5 re-authentication).
    await userEvent.type(passwordInput(), 'f')
    await waitFor(() => expect(submit).toBeEnabled())
  })

  it('shows no password-creation checklist while an existing password is typed (issue 41 §4)', async () => {
    stubApi()
    const { container } = await renderWithProviders(null, {
      path: '/sign-in',
      routes: routes(<SignInForm />),
    })
    await userEvent.type(passwordInput(), 'abc')
    expect(container.querySelector('[data-rule]')).toBeNull()
    expect(screen.queryByText(arValidation.password.atLeastOneCaps)).not.toBeInTheDocument()
    expect(passwordInput()).not.toHaveAttribute('aria-describedby', 'sign-in-password-rules')
  })

  it('sends the stored 01… form and opens the saved origin after signing in', async () => {
    localStorage.setItem('savedOrigin', 'specialists')
    const fetch = stubApi(({ method, path }) =>
      method === 'POST' && path === '/session' ? { body: patientSession } : undefined,
    )
    await renderWithProviders(null, { path: '/sign-in', routes: routes(<SignInForm />) })
    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    await userEvent.type(passwordInput(), 'Abcdef1')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.signIn.submit }))

    expect(await screen.findByText('specialists page')).toBeInTheDocument()
    const call = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/session') && init?.method === 'POST',
    )
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      method: 'phone',
      phone: '01012345678',
      password: 'Abcdef1',
    })
    expect(localStorage.getItem('savedOrigin')).toBeNull()
  })

  it('shows WRONG_PASSWORD in Arabic and stays on the page', async () => {
    stubApi(({ method, path }) =>
      method === 'POST' && path === '/session' ? apiError(401, 'WRONG_PASSWORD') : undefined,
    )
    await renderWithProviders(null, { path: '/sign-in', routes: routes(<SignInForm />) })
    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '1012345678')
    await userEvent.type(passwordInput(), 'Abcdef1')
    await userEvent.click(screen.getByRole('button', { name: arAccounts.signIn.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(arErrors.WRONG_PASSWORD)
  })

  it('prefills the number given by ?phone= and switches to email sign-in', async () => {
    stubApi()
    await renderWithProviders(null, {
      path: '/sign-in',
      language: 'en',
      routes: routes(<SignInForm initialPhone="01012345678" />),
    })
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('1012345678')
    await userEvent.click(screen.getByRole('button', { name: enAccounts.signIn.withEmail }))
    expect(screen.getByRole('textbox', { name: enAccounts.fields.email })).toBeInTheDocument()
  })
})
