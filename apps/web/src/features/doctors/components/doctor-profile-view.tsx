import type { DoctorPage } from '@app/domain/doctors'
import { inLanguage } from '@app/domain/shared'
import { joinList } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import MapIcon from '@mui/icons-material/Map'
import StarIcon from '@mui/icons-material/Star'
import { Suspense, type ReactNode } from 'react'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { doctorName, formatRating, languageOf, mapUrl } from '../lib/display'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { useHydrated } from '#web/shared/hooks/use-hydrated'
import { ClinicMap } from './clinic-map'
import { DoctorAvatar } from './doctor-avatar'
import { PriceLine } from './price-line'

export interface DoctorProfileViewProps {
  doctor: DoctorPage
  /** Which page: /doctor/{id} shows the video practice, /clinic/{id} the clinic. */
  practice: 'video' | 'clinic'
  specialtyName: string | undefined
  placeName: (governorateId: number, areaId: number) => string
  /** The heart (patients only), share and book buttons, composed by the page. */
  favourite?: ReactNode
  actions: ReactNode
  /** The next available slots, grouped by day. */
  slots: ReactNode
  /** The name is the page's h1, or an h2 under the booking wizard's title. */
  nameHeading?: 'h1' | 'h2'
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ margin: 0 }}>
        {children}
      </Typography>
    </Box>
  )
}

/**
 * SPEC 2.5 step 2 and 2.1 /doctor/{id}, /clinic/{id}: who the doctor is, in the reader's language (the Arabic
 * text when there is no English one), what the visit costs with fees and VAT, and when it can be booked.
 */
