import { returnProfileSchema, type ReturnProfile } from '@app/domain/doctor-reviews'
import { practiceKinds, type DoctorEditor } from '@app/domain/doctors'
import { toArabicIndicDigits } from '@app/domain/shared'
import { formatDate, formatMoney, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useId, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link as RouterLink, useNavigate, useParams } from '#web/shared/lib/router'
import { AdminDeleteAccount } from '#web/features/account-deletion/components/admin-delete-account'
import { AccountActions } from '#web/features/admin-accounts/components/account-actions'
import { useDoctorEditor } from '#web/features/doctors/api/get-doctor-editor'
import { useReturnDoctor, useVerifyDoctor } from '#web/features/doctor-reviews/api/doctor-reviews'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { UserAcceptances } from '#web/features/legal/components/user-acceptances'
import { DetailList } from '#web/features/profiles/components/detail-list'
import { useServerErrors } from '#web/features/profiles/hooks/use-server-errors'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { StatusChip, useReviewsTranslation } from './manage-doctors'

/**
 * /manage-doctors/{doctorId} (issue 10 §1): the submitted profile, its practices and documents on one page, then the
 * decision — verify (the doctor is listed) or return with a reason the doctor reads. The full editor is a link away.
 */
/** The doctor's name in the reader's language (an English name is optional). */
const nameOf = (doctor: DoctorEditor, language: 'ar' | 'en') =>
  language === 'en' && doctor.personal.nameEn ? doctor.personal.nameEn : doctor.personal.nameAr

