import type { HealthRecord, RecordConsult, RecordReferral } from '@app/domain/consults'
import { formatCalendarDate, formatNumber } from '@app/i18n/format'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { consultWhen, diagnosisLabel, doctorName } from './display'
import {
  PrescriptionItems,
  PrescriptionPdfButton,
  ReferralText,
  type BookReferral,
} from './prescription-items'
import { EmptyLine, RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from './use-consults-translation'

export interface RecordLinks {
  /** /health_records_visit/{bookingId} */
  visit: (bookingId: string) => string
  /** /health_records_prescription/{bookingId} */
  prescription: (bookingId: string) => string
  /** Where a lab or radio referral is booked (issue 43 §2: "Book this test"); absent, the referral is only read. */
  bookReferral?: BookReferral
}

/**
 * A medical file's record (SPEC 2.8): doctor consults, prescriptions, referrals to doctors, lab tests and radiology,
 * then what the page adds (the measurements, who read the record). The patient's pages link each visit and
 * prescription to its own page; the doctor's drawer shows it all in place.
 */
export function HealthRecordView({
  record,
  specialtyName,
  links,
  measurements,
  centreOrders,
  children,
  headingLevel = 'h2',
}: {
  record: HealthRecord
  specialtyName: (id: number) => string | undefined
  links?: RecordLinks
  /** The measurements section; without it the record's own latest height and weight are listed. */
  measurements?: ReactNode
  /** The lab results and radiology reports centres delivered (issue 43 §5), after the doctors' requests for them. */
  centreOrders?: ReactNode
  children?: ReactNode
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useConsultsTranslation()
  return (
    <Stack spacing={2}>
      <RecordSection title={t('record.consults')} headingLevel={headingLevel}>
        {record.consults.length === 0 ? (
          <EmptyLine>{t('empty.consults')}</EmptyLine>
        ) : (
          <List disablePadding>
            {record.consults.map((consult, index) => (
              <ListItem key={consult.bookingId} disableGutters divider={index < record.consults.length - 1}>
                <ConsultLine consult={consult} specialtyName={specialtyName} links={links} />
              </ListItem>
            ))}
          </List>
        )}
      </RecordSection>

      <RecordSection title={t('record.prescriptions')} headingLevel={headingLevel}>
        {record.prescriptions.length === 0 ? (
          <EmptyLine>{t('empty.prescriptions')}</EmptyLine>
        ) : (
          <Stack spacing={2}>
            {record.prescriptions.map((prescription) => (
              <PrescriptionCard
                key={prescription.bookingId}
                prescription={prescription}
                href={links?.prescription(prescription.bookingId)}
              />
            ))}
          </Stack>
        )}
      </RecordSection>

      <ReferralSection
        title={t('record.referrals')}
        empty={t('empty.referrals')}
        items={record.referrals}
        headingLevel={headingLevel}
      />
      <ReferralSection
        title={t('record.labTests')}
        empty={t('empty.labTests')}
        items={record.labTests}
        headingLevel={headingLevel}
        bookReferral={links?.bookReferral}
      />
      <ReferralSection
        title={t('record.radiology')}
        empty={t('empty.radiology')}
        items={record.radiology}
        headingLevel={headingLevel}
        bookReferral={links?.bookReferral}
      />
      {centreOrders}

      {measurements ?? <MeasurementLines record={record} headingLevel={headingLevel} />}
      {children}
    </Stack>
  )
}

function ConsultLine({
  consult,
  specialtyName,
  links,
}: {
  consult: RecordConsult
  specialtyName: (id: number) => string | undefined
  links?: RecordLinks
}) {
  const { t, language } = useConsultsTranslation()
  const diagnosis = diagnosisLabel(consult, language)
  const specialty = specialtyName(consult.doctor.specialtyId)
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{doctorName(consult.doctor, language)}</Typography>
        {specialty ? <Typography color="textSecondary">{specialty}</Typography> : null}
        <Chip
          size="small"
          variant="outlined"
          color={consult.documented ? 'success' : 'default'}
          label={t(`status.${consult.status}`)}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {consultWhen(consult.startsAt, language)} · {t(`practices.${consult.practice}`)}
      </Typography>
      {consult.complaint ? (
        <Typography dir="auto">{t('record.complaint', { complaint: consult.complaint })}</Typography>
      ) : null}
      <Typography>{diagnosis ? t('record.diagnosis', { diagnosis }) : t('record.noDiagnosis')}</Typography>
      {links ? (
        <Link component={RouterLink} to={links.visit(consult.bookingId)} sx={{ alignSelf: 'flex-start' }}>
          {t('record.openVisit', { date: consultWhen(consult.startsAt, language) })}
        </Link>
      ) : null}
    </Stack>
  )
}

function PrescriptionCard({
  prescription,
  href,
}: {
  prescription: HealthRecord['prescriptions'][number]
  href?: string
}) {
  const { t, language } = useConsultsTranslation()
  return (
    <Stack
      spacing={1}
      component="article"
      aria-label={t('record.prescriptionOf', { date: consultWhen(prescription.startsAt, language) })}
    >
      <Typography variant="body2" color="textSecondary">
        {consultWhen(prescription.startsAt, language)} · {doctorName(prescription.doctor, language)}
      </Typography>
      <PrescriptionItems items={prescription.items} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {href ? (
          <Link component={RouterLink} to={href} sx={{ alignSelf: 'center' }}>
            {t('record.openPrescription')}
          </Link>
        ) : null}
        <PrescriptionPdfButton bookingId={prescription.bookingId} size="small" />
      </Stack>
    </Stack>
  )
}

function ReferralSection({
  title,
  empty,
  items,
  headingLevel,
  bookReferral,
}: {
  title: string
  empty: string
  items: readonly RecordReferral[]
  headingLevel: 'h2' | 'h3'
  bookReferral?: BookReferral | undefined
}) {
  const { language } = useConsultsTranslation()
  return (
    <RecordSection title={title} headingLevel={headingLevel}>
      {items.length === 0 ? (
        <EmptyLine>{empty}</EmptyLine>
      ) : (
        <List disablePadding>
          {items.map((item, index) => (
            <ListItem key={`${item.bookingId}-${index}`} disableGutters divider={index < items.length - 1}>
              <Stack spacing={0.25}>
                <ReferralText
                  referral={item.referral}
                  bookHref={bookReferral?.(item.referral, {
                    bookingId: item.bookingId,
                    position: item.position,
                  })}
                />
                <Typography variant="body2" color="textSecondary">
                  {consultWhen(item.startsAt, language)} · {doctorName(item.doctor, language)}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </RecordSection>
  )
}

/** The latest height and weight as the record has them (the doctor's view: the patient edits on their own page). */
function MeasurementLines({ record, headingLevel }: { record: HealthRecord; headingLevel: 'h2' | 'h3' }) {
  const { t, language } = useConsultsTranslation()
  const latest = (kind: 'height' | 'weight') =>
    record.measurements
      .filter((m) => m.kind === kind)
      .sort((a, b) => b.measuredOn.localeCompare(a.measuredOn))[0]
  const rows = (['height', 'weight'] as const).map((kind) => {
    const m = latest(kind)
    return (
      <Typography key={kind}>
        {m
          ? t(`measurements.${kind}`, {
              value: formatNumber(m.value, language),
              date: formatCalendarDate(m.measuredOn, language),
            })
          : t(`measurements.${kind}None`)}
      </Typography>
    )
  })
  return (
    <RecordSection title={t('record.measurements')} headingLevel={headingLevel}>
      <Stack spacing={0.5}>{rows}</Stack>
    </RecordSection>
  )
}
