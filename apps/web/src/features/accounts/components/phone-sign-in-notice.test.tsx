import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import arAccounts from '../../../../../../packages/i18n/src/locales/ar/accounts.json'
import enAccounts from '../../../../../../packages/i18n/src/locales/en/accounts.json'
import { forgetDeviceChoices } from '#web/shared/lib/device-storage'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { phoneSignInNoticeKey } from '../lib/phone-sign-in-notice'
import { SignInForm } from './sign-in-form'

/** SPEC 2.8: "A popup announces that phone plus password replaces email for login", once per device. */

beforeEach(() => localStorage.removeItem(phoneSignInNoticeKey))

describe('the phone sign-in popup (SPEC 2.8)', () => {
  it('greets a device that has not seen it on the sign-in page, in Arabic, as an accessible dialog', async () => {
    stubApi()
    const user = userEvent.setup()
    await renderWithProviders(<SignInForm />)
    const dialog = await screen.findByRole('dialog', { name: arAccounts.phoneSignInNotice.title })
    expect(dialog).toHaveAccessibleDescription(arAccounts.phoneSignInNotice.body)
    // Nothing behind it can be reached while it is open; its button is.
    expect(screen.queryByRole('button', { name: arAccounts.signIn.submit })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: arAccounts.phoneSignInNotice.ok }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(localStorage.getItem(phoneSignInNoticeKey)).toBe('1')
    expect(screen.getByRole('button', { name: arAccounts.signIn.submit })).toBeInTheDocument()
  })

  it('closes with Escape too, is remembered across sign-out, and never shows again', async () => {
    stubApi()
    const user = userEvent.setup()
    const first = await renderWithProviders(<SignInForm />, { language: 'en' })
    await screen.findByRole('dialog', { name: enAccounts.phoneSignInNotice.title })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    first.unmount()
    localStorage.setItem('savedBooking', '{}')
    forgetDeviceChoices()
    expect(localStorage.getItem('savedBooking')).toBeNull()
    expect(localStorage.getItem(phoneSignInNoticeKey)).toBe('1')
    await renderWithProviders(<SignInForm />, { language: 'en' })
    await screen.findByRole('button', { name: enAccounts.signIn.submit })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is not shown at the admin sign-in', async () => {
    stubApi()
    await renderWithProviders(<SignInForm kind="admin" />)
    await screen.findByRole('button', { name: arAccounts.signIn.submit })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
