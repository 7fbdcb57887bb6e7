import type { MedicalFile } from '@app/domain/medical-files'
import { ageOn, cairoDate, toArabicIndicDigits } from '@app/domain/shared'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import FolderSharedIcon from '@mui/icons-material/FolderShared'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink, useNavigate } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useSignOut } from '#web/features/accounts/api/sign-out'
import {
  paymentStep,
  saveBooking,
  wizardSearch,
  type NewSavedBooking,
  type SavedBooking,
  type WizardPlace,
} from '#web/features/booking/lib/wizard'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useMedicalFiles } from '#web/features/medical-files/api/medical-files'
import { MedicalFilePicker } from '#web/features/medical-files/components/medical-file-picker'
import { DetailList } from '#web/features/profiles/components/detail-list'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { saveOrigin } from '#web/shared/lib/saved-origin'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { ChoiceSummary } from './choice-summary'
import { AddDependentDialog, LinkFileDialog } from './medical-file-dialogs'
import { wizardHref } from './links'

/** The texts of step 5: the wizard's own, plus the genders the profiles feature names. */
function useConfirmTranslation() {
  const translation = useTranslation(['booking', 'medicalFiles', 'profiles', 'common', 'errors'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/**
 * Step 5 (SPEC 2.5, 4, 6): read before confirming. A visitor signs in or up and comes back here with the whole
 * choice (the 'booking' saved origin keeps this exact place); a patient reads who is booking, may switch accounts,
 * and confirms; any other role is told that only patients book.
 */
export function ConfirmStep({
  place,
  saved,
  save,
}: {
  place: WizardPlace
  saved: SavedBooking
  save: (booking: NewSavedBooking) => void
}) {
  const { t } = useConfirmTranslation()
  const role = useSession().data?.contextRole ?? null
  const back = (
    <Button
      component={RouterLink}
      to={wizardHref({ ...place, step: 4 })}
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
    >
      {t('confirm.back')}
    </Button>
  )
  // The exact place to come back to after signing in: the complaint stays in the saved choice, not here.
  const returnHere = () => saveOrigin('booking', wizardSearch(place))

  return (
    <Stack spacing={3}>
      <ChoiceSummary doctorId={saved.doctorId} practice={saved.practice} start={saved.start} />
      {role === null ? (
        <>
          <Alert severity="info">{t('confirm.signedOut')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" component={RouterLink} to={href('signIn')} onClick={returnHere}>
              {t('confirm.signIn')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={href('signUp')} onClick={returnHere}>
              {t('confirm.signUp')}
            </Button>
          </Stack>
          <Box>{back}</Box>
        </>
      ) : role === 'patient' ? (
        <PatientConfirmation place={place} saved={saved} save={save} back={back} />
      ) : (
        <>
          {/* SPEC 6: doctors (and every role but patient) cannot book. */}
          <Alert severity="warning">{t('confirm.patientsOnly')}</Alert>
          <SwitchAccountButtons place={place} saved={saved} />
          <Box>{back}</Box>
        </>
      )}
    </Stack>
  )
}

function PatientConfirmation({
  place,
  saved,
  save,
  back,
}: {
  place: WizardPlace
  saved: SavedBooking
  save: (booking: NewSavedBooking) => void
  back: ReactNode
}) {
  const { t } = useConfirmTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const files = useMedicalFiles()
  const [dialog, setDialog] = useState<'add' | 'link' | null>(null)

  if (files.isPending) return <PageSkeleton />
  // The route guard sends a patient without a complete profile to create it first (and back here, SPEC 4), so no
  // files here is a failed load.
  const list = files.data?.files ?? []
  const own = list[0]
  if (files.isError || !own)
    return <RetryAlert onRetry={() => void files.refetch()}>{t('medicalFiles:loadFailed')}</RetryAlert>
  // A file no longer in the list (an opening that lapsed) falls back to the account's own.
  const chosen = list.find((file) => file.id === saved.medicalFileId) ?? own
  const choose = (fileId: string) => save({ ...saved, medicalFileId: fileId === own.id ? undefined : fileId })
  const chooseNew = (done: 'add.done' | 'link.done') => (file: MedicalFile) => {
    choose(file.id)
    toast(t(`medicalFiles:${done}`, { name: file.name }))
  }

  return (
    <>
      <Card variant="outlined" component="section">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <MedicalFilePicker files={list} value={chosen.id} onChange={choose} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setDialog('add')}>
              {t('medicalFiles:addFamily')}
            </Button>
            <Button variant="outlined" startIcon={<FolderSharedIcon />} onClick={() => setDialog('link')}>
              {t('medicalFiles:openOther')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <IdentityNote file={chosen} holderPhone={own.phone ?? ''} />
      {chosen.id === own.id ? null : (
        <Alert severity="info">{t('medicalFiles:payer', { name: chosen.name })}</Alert>
      )}
      <SwitchAccountButtons place={place} saved={saved} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {back}
        <Button
          variant="contained"
          onClick={() => void navigate(wizardHref({ ...place, step: paymentStep }))}
        >
          {t('confirm.confirmed')}
        </Button>
      </Box>
      <AddDependentDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={chooseNew('add.done')}
      />
      <LinkFileDialog
        open={dialog === 'link'}
        onClose={() => setDialog(null)}
        onLinked={chooseNew('link.done')}
      />
    </>
  )
}

/**
 * SPEC 2.5 step 5: the identity note of whom the booking is for — name, gender, age, mobile, area and governorate.
 * A family member has no mobile of their own and lives with the holder: theirs are the holder's.
 */
function IdentityNote({ file, holderPhone }: { file: MedicalFile; holderPhone: string }) {
  const { t, language } = useConfirmTranslation()
  const { choices } = useCatalogChoices()
  const digits = (value: string) => (language === 'ar' ? toArabicIndicDigits(value) : value)
  const items = [
    { label: t('confirm.name'), value: file.name },
    { label: t('confirm.gender'), value: t(`profiles:genders.${file.gender}`) },
    {
      label: t('confirm.age'),
      value: t('confirm.years', { count: ageOn(file.birthday, cairoDate(new Date())) }),
    },
    { label: t('confirm.mobile'), value: <PhoneNumber phone={digits(file.phone ?? holderPhone)} /> },
    { label: t('confirm.area'), value: (file.areaId && choices?.areaName(file.areaId)) ?? '' },
    {
      label: t('confirm.governorate'),
      value: (file.governorateId && choices?.governorateName(file.governorateId)) ?? '',
    },
  ]
  return (
    <Card variant="outlined" component="section" aria-labelledby="booking-identity">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="booking-identity" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {file.kind === 'own' ? t('confirm.identity') : t('confirm.identityOther')}
        </Typography>
        <DetailList items={items} />
      </CardContent>
    </Card>
  )
}

/**
 * 'Log in another account' and 'register a new account' (SPEC 2.5 step 5): sign out, then sign in or up and come
 * back here. The person asked to go on with this booking, so the choice is kept across the sign-out (which forgets
 * everything else) as a visitor's, for the next account to claim (docs/decisions/0005).
 */
function SwitchAccountButtons({ place, saved }: { place: WizardPlace; saved: SavedBooking }) {
  const { t } = useConfirmTranslation()
  const signOut = useSignOut()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const switchTo = (route: 'signIn' | 'signUp') =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        saveBooking(localStorage, { ...saved, ownerId: null, medicalFileId: undefined })
        saveOrigin('booking', wizardSearch(place))
        // A full load, as the side menu's sign-out does: nothing of the previous account stays in memory.
        window.location.assign(href(route))
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    })
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="outlined" disabled={signOut.isPending} onClick={() => switchTo('signIn')}>
        {t('confirm.otherAccount')}
      </Button>
      <Button variant="outlined" disabled={signOut.isPending} onClick={() => switchTo('signUp')}>
        {t('confirm.newAccount')}
      </Button>
    </Stack>
  )
}