export function ManageDoctorPage() {
  const { t, language } = useReviewsTranslation()
  const { doctorId = '' } = useParams()
  const editor = useDoctorEditor(doctorId)
  const navigate = useNavigate()
  const back = (
    <Button component={RouterLink} to={href('manageDoctors')} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
      {t('back')}
    </Button>
  )
  if (editor.isPending) return <PageSkeleton />
  if (editor.isError)
    return (
      <Page title={t('listTitle')}>
        <RetryAlert onRetry={() => void editor.refetch()}>{t('loadFailed')}</RetryAlert>
        <Box sx={{ mt: 2 }}>{back}</Box>
      </Page>
    )
  const doctor = editor.data
  return (
    <Page title={t('reviewTitle', { name: nameOf(doctor, language) })} maxWidth={960}>
      <Stack spacing={3}>
        <Box>{back}</Box>
        <Decision doctor={doctor} />
        <Profile doctor={doctor} />
        <AccountActions userId={doctor.userId} />
        <UserAcceptances userId={doctor.userId} />
        <div>
          <AdminDeleteAccount
            userId={doctor.userId}
            name={nameOf(doctor, language)}
            onDeleted={() => void navigate(href('manageDoctors'), { replace: true })}
          />
        </div>
      </Stack>
    </Page>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

function Profile({ doctor }: { doctor: DoctorEditor }) {
  const { t, language } = useReviewsTranslation()
  const { choices } = useCatalogChoices()
  const { personal, professional } = doctor
  const money = (piastres: number) => formatMoney(piastres, language)
  const digits = (value: string) => (language === 'ar' ? toArabicIndicDigits(value) : value)
  return (
    <>
      <Section title={t('sections.personal')}>
        <DetailList
          items={[
            { label: t('fields.phone'), value: <PhoneNumber phone={digits(doctor.phoneNumber)} /> },
            { label: t('fields.email'), value: doctor.email ?? '—' },
            { label: t('fields.gender'), value: t(`profiles:genders.${personal.gender}`) },
            { label: t('fields.birthday'), value: formatDate(personal.birthday, language) },
            {
              label: t('fields.residence'),
              value: doctor.residence
                ? `${choices?.areaName(doctor.residence.areaId) ?? ''}، ${choices?.governorateName(doctor.residence.governorateId) ?? ''}`
                : '—',
            },
            { label: t('fields.about'), value: personal.aboutAr ?? '—' },
          ]}
        />
      </Section>
      <Section title={t('sections.professional')}>
        <DetailList
          items={[
            { label: t('fields.specialty'), value: choices?.specialtyName(professional.specialtyId) ?? '' },
            {
              label: t('fields.subspecialty'),
              value:
                [professional.subspecialty, professional.subspecialtyEn].filter(Boolean).join(' / ') || '—',
            },
            {
              label: t('fields.title'),
              value: t(`profiles:medTitles.${professional.medTitle}`, { context: personal.gender }),
            },
            { label: t('fields.years'), value: formatNumber(professional.yearsOfExperience, language) },
            { label: t('fields.degree'), value: professional.medicalDegree ?? '—' },
            {
              label: t('fields.certificates'),
              // SPEC 3.7: each with its category and type, when the doctor chose them.
              value:
                professional.certificates
                  .map((c) =>
                    [
                      c.category ? t(`doctorData:catalogues.certificateCategories.${c.category}`) : null,
                      c.type ? t(`doctorData:catalogues.certificateTypes.${c.type}`) : null,
                      c.name,
                    ]
                      .filter(Boolean)
                      .join(' / '),
                  )
                  .join('، ') || '—',
            },
            { label: t('fields.licence'), value: doctor.licenceNumber ? digits(doctor.licenceNumber) : '—' },
            {
              label: t('fields.practiceCountries'),
              value: doctor.practiceCountries.map((c) => t(`profiles:countries.${c}`)).join('، ') || '—',
            },
            {
              label: t('fields.insurance'),
              value: doctor.insurance
                ? `${t(`doctorData:catalogues.insuranceCategories.${doctor.insurance.category}`)} — ${doctor.insurance.name}`
                : '—',
            },
          ]}
        />
      </Section>
      <Section title={t('sections.practices')}>
        <DetailList
          items={practiceKinds.map((kind) => {
            const practice = doctor.practices[kind]
            return {
              label: t(`practice.${kind}`),
              value:
                practice.active && practice.patientPrice
                  ? t('practice.active', { price: money(practice.patientPrice.total) })
                  : t('practice.inactive'),
            }
          })}
        />
      </Section>
      <Section title={t('sections.documents')}>
        {doctor.documents.length === 0 ? (
          <Typography color="textSecondary">{t('noDocuments')}</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, paddingInlineStart: 3 }} spacing={1}>
            {doctor.documents.map((document, index) => (
              <li key={document.fileId}>
                <Link href={document.url} target="_blank" rel="noopener">
                  {t('document', { n: index + 1 })}
                </Link>{' '}
                <Typography component="span" variant="body2" color="textSecondary">
                  ({t(document.contentType === 'application/pdf' ? 'kinds.pdf' : 'kinds.image')},{' '}
                  {formatDate(document.createdAt, language)})
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <Box>
          <Button component={RouterLink} to={`${href('profileEditVideo')}?doctorId=${doctor.userId}`}>
            {t('openEditor')}
          </Button>
        </Box>
      </Section>
    </>
  )
}

function Decision({ doctor }: { doctor: DoctorEditor }) {
  const { t, language } = useReviewsTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const verify = useVerifyDoctor()
  const [dialog, setDialog] = useState<'verify' | 'return' | null>(null)
  const { status, note, reviewedAt } = doctor.review
  const name = nameOf(doctor, language)
  const date = (instant: string | null) => (instant ? formatDate(instant, language) : '')
  const current =
    status === 'waiting'
      ? t('current.waiting', { date: date(doctor.submittedAt) })
      : status === 'returned'
        ? t('current.returned', { date: date(reviewedAt) })
        : status === 'verified'
          ? t('current.verified', { date: date(reviewedAt ?? doctor.submittedAt) })
          : t('current.draft')
  return (
    <Section title={t('sections.decision')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={status} />
        <Typography>{current}</Typography>
      </Stack>
      {status === 'returned' && note ? (
        <Alert severity="error" icon={false} sx={{ whiteSpace: 'pre-wrap' }}>
          {note}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {status === 'waiting' ? (
          <Button variant="contained" color="success" onClick={() => setDialog('verify')}>
            {t('verify')}
          </Button>
        ) : null}
        {status === 'waiting' || status === 'verified' ? (
          <Button variant="outlined" color="error" onClick={() => setDialog('return')}>
            {t('return')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={dialog === 'verify'}
        title={t('verifyTitle', { name })}
        message={t('verifyBody')}
        confirmLabel={t('verify')}
        cancelLabel={t('cancel')}
        pending={verify.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          verify.mutate(
            { doctorId: doctor.userId, body: undefined },
            {
              onSuccess: () => toast(t('verified', { name })),
              onError: (error) => toast(errorMessage(error), 'error'),
              onSettled: () => setDialog(null),
            },
          )
        }
      />
      <ReturnDialog
        open={dialog === 'return'}
        doctorId={doctor.userId}
        name={name}
        onClose={() => setDialog(null)}
      />
    </Section>
  )
}

function ReturnDialog({
  open,
  doctorId,
  name,
  onClose,
}: {
  open: boolean
  doctorId: string
  name: string
  onClose: () => void
}) {
  const { t } = useReviewsTranslation()
  const { direction } = useTheme()
  const titleId = useId()
  const toast = useToast()
  const returnDoctor = useReturnDoctor()
  const { control, handleSubmit, setError, reset } = useForm<ReturnProfile>({
    resolver: formResolver(returnProfileSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  })
  const server = useServerErrors(setError, ['reason'])
  const close = () => {
    reset()
    server.clear()
    onClose()
  }
  return (
    <Dialog dir={direction} open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          returnDoctor.mutate(
            { doctorId, body: values },
            {
              onSuccess: () => {
                toast(t('returned', { name }))
                close()
              },
              onError: server.apply,
            },
          ),
        )}
      >
        <DialogTitle id={titleId}>{t('returnTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('returnBody')}</DialogContentText>
            <FormTextField
              control={control}
              name="reason"
              label={t('reason')}
              helperText={t('reasonHint')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {server.message ? (
              <Alert severity="error" role="alert">
                {server.message}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={returnDoctor.isPending}>
            {t('return')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
