import { resources, translate } from '@app/i18n'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PrescriptionCodes } from './prescription-codes'

const ar = resources.ar.consults.prescription
const en = resources.en.consults.prescription

beforeAll(async () => {
  await Promise.all([i18n.loadNamespaces(['consults']), englishI18n.loadNamespaces(['consults'])])
})

describe('PrescriptionCodes: the patient’s view of a prescription’s codes (issue 45 §4)', () => {
  it('shows the patient the verification code, that it is not dispensed, and the dispense code to give', async () => {
    stubApi()
    await renderWithProviders(
      <PrescriptionCodes verificationCode="7KQ2M-X9D4T" dispenseCode="246810" dispensedAt={null} />,
    )
    expect(await screen.findByText(/7KQ2M-X9D4T/)).toBeInTheDocument()
    expect(screen.getByText(ar.notDispensed)).toBeInTheDocument()
    expect(screen.getByText(ar.dispenseCode)).toBeInTheDocument()
    expect(screen.getByText('246810')).toBeInTheDocument()
    expect(screen.getByText(ar.dispenseHelp)).toBeInTheDocument()
  })

  it('shows when it was dispensed, in English, and no longer the dispense code', async () => {
    stubApi()
    const dispensedAt = '2026-07-02T08:00:00.000Z'
    await renderWithProviders(
      <PrescriptionCodes verificationCode="7KQ2M-X9D4T" dispenseCode="246810" dispensedAt={dispensedAt} />,
      { language: 'en' },
    )
    expect(
      await screen.findByText(translate('en', 'consults:prescription.dispensedOn', { date: dispensedAt })),
    ).toBeInTheDocument()
    expect(screen.queryByText('246810')).not.toBeInTheDocument()
    expect(screen.queryByText(en.dispenseCode)).not.toBeInTheDocument()
  })

  it('has no dispense code line for a reader who is not the patient (the API sends none)', async () => {
    stubApi()
    await renderWithProviders(
      <PrescriptionCodes verificationCode="7KQ2M-X9D4T" dispenseCode={null} dispensedAt={null} />,
      { language: 'en' },
    )
    expect(await screen.findByText(en.notDispensed)).toBeInTheDocument()
    expect(screen.queryByText(en.dispenseCode)).not.toBeInTheDocument()
  })
})
