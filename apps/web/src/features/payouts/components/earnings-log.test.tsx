import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { EarningsLog } from './earnings-log'

const lines = [
  {
    id: '2',
    type: 'visitRefund' as const,
    amount: -5_000,
    bookingId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    payoutId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: '1',
    type: 'visitReceive' as const,
    amount: 5_000,
    bookingId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e50',
    payoutId: null,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
]

describe('EarningsLog (issue 41 §4)', () => {
  it('says a cancelled booking’s fee left the held fees, not the doctor’s earnings', async () => {
    stubApi()
    await renderWithProviders(
      <EarningsLog lines={lines} total={2} page={1} pageSize={20} onPage={() => {}} />,
      {
        language: 'en',
      },
    )
    const [refund, receive] = await screen.findAllByTestId('earnings-line')
    expect(refund).toHaveTextContent('Booking cancelled: its held fee went back to the patient')
    expect(refund).toHaveTextContent('Taken from the held fees, not from your earnings.')
    expect(within(receive!).queryByText(/held fees/)).toBeNull()
    expect(receive).toHaveTextContent('Consult fee added to your earnings')
  })

  it('says it in Arabic too', async () => {
    stubApi()
    await renderWithProviders(
      <EarningsLog lines={lines} total={2} page={1} pageSize={20} onPage={() => {}} />,
    )
    const [refund] = await screen.findAllByTestId('earnings-line')
    expect(refund).toHaveTextContent('من الأتعاب المحجوزة، لا من أرباحك.')
  })
})
