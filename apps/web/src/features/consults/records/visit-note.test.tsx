import type { ConsultNote } from '@app/domain/consults'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { VisitNote } from './visit-note'

describe('VisitNote (issue 41 §4: what people wrote keeps its own direction)', () => {
  it('shows an English complaint and note in an Arabic page with dir="auto"', async () => {
    stubApi()
    await i18n.loadNamespaces(['consults'])
    const note: ConsultNote = {
      history: 'Two days of fever.',
      examination: 'فحص الحلق سليم.',
      diagnosisCode: null,
      diagnosisText: '',
      observationCodes: [],
      note: 'Drink plenty of water.',
      interviewResult: '',
    }
    await renderWithProviders(<VisitNote complaint="I have a headache." note={note} />)
    for (const text of [
      'I have a headache.',
      'Two days of fever.',
      'Drink plenty of water.',
      'فحص الحلق سليم.',
    ])
      expect((await screen.findByText(text)).closest('[dir="auto"]')).not.toBeNull()
    // An empty field is a dash, not a block of its own.
    for (const dash of screen.getAllByText('—')) expect(dash.closest('[dir="auto"]')).toBeNull()
  })
})
