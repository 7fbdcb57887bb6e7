import type { PrescriptionItem, ReferralView } from '@app/domain/consults'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import { Link as RouterLink } from '#web/shared/lib/router'
import { prescriptionPdfHref, prescriptionPdfName } from '../api/call-summary'
import { doctorName, itemPosology } from './display'
import { EmptyLine } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from './use-consults-translation'

/**
 * A prescription's medicines (issue 11 §2): the drug's Latin name as pharmacies read it (kept left-to-right inside
 * Arabic), its form, dose, frequency and duration, and the instructions in the patient's words.
 */
export function PrescriptionItems({ items }: { items: readonly PrescriptionItem[] }) {
  const { t, language } = useConsultsTranslation()
  if (items.length === 0) return <EmptyLine>{t('empty.prescription')}</EmptyLine>
  return (
    <List component="ol" disablePadding sx={{ listStyle: 'decimal', paddingInlineStart: 3 }}>
      {items.map((item, index) => (
        <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.75 }}>
          <Typography component="span" dir="ltr" sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}>
            {item.drugName}
          </Typography>
          {itemPosology(item, language) ? (
            <Typography component="span" sx={{ display: 'block' }}>
              {itemPosology(item, language)}
            </Typography>
          ) : null}
          {item.instructions ? (
            <Typography component="span" dir="auto" color="textSecondary" sx={{ display: 'block' }}>
              {item.instructions}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  )
}

/** The prescription as a PDF, downloaded by the browser (a link, not a fetch: it is a file). */
export function PrescriptionPdfButton({ bookingId, size }: { bookingId: string; size?: 'small' | 'medium' }) {
  const { t } = useConsultsTranslation()
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<PictureAsPdfIcon />}
      href={prescriptionPdfHref(bookingId)}
      download={prescriptionPdfName(bookingId)}
    >
      {t('prescription.download')}
    </Button>
  )
}

/**
 * Where a lab or radio referral is booked (issue 43 §2): the referral and, with its booking, its place in the summary,
 * so the order names the referral it answers and the referring doctor reads the result. Undefined for a specialty.
 */
export type BookReferral = (
  referral: ReferralView,
  from: { bookingId: string; position: number },
) => string | undefined

/**
 * A referral in words: to a specialty (and a doctor), a lab test or a scan, with the doctor's note; with `bookHref`,
 * the way to book it.
 */
export function ReferralText({
  referral,
  bookHref,
}: {
  referral: ReferralView
  bookHref?: string | undefined
}) {
  const { t, language } = useConsultsTranslation()
  let what: string
  switch (referral.kind) {
    case 'specialty': {
      const specialty = language === 'en' ? referral.specialtyEn : referral.specialtyAr
      const doctor =
        referral.doctorNameAr !== null
          ? doctorName({ nameAr: referral.doctorNameAr, nameEn: referral.doctorNameEn }, language)
          : null
      what = doctor
        ? t('referral.toSpecialtyDoctor', { specialty, doctor })
        : t('referral.toSpecialty', { specialty })
      break
    }
    case 'lab':
      what = t('referral.toLab', { name: referral.name })
      break
    case 'radio':
      what = t('referral.toRadio', { name: referral.name })
      break
  }
  return (
    <Stack spacing={0.25}>
      <Typography sx={{ fontWeight: 600 }}>{what}</Typography>
      {referral.note ? (
        <Typography dir="auto" color="textSecondary">
          {referral.note}
        </Typography>
      ) : null}
      {bookHref && referral.kind !== 'specialty' ? (
        <Button
          component={RouterLink}
          to={bookHref}
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', marginBlockStart: 0.5 }}
        >
          {referral.kind === 'lab' ? t('referral.bookTest') : t('referral.bookScan')}
        </Button>
      ) : null}
    </Stack>
  )
}

export function ReferralList({
  referrals,
  bookingId,
  bookReferral,
}: {
  referrals: readonly ReferralView[]
  bookingId?: string
  bookReferral?: BookReferral | undefined
}) {
  const { t } = useConsultsTranslation()
  if (referrals.length === 0) return <EmptyLine>{t('empty.referrals')}</EmptyLine>
  return (
    <List disablePadding>
      {referrals.map((referral, index) => (
        <ListItem key={index} disableGutters divider={index < referrals.length - 1}>
          <ReferralText
            referral={referral}
            // The summary lists its referrals in their order: the index is the place the order names.
            bookHref={bookingId ? bookReferral?.(referral, { bookingId, position: index }) : undefined}
          />
        </ListItem>
      ))}
    </List>
  )
}
