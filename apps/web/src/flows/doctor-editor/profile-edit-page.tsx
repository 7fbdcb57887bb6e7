import { practiceKinds, type DoctorEditor, type PracticeKind } from '@app/domain/doctors'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useSearchParams } from '#web/shared/lib/router'
import type { z } from 'zod'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalog, type CatalogChoices } from '#web/features/catalog/api/get-catalog'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useDoctorEditor } from '#web/features/doctors/api/get-doctor-editor'
import { useSaveDoctorEditor } from '#web/features/doctors/api/save-doctor-editor'
import { useSubmitDoctorProfile } from '#web/features/doctors/api/submit-doctor-profile'
import { useUploadDoctorPhoto } from '#web/features/doctors/api/upload-doctor-photo'
import { CopyLinkButton } from '#web/features/doctors/components/copy-link-button'
import { PracticesPanel } from '#web/features/doctors/components/practices-panel'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { AvatarUpload } from '#web/features/profiles/components/avatar-upload'
import { FormSection } from '#web/features/profiles/components/form-section'
import { LeaveConfirmDialog } from '#web/features/profiles/components/leave-confirm-dialog'
import { domainResolver } from '#web/features/profiles/hooks/use-profile-form'
import { useServerErrors } from '#web/features/profiles/hooks/use-server-errors'
import { useUnsavedChangesGuard } from '#web/features/profiles/hooks/use-unsaved-changes-guard'
import { useSchedule } from '#web/features/schedules/api/get-schedule'
import { ScheduleEditor } from '#web/features/schedules/components/schedule-editor'
import { useSchedulesTranslation } from '#web/features/schedules/hooks/use-schedules-translation'
import { href } from '#web/app/paths'
import { useRevealFirstError } from '#web/shared/hooks/use-reveal-first-error'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { useToast } from '#web/shared/ui/toast'
import { doctorPageHref } from '../doctor-search/links'
import {
  editorDefaults,
  editorFieldRoots,
  editorFormSchema,
  type EditorFormOutput,
  type EditorFormValues,
} from './editor-form'
import { DocumentsSection } from './documents-section'
import { PracticeSection } from './practice-section'
import { OtherSections, PersonalSections } from './profile-sections'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { DialogText } from '#web/features/dialogs/components/dialog-text'

const editRoute = {
  video: 'profileEditVideo',
  clinic: 'profileEditClinic',
  home: 'profileEditHome',
} as const satisfies Record<PracticeKind, string>

interface FormProps {
  practice: PracticeKind
  editor: DoctorEditor
  /** An admin editing a named doctor (SPEC 2.2); null for the doctor's own profile. */
  doctorId: string | null
  choices: CatalogChoices
  isPrimaryCare: (specialtyId: number) => boolean
  onScheduleDirty: (dirty: boolean) => void
  scheduleDirty: boolean
}

