import { completenessLabel } from '@app/domain/accounts'
import type { AddressItem, Profile } from '@app/domain/profiles'
import { toArabicIndicDigits } from '@app/domain/shared'
import { formatCalendarDate, isolate, joinList } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '#web/shared/lib/router'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { DetailList, type DetailItem } from './detail-list'
import type { ProfileChoices } from './profile-choices'

interface Props {
  profile: Profile
  choices: ProfileChoices
  phone: string
  email: string | null
  emailVerified: boolean
}

const practices = [
  { key: 'practiceVideo', path: '/profile/edit/video' },
  { key: 'practiceClinic', path: '/profile/edit/clinic' },
  { key: 'practiceHome', path: '/profile/edit/home' },
] as const

/** The profile as read, per role (SPEC 3.1); editing happens in the same form used to create it. */
export function ProfileDetails({ profile, choices, phone, email, emailVerified }: Props) {
  const { t, i18n } = useProfilesTranslation()
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  const digits = (value: string) => (language === 'ar' ? toArabicIndicDigits(value) : value)
  const notSet = (
    <Typography component="span" color="textSecondary">
      {t('view.notSet')}
    </Typography>
  )
  const orNotSet = (value: string | undefined | null) => (value ? value : notSet)

  // Street (with its building number), then district, region, area, governorate and country: smallest first, each
  // part isolated so Latin-letter parts keep the phrase's order in Arabic, and a part said twice said once.
  const addressLine = (a: AddressItem) =>
    joinList(
      [
        ...new Set(
          [
            [a.buildingNumberName, a.streetBlockCompound].filter(Boolean).join(' '),
            a.districtTownVillage,
            a.region,
            choices.areaName(a.areaId),
            choices.governorateName(a.governorateId),
            t(`countries.${a.countryId}`),
          ].filter((part): part is string => Boolean(part)),
        ),
      ].map(isolate),
      language,
    )

  const account: DetailItem[] = [
    { label: t('fields.phone'), value: <PhoneNumber phone={digits(phone)} /> },
    {
      label: t('fields.email'),
      value: email ? (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span dir="ltr">{email}</span>
          <Chip
            size="small"
            color={emailVerified ? 'success' : 'warning'}
            variant="outlined"
            label={emailVerified ? t('view.verified') : t('view.unverified')}
          />
        </Box>
      ) : (
        <Typography component="span" color="textSecondary">
          {t('view.noEmail')}
        </Typography>
      ),
    },
  ]

  const roleItems: DetailItem[] = (() => {
    switch (profile.role) {
      case 'patient':
        return [
          { label: t('fields.name'), value: profile.name },
          { label: t('fields.gender'), value: t(`genders.${profile.gender}`) },
          { label: t('fields.birthday'), value: formatCalendarDate(profile.birthday, language) },
          { label: t('fields.height'), value: orNotSet(profile.height && digits(profile.height)) },
          { label: t('fields.weight'), value: orNotSet(profile.weight && digits(profile.weight)) },
          {
            label: t('fields.nationality'),
            value: orNotSet(
              profile.nationalityId ? choices.nationalityName(profile.nationalityId) : undefined,
            ),
          },
          { label: t('fields.idNumber'), value: orNotSet(profile.idNumber && digits(profile.idNumber)) },
          {
            label: t('fields.maritalStatus'),
            value: orNotSet(profile.maritalStatus && t(`maritalStatuses.${profile.maritalStatus}`)),
          },
          { label: t('fields.workType'), value: orNotSet(profile.workType) },
          { label: t('fields.resellerCode'), value: orNotSet(profile.resellerCode) },
        ]
      case 'doctor':
        return [
          { label: t('fields.nameAr'), value: <span lang="ar">{profile.nameAr}</span> },
          { label: t('fields.nameEn'), value: orNotSet(profile.nameEn) },
          { label: t('fields.gender'), value: t(`genders.${profile.gender}`) },
          { label: t('fields.birthday'), value: formatCalendarDate(profile.birthday, language) },
          { label: t('fields.specialty'), value: orNotSet(choices.specialtyName(profile.specialtyId)) },
          {
            label: t('fields.medTitle'),
            value: t(`medTitles.${profile.medTitle}`, { context: profile.gender }),
          },
          { label: t('fields.resellerCode'), value: orNotSet(profile.resellerCode) },
        ]
      case 'lab':
      case 'radio':
        return [
          { label: t('fields.businessName'), value: profile.businessName },
          { label: t('fields.businessInfo'), value: profile.businessInfo },
          { label: t('fields.commercialRegNo'), value: profile.commercialRegNo },
          { label: t('fields.contactPerson'), value: profile.contactPerson },
          { label: t('fields.receptionPhone'), value: <PhoneNumber phone={profile.receptionPhone} /> },
          { label: t('fields.openingTimes'), value: profile.openingTimes },
          { label: t('fields.homeVisit'), value: profile.homeVisit ? t('view.yes') : t('view.no') },
        ]
      case 'admin':
        return [{ label: t('fields.name'), value: profile.name }]
    }
  })()

  const addresses = 'addresses' in profile ? profile.addresses : []

  return (
    <Stack spacing={4}>
      <Box component="section" aria-label={t('sections.account')}>
        <DetailList items={account} />
      </Box>
      <Box component="section" aria-label={t('sections.personal')} sx={{ display: 'grid', gap: 2 }}>
        <DetailList items={roleItems} />
        {profile.role === 'patient' && profile.duplicateNationalId ? (
          <Alert severity="warning">{t('warnings.duplicateNationalId')}</Alert>
        ) : null}
      </Box>
      {profile.role === 'lab' || profile.role === 'radio' ? (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
            {t('sections.certificates')}
          </Typography>
          {profile.certificates.length ? (
            <Box component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
              {profile.certificates.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </Box>
          ) : (
            <Typography color="textSecondary">{t('certificates.empty')}</Typography>
          )}
        </Box>
      ) : null}
      {addresses.length ? (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
            {t('sections.addresses')}
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ margin: 0, paddingInlineStart: 3 }}>
            {addresses.map((address, index) => (
              <li key={index}>
                <Typography>{addressLine(address)}</Typography>
                {address.floorNumber || address.appartmentNumber || address.directions ? (
                  <Typography variant="body2" color="textSecondary">
                    {[
                      address.floorNumber && `${t('fields.floorNumber')}: ${address.floorNumber}`,
                      address.appartmentNumber &&
                        `${t('fields.appartmentNumber')}: ${address.appartmentNumber}`,
                      address.directions,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                ) : null}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {profile.role === 'doctor' ? (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
            {t('doctor.practices')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {practices.map(({ key, path }) => (
              <Button key={key} component={RouterLink} to={path} variant="outlined">
                {t(`doctor.${key}`)} ·{' '}
                {t(`doctor.completeness.${completenessLabel(profile.regCompleteness[key])}`)}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  )
}
