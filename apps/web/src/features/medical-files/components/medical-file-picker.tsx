import type { MedicalFile } from '@app/domain/medical-files'
import { formatDateTime } from '@app/i18n/format'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** What a file is to the account holder: themselves, a family member by relation, or another patient's file. */
export function useFileDescription() {
  const { t, i18n } = useTranslation('medicalFiles')
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  return (file: MedicalFile): string => {
    if (file.kind === 'own') return t('own')
    if (file.kind === 'dependent') return t(`relations.${file.relation ?? 'other'}`)
    return t('linkedUntil', { time: file.expiresAt ? formatDateTime(file.expiresAt, language) : '' })
  }
}

/**
 * SPEC 2.8: whom the booking is for — one radio per medical file, each named and described (the account's own,
 * a family member, another patient's file opened for a while). A fieldset whose legend asks the question.
 */
export function MedicalFilePicker({
  files,
  value,
  onChange,
}: {
  files: readonly MedicalFile[]
  value: string
  onChange: (fileId: string) => void
}) {
  const { t } = useTranslation('medicalFiles')
  const describe = useFileDescription()
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        {t('legend')}
      </FormLabel>
      <RadioGroup name="medical-file" value={value} onChange={(event) => onChange(event.target.value)}>
        {files.map((file) => (
          <FormControlLabel
            key={file.id}
            value={file.id}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Stack sx={{ pt: 0.75 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {file.name}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary">
                  {describe(file)}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}
