import type { DoctorCard as DoctorCardData } from '@app/domain/doctors'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from '#web/shared/lib/router'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { CopyLinkButton } from '#web/features/doctors/components/copy-link-button'
import { DoctorCard, DoctorCardSkeleton } from '#web/features/doctors/components/doctor-card'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { doctorName } from '#web/features/doctors/lib/display'
import { useFavourites } from '#web/features/favourites/api/get-favourites'
import { useToggleFavourite } from '#web/features/favourites/api/toggle-favourite'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { Page } from '#web/shared/ui/page'
import { useToast } from '#web/shared/ui/toast'
import { bookingHref, doctorPageHref } from '#web/flows/doctor-search/links'
import { RetryAlert } from '#web/shared/ui/retry-alert'

const tabs = ['video', 'clinic'] as const
type FavouritesTab = (typeof tabs)[number]

/** /favourites (SPEC 2.8): video and clinics tabs; each doctor with 'available from', remove, share and book. */
export default function FavouritesPage() {
  const { t, language } = useDoctorsTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [params, setParams] = useSearchParams()
  const tab: FavouritesTab = params.get('tab') === 'clinic' ? 'clinic' : 'video'
  const favourites = useFavourites(tab)
  const remove = useToggleFavourite()
  const { choices } = useCatalogChoices()
  // The doctor stays named while the dialog fades out.
  const [removing, setRemoving] = useState<DoctorCardData | null>(null)
  const [confirming, setConfirming] = useState(false)
  const ask = (doctor: DoctorCardData) => {
    setRemoving(doctor)
    setConfirming(true)
  }

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(
      { doctorId: removing.id, favourite: false },
      {
        onSuccess: () => toast(t('favourites.removed')),
        onError: (error) => toast(errorMessage(error), 'error'),
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <Page title={t('pages.favourites')} maxWidth={960}>
      <Tabs
        value={tab}
        onChange={(_, value: FavouritesTab) =>
          setParams(value === 'video' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
        aria-label={t('favourites.tabs.label')}
        sx={{ marginBlockEnd: 3, borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`favourites.tabs.${value}`)}
            id={`favourites-tab-${value}`}
            aria-controls="favourites-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="favourites-panel" aria-labelledby={`favourites-tab-${tab}`}>
        {favourites.isPending ? (
          <Stack spacing={2} role="status" aria-label={t('common:loading')}>
            <DoctorCardSkeleton />
            <DoctorCardSkeleton />
          </Stack>
        ) : favourites.isError ? (
          <RetryAlert onRetry={() => void favourites.refetch()}>{errorMessage(favourites.error)}</RetryAlert>
        ) : favourites.data.items.length === 0 ? (
          <Box sx={{ textAlign: 'center', paddingBlock: 4 }}>
            <FavoriteBorderIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ marginBlock: 1 }}>
              {t('favourites.empty')}
            </Typography>
            <Button
              component={RouterLink}
              to={tab === 'clinic' ? href('clinicSearch') : href('specialists')}
              variant="contained"
            >
              {t('favourites.find')}
            </Button>
          </Box>
        ) : (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {favourites.data.items.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard
                  doctor={doctor}
                  specialtyName={choices?.specialtyName(doctor.specialtyId)}
                  pageHref={doctorPageHref(doctor.id, tab)}
                  bookHref={bookingHref(doctor.id, tab, 'favourites')}
                  actions={
                    <>
                      <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => ask(doctor)}>
                        {t('favourites.remove')}
                      </Button>
                      <CopyLinkButton url={doctorPageHref(doctor.id, tab)} variant="text" />
                    </>
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('favourites.confirmTitle')}
        message={removing ? t('favourites.confirmBody', { name: doctorName(removing, language) }) : undefined}
        confirmLabel={t('favourites.confirm')}
        cancelLabel={t('favourites.cancel')}
        pending={remove.isPending}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
        onExited={() => setRemoving(null)}
      />
    </Page>
  )
}
