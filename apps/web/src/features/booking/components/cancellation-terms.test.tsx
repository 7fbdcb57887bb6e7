import { formatDateTime } from '@app/i18n/format'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CancellationTerms } from './cancellation-terms'

const hour = 3_600_000

describe('CancellationTerms (issue 41 §4)', () => {
  it('says until when a booking a week away is free to cancel: the day before', async () => {
    stubApi()
    const startsAt = new Date(Date.now() + 7 * 24 * hour)
    await renderWithProviders(<CancellationTerms startsAt={startsAt.toISOString()} />, { language: 'en' })
    const until = formatDateTime(new Date(startsAt.getTime() - 24 * hour).toISOString(), 'en')
    expect(await screen.findByRole('note')).toHaveTextContent(`Free cancellation until ${until}`)
  })

  it('gives a booking made at 23:18 for 10:00 its hour, in Arabic, on the receipt', async () => {
    stubApi()
    await renderWithProviders(
      <CancellationTerms startsAt="2026-12-03T08:00:00.000Z" bookedAt="2026-12-02T21:18:00.000Z" />,
    )
    const until = formatDateTime('2026-12-02T22:18:00.000Z', 'ar')
    expect(await screen.findByRole('note')).toHaveTextContent(`الإلغاء مجاني حتى ${until}`)
  })

  it('warns before paying that a visit within 2 hours has no free cancellation', async () => {
    stubApi()
    await renderWithProviders(<CancellationTerms startsAt={new Date(Date.now() + hour).toISOString()} />, {
      language: 'en',
    })
    expect(await screen.findByRole('note')).toHaveTextContent(/has no free cancellation/)
  })
})
