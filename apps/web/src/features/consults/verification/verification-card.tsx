import type { PrescriptionVerification } from '@app/domain/consults'
import { inLanguage } from '@app/domain/shared'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { itemPosology } from '../records/posology'
import { usePrescriptionsTranslation } from './use-prescriptions-translation'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ margin: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </div>
  )
}

/**
 * What /verify/{code} shows a pharmacist (issue 45 §4): that the prescription is genuine, its date, the doctor (name,
 * specialty, licence), the patient's initials, the medicines with their doses, and whether it was dispensed — a
 * dispensed one in a warning, so nobody dispenses it twice.
 */
export function VerificationCard({ verification }: { verification: PrescriptionVerification }) {
  const { t, language } = usePrescriptionsTranslation()
  const medicinesId = useId()
  const { doctor, dispensedAt } = verification
  return (
    <Stack spacing={2}>
      <Alert severity="success" variant="filled" role="status">
        <AlertTitle sx={{ fontWeight: 700 }}>{t('verify.genuine')}</AlertTitle>
        {t('verify.genuineDetail')}
      </Alert>
      {dispensedAt ? (
        <Alert severity="warning">{t('verify.dispensedWarning', { date: dispensedAt })}</Alert>
      ) : null}
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Stack
          component="dl"
          sx={{
            margin: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Fact label={t('verify.issuedAt')}>
            <time dateTime={verification.issuedAt}>{formatDateTime(verification.issuedAt, language)}</time>
          </Fact>
          <Fact label={t('verify.doctor')}>{inLanguage(language, doctor.nameAr, doctor.nameEn)}</Fact>
          <Fact label={t('verify.specialty')}>
            {inLanguage(language, doctor.specialtyAr, doctor.specialtyEn) || '—'}
          </Fact>
          <Fact label={t('verify.licence')}>
            <span dir="ltr">{doctor.licenceNumber ?? '—'}</span>
          </Fact>
          <Fact label={t('verify.patient')}>
            <span dir="auto">{verification.patientInitials || '—'}</span>
          </Fact>
          <Fact label={t('verify.status')}>
            {dispensedAt ? t('verify.dispensedOn', { date: dispensedAt }) : t('verify.notDispensed')}
          </Fact>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={medicinesId} sx={{ padding: 2 }}>
        <Typography id={medicinesId} component="h2" sx={{ fontWeight: 600 }}>
          {t('verify.medicines')}
        </Typography>
        <List component="ol" disablePadding sx={{ listStyle: 'decimal', paddingInlineStart: 3 }}>
          {verification.items.map((item, index) => (
            <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.75 }}>
              <Typography component="span" dir="ltr" sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}>
                {item.drugName}
              </Typography>
              {itemPosology(item, language) ? (
                <Typography component="span" sx={{ display: 'block' }}>
                  {itemPosology(item, language)}
                </Typography>
              ) : null}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  )
}
