import type { Profile } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { FormTextField } from '#web/shared/ui/form-text-field'
import {
  centreDefaults,
  centreFormSchema,
  domainResolver,
  type CentreFormOutput,
  type CentreFormValues,
} from '../hooks/use-profile-form'
import type { ProfileOwner } from '../api/update-profile-for'
import type { SaveOutcome } from '../hooks/use-save-profile'
import { useProfileSubmit } from '../hooks/use-profile-submit'
import { AddressListEditor } from './address-list-editor'
import { CertificateListField } from './certificate-list-field'
import { FormSection } from './form-section'
import { ProfileFormFrame } from './profile-form-frame'
import type { ProfileChoices } from './profile-choices'

export interface CentreProfileFormProps {
  profileRole: 'lab' | 'radio'
  mode: 'create' | 'edit'
  profile: Extract<Profile, { role: 'lab' | 'radio' }> | null
  choices: ProfileChoices
  onSaved: (outcome: SaveOutcome) => void
  onCancel?: () => void
  /** An admin edits this centre's profile (issue 10 §1). */
  owner?: ProfileOwner | undefined
}

/**
 * A lab or radiology centre (SPEC 3.1). Lab and radio use the product in English only: render this inside the
 * shared `EnglishScope`, which the profile pages do for these roles.
 */
export function CentreProfileForm({
  profileRole: role,
  mode,
  profile,
  choices,
  onSaved,
  onCancel,
  owner,
}: CentreProfileFormProps) {
  const { t } = useProfilesTranslation()
  const schema = useMemo(() => centreFormSchema(role), [role])
  const form = useForm<CentreFormValues, unknown, CentreFormOutput>({
    resolver: domainResolver(schema),
    defaultValues: centreDefaults(role, profile),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const { control, handleSubmit, setError, formState } = form
  const { server, guard, submit } = useProfileSubmit({
    mode,
    setError,
    fields: Object.keys(schema.shape),
    isDirty: formState.isDirty,
    onSaved,
    owner,
  })
  const onSubmit = (values: CentreFormOutput) => submit(values)

  return (
    <FormProvider {...form}>
      <ProfileFormFrame
        control={control}
        onSubmit={handleSubmit(onSubmit)}
        mode={mode}
        submitting={formState.isSubmitting}
        serverError={server.message}
        onCancel={onCancel}
        blocker={guard.blocker}
      >
        <FormSection title={t('sections.business')}>
          <FormTextField control={control} name="businessName" label={t('fields.businessName')} required />
          <FormTextField
            control={control}
            name="commercialRegNo"
            label={t('fields.commercialRegNo')}
            required
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="businessInfo"
              label={t('fields.businessInfo')}
              required
              multiline
              minRows={3}
            />
          </Box>
          <FormTextField control={control} name="contactPerson" label={t('fields.contactPerson')} required />
          <FormTextField
            control={control}
            name="receptionPhone"
            label={t('fields.receptionPhone')}
            required
            type="tel"
            helperText={t('hints.receptionPhone')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="openingTimes"
              label={t('fields.openingTimes')}
              required
              helperText={t('hints.openingTimes')}
            />
          </Box>
          <Controller
            control={control}
            name="homeVisit"
            render={({ field }) => (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                label={t('fields.homeVisit')}
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(_, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
        </FormSection>
        <FormSection title={t('sections.certificates')} columns={1}>
          <CertificateListField control={control} name="certificates" />
        </FormSection>
        <FormSection title={t('sections.addresses')} columns={1}>
          <AddressListEditor choices={choices} />
        </FormSection>
      </ProfileFormFrame>
    </FormProvider>
  )
}
