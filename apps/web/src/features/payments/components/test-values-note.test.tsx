import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { TestValuesNote } from './test-values-note'

describe('TestValuesNote (issue 41 §4)', () => {
  it('tells a mobile-wallet payer the wallet’s test values, nothing of cards', async () => {
    stubApi()
    await renderWithProviders(<TestValuesNote method="mobileWallet" />, { language: 'en' })
    expect(await screen.findByText(/any wallet number/)).toBeVisible()
    expect(screen.queryByText(/card/)).toBeNull()
  })

  it('tells a card payer the declined card', async () => {
    stubApi()
    await renderWithProviders(<TestValuesNote method="card" />, { language: 'en' })
    expect(await screen.findByText(/a card ending in 0002 is declined/)).toBeVisible()
  })
})
