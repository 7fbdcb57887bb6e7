import { genders, medTitles, type Profile } from '@app/domain/profiles'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { FormTextField } from '#web/shared/ui/form-text-field'
import {
  doctorDefaults,
  doctorFormSchema,
  domainResolver,
  type DoctorFormOutput,
  type DoctorFormValues,
} from '../hooks/use-profile-form'
import type { SaveOutcome } from '../hooks/use-save-profile'
import { useProfileSubmit } from '../hooks/use-profile-submit'
import { DateOfBirthField } from './date-of-birth-field'
import { FormSection } from './form-section'
import { ProfileFormFrame } from './profile-form-frame'
import type { ProfileChoices } from './profile-choices'
import { ResellerCodeField } from './reseller-code-field'
import { RadioGroupField } from './radio-group-field'
import { SelectField } from './select-field'

export interface DoctorProfileFormProps {
  mode: 'create' | 'edit'
  profile: Extract<Profile, { role: 'doctor' }> | null
  choices: ProfileChoices
  onSaved: (outcome: SaveOutcome) => void
  onCancel?: () => void
}

/** The doctor's start tab (SPEC 3.1, 5): entered in Arabic, English optional; the practices come later. */
export function DoctorProfileForm({ mode, profile, choices, onSaved, onCancel }: DoctorProfileFormProps) {
  const { t } = useProfilesTranslation()
  const schema = useMemo(() => doctorFormSchema(), [])
  const { control, handleSubmit, setError, formState } = useForm<DoctorFormValues, unknown, DoctorFormOutput>(
    {
      resolver: domainResolver(schema),
      defaultValues: doctorDefaults(profile),
      mode: 'onTouched',
      shouldFocusError: false,
    },
  )
  const { server, guard, submit } = useProfileSubmit({
    mode,
    setError,
    fields: Object.keys(schema.shape),
    isDirty: formState.isDirty,
    onSaved,
  })
  const onSubmit = (values: DoctorFormOutput) => submit(values)

  return (
    <ProfileFormFrame
      control={control}
      onSubmit={handleSubmit(onSubmit)}
      mode={mode}
      submitting={formState.isSubmitting}
      serverError={server.message}
      onCancel={onCancel}
      blocker={guard.blocker}
      note={
        <Alert severity="info" role="note">
          {t('hints.doctorArabic')}
        </Alert>
      }
    >
      <FormSection title={t('sections.personal')}>
        <FormTextField
          control={control}
          name="nameAr"
          label={t('fields.nameAr')}
          required
          helperText={t('hints.nameAr')}
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
        <FormTextField
          control={control}
          name="nameEn"
          label={t('fields.nameEn')}
          helperText={t('hints.nameEn')}
          slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
        />
        <RadioGroupField
          control={control}
          name="gender"
          legend={t('fields.gender')}
          required
          options={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
        />
        <DateOfBirthField control={control} name="birthday" label={t('fields.birthday')} required />
        <SelectField
          control={control}
          name="specialtyId"
          label={t('fields.specialty')}
          required
          numeric
          options={choices.specialties.map((s) => ({ value: s.id, label: s.label }))}
        />
        <ResellerCodeField control={control} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <RadioGroupField
            control={control}
            name="medTitle"
            legend={t('fields.medTitle')}
            required
            options={medTitles.map((m) => ({ value: m, label: t(`medTitles.${m}`) }))}
          />
        </Box>
      </FormSection>
    </ProfileFormFrame>
  )
}
