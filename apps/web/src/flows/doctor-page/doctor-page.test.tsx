import { resources } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DoctorPageRoute } from './doctor-page'

const ar = resources.ar

describe('DoctorPageRoute', () => {
  it('shows the SPEC 4 dialog for a deactivated doctor, whose OK goes home', async () => {
    stubApi(({ path }) => (path.startsWith('/doctors/') ? apiError(403, 'ACCOUNT_DEACTIVATED') : undefined))
    await i18n.loadNamespaces(['doctors', 'errors'])
    const user = userEvent.setup()
    const { history } = await renderWithProviders(null, {
      path: '/doctor/00000000-0000-4000-8000-0000000000d1',
      routes: [
        { path: '/doctor/:id', element: <DoctorPageRoute practice="video" /> },
        { path: '/home', element: <p>home</p> },
      ],
    })

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(ar.errors.ACCOUNT_DEACTIVATED)
    await user.click(screen.getByRole('button', { name: ar.doctors.deactivated.ok }))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })
})