function EditorForm({
  practice,
  editor,
  doctorId,
  choices,
  isPrimaryCare,
  scheduleDirty,
  onScheduleDirty,
}: FormProps) {
  const { t } = useDoctorsTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [params] = useSearchParams()
  const maxPrice = editor.paymentSettings.maxPricePiastres
  const schema = useMemo(
    () => editorFormSchema(practice, isPrimaryCare, maxPrice),
    [practice, isPrimaryCare, maxPrice],
  )
  const form = useForm<EditorFormValues, unknown, EditorFormOutput>({
    resolver: domainResolver(
      schema as unknown as z.ZodType<EditorFormValues, EditorFormValues>,
    ) as unknown as Resolver<EditorFormValues, unknown, EditorFormOutput>,
    defaultValues: editorDefaults(editor, practice),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const { control, handleSubmit, setError, setValue, reset, formState } = form
  // The first invalid field comes into view clear of the top bar and the sticky save bar, named in a notice.
  const formRef = useRevealFirstError(control)
  const server = useServerErrors(setError, editorFieldRoots)
  const save = useSaveDoctorEditor(doctorId)
  const submit = useSubmitDoctorProfile(doctorId)
  const uploadPhoto = useUploadDoctorPhoto(doctorId)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [activationError, setActivationError] = useState(false)
  const guard = useUnsavedChangesGuard(formState.isDirty || scheduleDirty)
  const currentActive = useWatch({ control, name: 'practice.active' })
  const isDoctor = doctorId === null
  const name = useWatch({ control, name: 'profile.personal.nameAr' }) || editor.personal.nameAr
  const waiting = editor.submittedAt !== null && !editor.verified

  const persist = async (values: EditorFormOutput): Promise<boolean> => {
    server.clear()
    try {
      const saved = await save.mutateAsync({
        profile: values.profile,
        practice: { kind: practice, input: values.practice } as Parameters<
          typeof save.mutateAsync
        >[0]['practice'],
      })
      reset(editorDefaults(saved, practice))
      return true
    } catch (error) {
      server.apply(error)
      return false
    }
  }

  const onSave = async (values: EditorFormOutput) => {
    if (await persist(values)) toast(t('editor.toasts.saved'))
  }

  const askSubmit = () => {
    const anyActive = practiceKinds.some((kind) =>
      kind === practice ? currentActive : editor.practices[kind].active,
    )
    setActivationError(!anyActive)
    if (anyActive) setConfirming(true)
  }

  // Unsaved edits go first, so what the admins review is what the doctor sees.
  const onConfirmSubmit = () =>
    void handleSubmit(
      async (values) => {
        if (formState.isDirty && !(await persist(values))) {
          setConfirming(false)
          return
        }
        try {
          await submit.mutateAsync()
          toast(isDoctor ? t('editor.toasts.submitted') : t('editor.submitForDoctor.done'))
        } catch (error) {
          server.apply(error)
        }
        setConfirming(false)
      },
      () => setConfirming(false),
    )()

  const busy = formState.isSubmitting || submit.isPending

  return (
    <>
      <Stack spacing={4}>
        {isDoctor ? (
          editor.review.status === 'returned' ? (
            // Issue 10 §1: the admins' reason, as they wrote it (plain text, never markup).
            <Alert severity="error" role="status">
              <AlertTitle>{t('editor.status.returned')}</AlertTitle>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {editor.review.note}
              </Box>
            </Alert>
          ) : (
            <Alert severity={waiting ? 'warning' : editor.verified ? 'success' : 'info'} role="status">
              {waiting ? (
                t('editor.status.waiting')
              ) : editor.verified ? (
                <>
                  <AlertTitle>{t('editor.status.verified')}</AlertTitle>
                  {/* ADR 0016: which changes send a listed profile back to review, said before the doctor saves. */}
                  {t('editor.status.reReview')}
                </>
              ) : (
                t('editor.status.draft')
              )}
            </Alert>
          )
        ) : (
          <Alert severity="info">{t('editor.adminEditing', { name })}</Alert>
        )}
        {isDoctor && !waiting && !editor.verified ? (
          <Alert severity="info" role="note">
            <DialogText dialogKey="editor.submitReview" fallback={t('editor.submit.body')} />
          </Alert>
        ) : null}

        <FormSection title={t('editor.sections.activation')} columns={1}>
          <PracticesPanel
            editor={editor}
            current={practice}
            currentActive={currentActive}
            hrefOf={(kind) => {
              const query = params.toString()
              return `${href(editRoute[kind])}${query ? `?${query}` : ''}`
            }}
          />
          {activationError ? (
            <Alert severity="error" role="alert">
              {t('editor.activation.oneRequired')}
            </Alert>
          ) : null}
        </FormSection>

        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(onSave)}
          aria-label={t(`editor.titles.${practice}`)}
        >
          <Stack spacing={4}>
            {/* The admins' text for doctors (SPEC 3.7 dialogs 'dr'; issue 10 §2), the app's own until it loads. */}
            <Alert severity="info" role="note">
              <DialogText dialogKey="editor.intro" fallback={t('editor.arabicNote')} />
            </Alert>
            <Typography variant="body2" color="textSecondary">
              {t('editor.requiredNote')}
            </Typography>
            <AvatarUpload
              name={name}
              photoUrl={editor.photoUrl}
              uploading={uploadPhoto.isPending}
              error={photoError}
              onFile={(file) => {
                setPhotoError(null)
                uploadPhoto.mutate(file, { onError: (error) => setPhotoError(errorMessage(error)) })
              }}
            />
            <PersonalSections control={control} setValue={setValue} choices={choices} />
            <OtherSections control={control} setValue={setValue} choices={choices} />
            <DocumentsSection documents={editor.documents} doctorId={doctorId} />
            <PracticeSection
              practice={practice}
              control={control}
              setValue={setValue}
              choices={choices}
              pricing={editor.paymentSettings}
            />

            {server.message ? (
              <Alert severity="error" role="alert">
                {server.message}
              </Alert>
            ) : null}
            <Box
              sx={{
                position: 'sticky',
                insetBlockEnd: 0,
                zIndex: 2,
                bgcolor: 'background.paper',
                borderBlockStart: 1,
                borderColor: 'divider',
                paddingBlock: 1.5,
                display: 'flex',
                gap: 1,
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
              }}
            >
              <CopyLinkButton
                kind="copyLink"
                url={doctorPageHref(editor.userId, practice === 'clinic' ? 'clinic' : 'video')}
                variant="text"
              />
              <Button
                type="submit"
                variant="outlined"
                disabled={busy}
                startIcon={formState.isSubmitting && !confirming ? <CircularProgress size={18} /> : undefined}
              >
                {formState.isSubmitting && !confirming
                  ? t('editor.actions.saving')
                  : t('editor.actions.save')}
              </Button>
              <Button variant="contained" onClick={askSubmit} disabled={busy}>
                {isDoctor ? t('editor.actions.submit') : t('editor.submitForDoctor.action')}
              </Button>
            </Box>
          </Stack>
        </Box>

        {practice !== 'home' ? <ScheduleSection doctorId={doctorId} onDirtyChange={onScheduleDirty} /> : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={isDoctor ? t('editor.submit.title') : t('editor.submitForDoctor.title')}
        message={isDoctor ? t('editor.submit.body') : t('editor.submitForDoctor.body')}
        confirmLabel={t('editor.submit.confirm')}
        cancelLabel={t('editor.submit.cancel')}
        pending={busy}
        onConfirm={onConfirmSubmit}
        onCancel={() => setConfirming(false)}
      />
      <LeaveConfirmDialog blocker={guard.blocker} />
    </>
  )
}

/** SPEC 2.8 'video schedule' (the clinic's too): the doctor's one schedule, edited and saved on its own. */
function ScheduleSection({
  doctorId,
  onDirtyChange,
}: {
  doctorId: string | null
  onDirtyChange: (dirty: boolean) => void
}) {
  const { t } = useDoctorsTranslation()
  const { t: ts } = useSchedulesTranslation()
  const schedule = useSchedule(doctorId)
  return (
    <FormSection title={t('editor.sections.schedule')} columns={1}>
      <Box sx={{ color: 'text.secondary' }}>
        <DialogText dialogKey="schedule.intro" fallback={t('editor.schedule.intro')} />
      </Box>
      {schedule.isPending ? (
        <CircularProgress aria-label={t('common:loading')} />
      ) : schedule.isError ? (
        <RetryAlert onRetry={() => void schedule.refetch()}>{ts('loadFailed')}</RetryAlert>
      ) : (
        <ScheduleEditor doctorId={doctorId} schedule={schedule.data} onDirtyChange={onDirtyChange} />
      )}
    </FormSection>
  )
}

/**
 * /profile/edit/video, /clinic, /home (SPEC 2.8): the doctor's profile sections and this page's practice; admins
 * open any doctor with ?doctorId= (SPEC 2.2).
 */
export function ProfileEditPage({ practice }: { practice: PracticeKind }) {
  const { t } = useDoctorsTranslation()
  const errorMessage = useErrorMessage()
  const [params] = useSearchParams()
  const session = useSession()
  const isAdmin = session.data?.contextRole === 'admin'
  const doctorId = isAdmin ? params.get('doctorId') : null
  const editor = useDoctorEditor(doctorId, { enabled: !isAdmin || doctorId !== null })
  const catalog = useCatalog()
  const { choices } = useCatalogChoices()
  const [scheduleDirty, setScheduleDirty] = useState(false)
  const primaryCareIds = useMemo(
    () => new Set(catalog.data?.specialties.filter((s) => s.isPrimaryCare).map((s) => s.id)),
    [catalog.data],
  )
  const isPrimaryCare = useCallback((id: number) => primaryCareIds.has(id), [primaryCareIds])
  const title = t(`editor.titles.${practice}`)

  if (isAdmin && !doctorId) {
    return (
      <Page title={title}>
        <Alert severity="info">{t('editor.adminNeedsDoctor')}</Alert>
      </Page>
    )
  }
  if (editor.isPending || catalog.isPending) return <PageSkeleton />
  if (editor.isError || catalog.isError || !choices) {
    return (
      <Page title={title}>
        <RetryAlert onRetry={() => void (editor.isError ? editor.refetch() : catalog.refetch())}>
          {errorMessage(editor.error ?? catalog.error)}
        </RetryAlert>
      </Page>
    )
  }
  return (
    <Page title={title} maxWidth={860}>
      <EditorForm
        // A new form per doctor and page, so its defaults are that doctor's.
        key={`${editor.data.userId}-${practice}`}
        practice={practice}
        editor={editor.data}
        doctorId={doctorId}
        choices={choices}
        isPrimaryCare={isPrimaryCare}
        scheduleDirty={scheduleDirty}
        onScheduleDirty={setScheduleDirty}
      />
    </Page>
  )
}
