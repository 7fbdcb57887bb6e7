import { insuranceCategoryCodes } from '@app/domain/doctors'
import { genders, medTitles } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import type { CatalogChoices } from '#web/features/catalog/api/get-catalog'
import { LanguagesField } from '#web/features/doctors/components/languages-field'
import { NumberField } from '#web/features/doctors/components/number-field'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { CertificatesField } from './certificates-field'
import { PracticeCountriesField } from './practice-countries-field'
import { DateOfBirthField } from '#web/features/profiles/components/date-of-birth-field'
import { FormSection } from '#web/features/profiles/components/form-section'
import { RadioGroupField } from '#web/features/profiles/components/radio-group-field'
import { SelectField } from '#web/features/profiles/components/select-field'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { textControl, type EditorFormOutput, type EditorFormValues } from './editor-form'

interface Props {
  control: Control<EditorFormValues, unknown, EditorFormOutput>
  setValue: UseFormSetValue<EditorFormValues>
  choices: CatalogChoices
}

const arabic = { htmlInput: { dir: 'rtl', lang: 'ar' } }
const english = { htmlInput: { dir: 'ltr', lang: 'en' } }

/** SPEC 2.8 personal and professional sections: entered in Arabic, English optional (SPEC 5). */
export function PersonalSections({ control, setValue, choices }: Props) {
  const { t } = useDoctorsTranslation()
  return (
    <>
      <FormSection title={t('editor.sections.personal')}>
        <FormTextField
          control={textControl(control)}
          name="profile.personal.nameAr"
          label={t('editor.fields.nameAr')}
          required
          helperText={t('editor.hints.nameAr')}
          slotProps={arabic}
        />
        <FormTextField
          control={textControl(control)}
          name="profile.personal.nameEn"
          label={t('editor.fields.nameEn')}
          slotProps={english}
        />
        <RadioGroupField
          control={control}
          name="profile.personal.gender"
          legend={t('editor.fields.gender')}
          required
          options={genders.map((g) => ({ value: g, label: t(`profiles:genders.${g}`) }))}
        />
        <DateOfBirthField
          control={control}
          name="profile.personal.birthday"
          label={t('editor.fields.birthday')}
          required
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={textControl(control)}
            name="profile.personal.aboutAr"
            label={t('editor.fields.aboutAr')}
            required
            helperText={t('editor.hints.aboutAr')}
            multiline
            minRows={3}
            slotProps={arabic}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={textControl(control)}
            name="profile.personal.aboutEn"
            label={t('editor.fields.aboutEn')}
            multiline
            minRows={3}
            slotProps={english}
          />
        </Box>
      </FormSection>

      <FormSection title={t('editor.sections.professional')}>
        <SelectField
          control={control}
          name="profile.professional.specialtyId"
          label={t('editor.fields.specialty')}
          required
          numeric
          options={choices.specialties.map((s) => ({ value: s.id, label: s.label }))}
        />
        <FormTextField
          control={textControl(control)}
          name="profile.professional.subspecialty"
          label={t('editor.fields.subspecialty')}
          slotProps={arabic}
        />
        <FormTextField
          control={textControl(control)}
          name="profile.professional.subspecialtyEn"
          label={t('doctorData:editor.subspecialtyEn')}
          slotProps={english}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <RadioGroupField
            control={control}
            name="profile.professional.medTitle"
            legend={t('editor.fields.medTitle')}
            required
            options={medTitles.map((m) => ({ value: m, label: t(`profiles:medTitles.${m}`) }))}
          />
        </Box>
        <NumberField
          control={control}
          name="profile.professional.yearsOfExperience"
          label={t('editor.fields.yearsOfExperience')}
          required
        />
        <FormTextField
          control={textControl(control)}
          name="profile.professional.medicalDegree"
          label={t('editor.fields.medicalDegree')}
          required
        />
        <FormTextField
          control={textControl(control)}
          name="profile.professional.medicalDegreeEn"
          label={t('editor.fields.medicalDegreeEn')}
        />
        <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby="doctor-certificates-heading">
          <Typography variant="subtitle2" component="h3" id="doctor-certificates-heading" sx={{ mb: 1 }}>
            {t('editor.fields.certificates')}
          </Typography>
          <CertificatesField
            control={textControl(control)}
            setValue={setValue}
            name="profile.professional.certificates"
          />
        </Box>
      </FormSection>
    </>
  )
}

/** SPEC 2.8 residence, licence and countries of practice, insurance subscription (SPEC 3.1) and languages. */
export function OtherSections({ control, setValue, choices }: Props) {
  const { t } = useDoctorsTranslation()
  const governorateId = useWatch({ control, name: 'profile.residence.governorateId' })
  return (
    <>
      <FormSection title={t('editor.sections.residence')}>
        <SelectField
          control={control}
          name="profile.residence.governorateId"
          label={t('editor.fields.governorate')}
          numeric
          options={choices.governorates.map((g) => ({ value: g.id, label: g.label }))}
          onValueChange={() =>
            setValue('profile.residence.areaId', undefined, { shouldDirty: true, shouldValidate: false })
          }
        />
        <SelectField
          control={control}
          name="profile.residence.areaId"
          label={t('editor.fields.area')}
          numeric
          disabled={governorateId === undefined}
          options={choices.areasOf(governorateId).map((a) => ({ value: a.id, label: a.label }))}
        />
      </FormSection>

      <FormSection title={t('editor.sections.licence')}>
        <FormTextField
          control={textControl(control)}
          name="profile.licenceNumber"
          label={t('editor.fields.licenceNumber')}
          required
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PracticeCountriesField control={control} name="profile.practiceCountries" />
        </Box>
      </FormSection>

      <FormSection title={t('doctorData:editor.insuranceSection')}>
        <SelectField
          control={control}
          name="profile.insurance.category"
          label={t('doctorData:editor.insuranceCategory')}
          helperText={t('doctorData:editor.insuranceHint')}
          options={insuranceCategoryCodes.map((c) => ({
            value: c,
            label: t(`doctorData:catalogues.insuranceCategories.${c}`),
          }))}
        />
        <FormTextField
          control={textControl(control)}
          name="profile.insurance.name"
          label={t('doctorData:editor.insuranceName')}
        />
      </FormSection>

      <FormSection title={t('editor.sections.languages')} columns={1}>
        <LanguagesField control={control} name="profile.languages" />
      </FormSection>
    </>
  )
}
