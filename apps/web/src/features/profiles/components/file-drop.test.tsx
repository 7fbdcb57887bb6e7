import { uploadPurposes } from '@app/domain/profiles'
import { resources } from '@app/i18n'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { FileDrop } from './file-drop'

const ar = resources.ar
const en = resources.en
const label = ar.profiles.fields.idDocument

function fileOf(name: string, type: string, bytes: number) {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

async function renderDrop(props: Partial<Parameters<typeof FileDrop>[0]> = {}, language: 'ar' | 'en' = 'ar') {
  stubApi()
  const onFile = vi.fn()
  const user = userEvent.setup({ applyAccept: false })
  await renderWithProviders(
    <FileDrop label={label} accept={uploadPurposes.idDocument} onFile={onFile} {...props} />,
    { language },
  )
  await screen.findByText(label)
  return { onFile, user }
}

describe('FileDrop', () => {
  it('rejects a file over the size limit with the SPEC 5 messages and does not pass it on', async () => {
    const { onFile, user } = await renderDrop()
    await user.upload(screen.getByLabelText(label), fileOf('scan.pdf', 'application/pdf', 6 * 1024 * 1024))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ar.profiles.upload.rejected.replace('{{fileName}}', 'scan.pdf'))
    expect(alert).toHaveTextContent(ar.errors.FILE_TOO_BIG.replace('{{limit}}', '٥ ميجابايت'))
    expect(onFile).not.toHaveBeenCalled()
  })

  it('rejects a file of a type it does not take', async () => {
    const { onFile, user } = await renderDrop()
    await user.upload(screen.getByLabelText(label), fileOf('notes.docx', 'application/msword', 1000))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ar.profiles.upload.rejected.replace('{{fileName}}', 'notes.docx'))
    expect(alert).toHaveTextContent(ar.errors.FILE_TYPE_NOT_SUPPORTED)
    expect(onFile).not.toHaveBeenCalled()
  })

  it('says the English sentences word for word', async () => {
    const { user } = await renderDrop({}, 'en')
    await user.upload(screen.getByLabelText(label), fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('File big.png was rejected')
    expect(alert).toHaveTextContent('File is too big. Size limit is 5 MB')
    expect(en.errors.FILE_TYPE_NOT_SUPPORTED).toBe('File type not supported.')
  })

  it('passes on a dropped file that fits, and names it', async () => {
    const { onFile } = await renderDrop({ fileName: 'id.jpg' })
    const file = fileOf('id.jpg', 'image/jpeg', 200_000)
    fireEvent.drop(screen.getByText(label), { dataTransfer: { files: [file] } })
    expect(onFile).toHaveBeenCalledWith(file)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(
      screen.getByText(ar.profiles.upload.selected.replace('{{fileName}}', 'id.jpg')),
    ).toBeInTheDocument()
  })

  it('rejects a dropped file of the wrong type too', async () => {
    const { onFile } = await renderDrop()
    fireEvent.drop(screen.getByText(label), { dataTransfer: { files: [fileOf('a.gif', 'image/gif', 10)] } })
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.errors.FILE_TYPE_NOT_SUPPORTED)
    expect(onFile).not.toHaveBeenCalled()
  })

  it('shows progress and locks the button while uploading', async () => {
    await renderDrop({ uploading: true })
    expect(screen.getByRole('progressbar', { name: ar.profiles.upload.uploading })).toBeInTheDocument()
    expect(screen.getByLabelText(label)).toBeDisabled()
  })
})
