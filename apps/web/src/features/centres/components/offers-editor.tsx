import type { CentreKind, CentreOfferView, CentreServiceView } from '@app/domain/centres/schemas'
import { inLanguage } from '@app/domain/shared'
import { formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { useMemo, useState } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useToast } from '#web/shared/ui/toast'
import { useOffers } from '../api/get-offers'
import { useRemoveOffer } from '../api/remove-offer'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { OfferDialog } from './offer-dialog'
import { ServicePicker, useCategoryName } from './service-picker'

export interface OffersEditorProps {
  /** Null: the signed-in centre's own; an id: an admin working on that centre. */
  centreId: string | null
  kind: CentreKind
}

/**
 * Issue 43 §1: what a lab or radiology centre offers and at what price — the list, adding from the catalogue, changing
 * an offer's prices in a dialog, and removing after a confirmation; a toast after each.
 */
export function OffersEditor({ centreId, kind }: OffersEditorProps) {
  const { t, language } = useCentresTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const offers = useOffers(centreId)
  const remove = useRemoveOffer(centreId)
  const [editing, setEditing] = useState<CentreServiceView | null>(null)
  // The offer stays named while the confirmation fades out.
  const [removing, setRemoving] = useState<CentreOfferView | null>(null)
  const [confirming, setConfirming] = useState(false)
  const items = useMemo(() => offers.data?.items ?? [], [offers.data])
  const offeredPrices = useMemo(() => new Map(items.map((o) => [o.service.id, o.price])), [items])
  const name = (service: CentreServiceView) => inLanguage(language, service.nameAr, service.nameEn)

  if (offers.isPending)
    return (
      <Stack spacing={1.5} role="status" aria-label={t('common:loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={84} />
        <Skeleton variant="rounded" height={84} />
      </Stack>
    )
  if (offers.isError)
    return <RetryAlert onRetry={() => void offers.refetch()}>{t('offers.loadFailed')}</RetryAlert>

  const confirmRemove = () => {
    if (!removing) return
    const removedName = name(removing.service)
    remove.mutate(removing.service.id, {
      onSuccess: () => toast(t('offers.removed', { name: removedName })),
      onError: (error) => toast(errorMessage(error), 'error'),
      onSettled: () => setConfirming(false),
    })
  }

  const picker = <ServicePicker kind={kind} offeredPrices={offeredPrices} onPick={setEditing} />
  return (
    <Stack spacing={2}>
      {items.length === 0 ? (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1,
            paddingBlock: 3,
            paddingInline: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <BiotechOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography sx={{ maxWidth: 460 }}>
            {t(centreId ? `offers.${kind}.emptyAdmin` : `offers.${kind}.empty`)}
          </Typography>
        </Box>
      ) : null}
      {picker}
      {items.length > 0 ? (
        <Stack
          component="ul"
          spacing={1}
          aria-label={t(`offers.${kind}.title`)}
          sx={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((offer) => (
            <OfferRow
              key={offer.service.id}
              offer={offer}
              kind={kind}
              onEdit={() => setEditing(offer.service)}
              onRemove={() => {
                setRemoving(offer)
                setConfirming(true)
              }}
            />
          ))}
        </Stack>
      ) : null}
      {editing ? (
        <OfferDialog
          // A new dialog per service: its fields start from that offer.
          key={editing.id}
          centreId={centreId}
          kind={kind}
          service={editing}
          offer={items.find((o) => o.service.id === editing.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('offers.confirmRemove.title', { name: removing ? name(removing.service) : '' })}
        message={t(`offers.${kind}.removeIntro`)}
        confirmLabel={t('offers.confirmRemove.yes')}
        cancelLabel={t('offers.confirmRemove.no')}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
        onExited={() => setRemoving(null)}
        pending={remove.isPending}
        destructive
      />
    </Stack>
  )
}

function OfferRow({
  offer,
  kind,
  onEdit,
  onRemove,
}: {
  offer: CentreOfferView
  kind: CentreKind
  onEdit: () => void
  onRemove: () => void
}) {
  const { t, language } = useCentresTranslation()
  const categoryName = useCategoryName()
  const money = (piastres: number) => formatMoney(piastres, language)
  const { service } = offer
  const name = inLanguage(language, service.nameAr, service.nameEn)
  const details = [
    offer.insurancePrice === null
      ? t('offers.noInsurance')
      : t('offers.insurance', { price: money(offer.insurancePrice) }),
    kind === 'lab'
      ? offer.homeCollection
        ? offer.homeCollectionPrice
          ? t('offers.homeCollection', { price: money(offer.homeCollectionPrice) })
          : t('offers.homeCollectionFree')
        : t('offers.noHomeCollection')
      : null,
  ].filter((detail): detail is string => detail !== null)
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        padding: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(offer.price)}</Typography>
        </Box>
        <Typography variant="body2" color="textSecondary">
          {[
            categoryName(service.categoryId),
            service.fastingHours ? t('offers.fasting', { count: service.fastingHours }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {details.map((detail) => (
          <Typography key={detail} variant="body2">
            {detail}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton onClick={onEdit} aria-label={t('offers.edit', { name })}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton onClick={onRemove} aria-label={t('offers.remove', { name })}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
    </Box>
  )
}