export function DoctorProfileView({
  doctor,
  practice,
  specialtyName,
  placeName,
  favourite,
  actions,
  slots,
  nameHeading: Heading = 'h1',
}: DoctorProfileViewProps) {
  const { t, language } = useDoctorsTranslation()
  const hydrated = useHydrated()
  const name = doctorName(doctor, language)
  const about = inLanguage(language, doctor.aboutAr ?? '', doctor.aboutEn)
  // The English texts the doctor wrote, in English; the Arabic otherwise (issue 7 §3).
  const degree = inLanguage(language, doctor.medicalDegree ?? '', doctor.medicalDegreeEn)
  const offered = doctor.practices[practice]
  const clinic = doctor.practices.clinic
  const languages = doctor.languages.filter((l) => l.level !== 'none')

  return (
    <Stack spacing={3}>
      {!doctor.verified ? <Alert severity="info">{t('page.notVerified')}</Alert> : null}
      {/* The header is on the page's first screen: plain elements styled by static CSS (`doctor-header`,
          app/styles/first-screen.css), as a doctor's card. */}
      <div className="doctor-header">
        <DoctorAvatar name={name} photoUrl={doctor.photoUrl} alt={t('card.photo', { name })} size={96} />
        <div className="header-main">
          <div className="header-title">
            <Heading className="header-name">{name}</Heading>
            {favourite}
          </div>
          <p className="header-secondary">
            {[
              t(`profiles:medTitles.${doctor.medTitle}`, { context: doctor.gender }),
              specialtyName,
              doctor.subspecialty ? inLanguage(language, doctor.subspecialty, doctor.subspecialtyEn) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="header-rating">
            <StarIcon fontSize="small" className="header-star" aria-hidden />
            {doctor.rating === null
              ? t('card.noRating')
              : t('card.rating', {
                  rating: formatRating(doctor.rating, language),
                  count: doctor.ratingCount,
                })}
          </p>
        </div>
      </div>
      <>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </>

      <>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
              {t(`page.practices.${practice}`)}
            </Typography>
            {offered ? <PriceLine price={offered.price} /> : <Typography>{t('page.notOffered')}</Typography>}
            {practice === 'clinic' && clinic ? (
              <Stack spacing={1} style={{ marginBlockStart: 16 }}>
                <Typography variant="subtitle2" component="h3">
                  {t('page.clinicAddress')}
                </Typography>
                <Typography>
                  {clinic.address} — {placeName(clinic.governorateId, clinic.areaId)}
                </Typography>
                {clinic.phones.length ? (
                  <Typography>
                    {t('page.phones')}:{' '}
                    {clinic.phones.map((phone, index) => (
                      <span key={phone}>
                        {index ? ' · ' : ''}
                        <Link href={`tel:${phone}`}>
                          <PhoneNumber phone={phone} />
                        </Link>
                      </span>
                    ))}
                  </Typography>
                ) : null}
                {clinic.location ? (
                  // The map is drawn by Leaflet in the browser only: a page rendered on the server keeps its place.
                  hydrated ? (
                    <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                      <ClinicMap value={clinic.location} />
                    </Suspense>
                  ) : (
                    <Skeleton variant="rounded" height={260} />
                  )
                ) : null}
                {clinic.location ? (
                  <Link
                    href={mapUrl(clinic.location)}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <MapIcon fontSize="small" aria-hidden />
                    {t('page.openMap')}
                  </Link>
                ) : null}
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </>

      <>
        <Box component="section" aria-labelledby="doctor-next-slots">
          <Typography id="doctor-next-slots" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
            {t('page.nextSlots')}
          </Typography>
          {slots}
        </Box>
      </>

      <>
        {about ? (
          <Box component="section" aria-labelledby="doctor-about">
            <Typography id="doctor-about" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
              {t('page.about')}
            </Typography>
            <Typography
              sx={{ whiteSpace: 'pre-line' }}
              lang={about === doctor.aboutEn ? 'en' : 'ar'}
              dir={about === doctor.aboutEn ? 'ltr' : 'rtl'}
            >
              {about}
            </Typography>
          </Box>
        ) : null}

        <Box
          component="dl"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, margin: 0 }}
        >
          <Fact label={t('page.experience')}>
            {t('card.experience', { count: doctor.yearsOfExperience })}
          </Fact>
          {degree ? <Fact label={t('page.degree')}>{degree}</Fact> : null}
          {languages.length ? (
            <Fact label={t('page.languages')}>
              {joinList(
                languages.map(
                  (l) =>
                    `${t(`languageNames.${l.code}`, { defaultValue: l.code })} (${t(`levels.${l.level}`)})`,
                ),
                language,
              )}
            </Fact>
          ) : null}
          {/* Its texts are their own namespace (doctorData), downloaded by the doctor's pages with their first screen
              and by the booking wizard's doctor step when it shows: the search and booking entry screens, which
              download the doctors texts, stay as small as they were (issue 45 §5, e2e/first-screen-budgets.json). */}
          <Suspense fallback={null}>
            <DoctorDataFacts doctor={doctor} />
          </Suspense>
        </Box>
      </>
    </Stack>
  )
}

/** SPEC 3.1, 3.7: certificates (with their type), countries of practice and the insurance accepted. */
function DoctorDataFacts({ doctor }: { doctor: DoctorPage }) {
  const { t, i18n } = useTranslation(['doctorData', 'doctors', 'profiles'])
  const language = languageOf(i18n.language)
  return (
    <>
      {doctor.certificates.length ? (
        <Fact label={t('doctors:page.certificates')}>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {doctor.certificates.map((c) => {
              const name = inLanguage(language, c.name, c.nameEn)
              // SPEC 3.7: the certificate's type, when the doctor chose one, before its name.
              const type = c.type ? t(`catalogues.certificateTypes.${c.type}`) : null
              return <Chip key={c.name} label={type ? `${type}: ${name}` : name} size="small" />
            })}
          </Box>
        </Fact>
      ) : null}
      {doctor.practiceCountries.length ? (
        <Fact label={t('page.practiceCountries')}>
          {joinList(
            doctor.practiceCountries.map((code) => t(`profiles:countries.${code}`)),
            language,
          )}
        </Fact>
      ) : null}
      {doctor.insurance ? (
        <Fact label={t('page.insurance')}>
          {`${t(`catalogues.insuranceCategories.${doctor.insurance.category}`)} — `}
          <bdi>{doctor.insurance.name}</bdi>
        </Fact>
      ) : null}
    </>
  )
}
