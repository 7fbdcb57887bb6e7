import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import arFrame from '../../../../../packages/i18n/src/locales/ar/frame.json'
import enFrame from '../../../../../packages/i18n/src/locales/en/frame.json'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { offlineGraceMs } from '#web/shared/realtime/offline'
import { setRealtimeStatus } from '#web/shared/realtime/realtime-bus'
import { OfflineBar } from './offline-bar'

afterEach(() => act(() => setRealtimeStatus('off')))

describe('OfflineBar (SPEC 8, issue 8 §2)', () => {
  it('appears when the realtime socket has been down past the grace, and goes when it is back', async () => {
    stubApi()
    await renderWithProviders(<OfflineBar />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // Down for less than the grace: a blip, no bar yet.
    act(() => setRealtimeStatus('down', Date.now() - offlineGraceMs + 400))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // The grace runs out while the socket is still down.
    expect(await screen.findByRole('status')).toHaveTextContent(arFrame.offline)
    act(() => setRealtimeStatus('open'))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says it in English for an English reader', async () => {
    stubApi()
    await renderWithProviders(<OfflineBar />, { language: 'en' })
    act(() => setRealtimeStatus('down', Date.now() - offlineGraceMs - 1))
    expect(await screen.findByRole('status')).toHaveTextContent(enFrame.offline)
  })

  it('stays hidden for a signed-out visitor, who has no socket, while the browser is online', async () => {
    stubApi()
    await renderWithProviders(<OfflineBar />)
    act(() => setRealtimeStatus('off'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
