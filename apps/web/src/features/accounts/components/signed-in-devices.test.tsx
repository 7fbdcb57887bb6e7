import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import arAccounts from '../../../../../../packages/i18n/src/locales/ar/accounts.json'
import enAccounts from '../../../../../../packages/i18n/src/locales/en/accounts.json'
import { dispatchRealtimeMessage } from '#web/shared/realtime/realtime-bus'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { SignedInDevices } from './signed-in-devices'

const here = {
  id: '00000000-0000-4000-8000-00000000000a',
  current: true,
  browser: 'Chrome',
  os: 'Android',
  mobile: true,
  ip: '198.51.100.7',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
}
const laptop = {
  ...here,
  id: '00000000-0000-4000-8000-00000000000b',
  current: false,
  browser: 'Firefox',
  os: 'Windows',
  mobile: false,
  ip: '203.0.113.5',
}

describe('signed-in devices at /settings', () => {
  function stubDevices() {
    let items = [laptop, here]
    return stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/sessions') return { body: { items } }
      if (method === 'DELETE' && path === `/sessions/${laptop.id}`) {
        items = [here]
        return { status: 204 }
      }
      return undefined
    })
  }
  const signOutLaptop = () => screen.findByRole('button', { name: 'تسجيل خروج Firefox على Windows' })

  it('lists this device first and flagged, and signs nothing out when the question is cancelled', async () => {
    const calls = stubDevices()
    const user = userEvent.setup()
    await renderWithProviders(<SignedInDevices />)

    const section = await screen.findByRole('region', { name: arAccounts.devices.title })
    const rows = await within(section).findAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Chrome على Android')
    expect(rows[0]).toHaveTextContent(arAccounts.devices.thisDevice)
    expect(rows[1]).toHaveTextContent('Firefox على Windows')

    await user.click(await signOutLaptop())
    const dialog = await screen.findByRole('dialog', { name: arAccounts.devices.confirmOne.title })
    await user.click(within(dialog).getByRole('button', { name: arAccounts.devices.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
  })

  it('drops a device signed out elsewhere as soon as the realtime socket says so (issue 8 §2)', async () => {
    let items = [laptop, here]
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/sessions' ? { body: { items } } : undefined,
    )
    await renderWithProviders(<SignedInDevices />)
    expect(await signOutLaptop()).toBeInTheDocument()
    items = [here]
    act(() => dispatchRealtimeMessage({ type: 'session.ended', sessionId: laptop.id }))
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'تسجيل خروج Firefox على Windows' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('signs another device out once confirmed, with a toast', async () => {
    stubDevices()
    const user = userEvent.setup()
    await renderWithProviders(<SignedInDevices />)
    await user.click(await signOutLaptop())
    const dialog = await screen.findByRole('dialog', { name: arAccounts.devices.confirmOne.title })
    await user.click(within(dialog).getByRole('button', { name: arAccounts.devices.confirmOne.confirm }))
    expect(await screen.findByText(arAccounts.devices.signedOutOne)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Firefox على Windows')).not.toBeInTheDocument())
    expect(screen.getByText(arAccounts.devices.noOthers)).toBeInTheDocument()
  })

  it('signs out every other device after asking, in English', async () => {
    let items = [
      here,
      laptop,
      { ...laptop, id: '00000000-0000-4000-8000-00000000000c', browser: null, os: null },
    ]
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/sessions') return { body: { items } }
      if (method === 'DELETE' && path === '/sessions/others') {
        items = [here]
        return { body: { signedOut: 2 } }
      }
      return undefined
    })
    const user = userEvent.setup()
    await renderWithProviders(<SignedInDevices />, { language: 'en' })
    expect(await screen.findByText('Unknown browser on an unknown system')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: enAccounts.devices.signOutOthers }))
    const dialog = await screen.findByRole('dialog', { name: enAccounts.devices.confirmOthers.title })
    await user.click(within(dialog).getByRole('button', { name: enAccounts.devices.confirmOthers.confirm }))
    expect(await screen.findByText(enAccounts.devices.signedOutOthers)).toBeInTheDocument()
    expect(await screen.findByText(enAccounts.devices.noOthers)).toBeInTheDocument()
  })

  it('offers to try again when the list cannot be loaded, and says why a sign-out failed', async () => {
    let failing = true
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/sessions')
        return failing ? apiError(500, 'INTERNAL') : { body: { items: [here, laptop] } }
      if (method === 'DELETE') return apiError(404, 'NOT_FOUND')
      return undefined
    })
    const user = userEvent.setup()
    await renderWithProviders(<SignedInDevices />, { language: 'en' })
    expect(await screen.findByText(enAccounts.devices.loadFailed)).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: /try again/i }))
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: enAccounts.devices.confirmOne.confirm,
      }),
    )
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })
})
