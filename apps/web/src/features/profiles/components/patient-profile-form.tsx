import { genders, maritalStatuses, uploadPurposes, type Profile } from '@app/domain/profiles'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useMemo, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { FormTextField } from '#web/shared/ui/form-text-field'
import {
  domainResolver,
  patientDefaults,
  patientFormSchema,
  type EmailMode,
  type PatientFormOutput,
  type PatientFormValues,
} from '../hooks/use-profile-form'
import type { ProfileOwner } from '../api/update-profile-for'
import type { SaveOutcome } from '../hooks/use-save-profile'
import { useProfileSubmit } from '../hooks/use-profile-submit'
import { AddressListEditor } from './address-list-editor'
import { AvatarUpload } from './avatar-upload'
import { DateOfBirthField } from './date-of-birth-field'
import { FileDrop } from './file-drop'
import { FormSection } from './form-section'
import { ProfileFormFrame } from './profile-form-frame'
import type { ProfileChoices } from './profile-choices'
import { ResellerCodeField } from './reseller-code-field'
import { RadioGroupField } from './radio-group-field'
import { SelectField } from './select-field'

export interface PatientProfileFormProps {
  mode: 'create' | 'edit'
  /** 'required' on /create-email; 'hidden' when the account has an email (it changes through /change-email). */
  emailMode: EmailMode
  profile: Extract<Profile, { role: 'patient' }> | null
  accountEmail: string | null
  choices: ProfileChoices
  onSaved: (outcome: SaveOutcome) => void
  onCancel?: () => void
  /** An admin edits this patient's profile (issue 10 §1): no files are sent for them. */
  owner?: ProfileOwner | undefined
}

/** SPEC 3.1 patient profile: who, where, and the identity details (national ID, ID or passport photo). */
export function PatientProfileForm({
  mode,
  emailMode,
  profile,
  accountEmail,
  choices,
  onSaved,
  onCancel,
  owner,
}: PatientProfileFormProps) {
  const { t } = useProfilesTranslation()
  const schema = useMemo(() => patientFormSchema(emailMode), [emailMode])
  const form = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: domainResolver(schema),
    defaultValues: patientDefaults(profile, accountEmail),
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const { control, handleSubmit, setError, formState } = form
  const [photo, setPhoto] = useState<File | null>(null)
  const [idDocument, setIdDocument] = useState<File | null>(null)
  const { server, guard, submit, uploadingPhoto, uploadingIdDocument } = useProfileSubmit({
    mode,
    setError,
    fields: Object.keys(schema.shape),
    isDirty: formState.isDirty || Boolean(photo) || Boolean(idDocument),
    onSaved,
    owner,
  })
  const name = useWatch({ control, name: 'name' })

  const onSubmit = (values: PatientFormOutput) => submit(values, { photo, idDocument })

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
        <FormSection title={t('sections.personal')}>
          {mode === 'create' ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <AvatarUpload name={name ?? ''} photoUrl={null} onFile={setPhoto} uploading={uploadingPhoto} />
            </Box>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              required
              autoComplete="name"
            />
          </Box>
          <RadioGroupField
            control={control}
            name="gender"
            legend={t('fields.gender')}
            required
            options={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          />
          <DateOfBirthField control={control} name="birthday" label={t('fields.birthday')} required />
          {emailMode === 'hidden' ? null : (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('fields.email')}
                required={emailMode === 'required'}
                autoComplete="email"
                helperText={emailMode === 'required' ? t('hints.emailRequired') : t('form.optional')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Box>
          )}
        </FormSection>

        <FormSection title={t('sections.addresses')} columns={1}>
          <AddressListEditor choices={choices} />
        </FormSection>

        <FormSection title={t('sections.health')}>
          <FormTextField
            control={control}
            name="height"
            label={t('fields.height')}
            helperText={t('hints.measure')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="weight"
            label={t('fields.weight')}
            helperText={t('hints.measure')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <SelectField
            control={control}
            name="nationalityId"
            label={t('fields.nationality')}
            numeric
            options={choices.nationalities.map((n) => ({ value: n.id, label: n.label }))}
          />
          <FormTextField
            control={control}
            name="idNumber"
            label={t('fields.idNumber')}
            helperText={t('hints.idNumber')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14, dir: 'ltr' } }}
          />
          {profile?.duplicateNationalId ? (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {t('warnings.duplicateNationalId')}
            </Alert>
          ) : null}
          {owner ? null : (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FileDrop
                label={t('fields.idDocument')}
                hint={t('hints.idDocument')}
                accept={uploadPurposes.idDocument}
                onFile={setIdDocument}
                uploading={uploadingIdDocument}
                fileName={idDocument?.name ?? null}
                hasFile={Boolean(profile?.idDocumentFileId)}
              />
            </Box>
          )}
        </FormSection>

        <FormSection title={t('sections.more')}>
          <SelectField
            control={control}
            name="maritalStatus"
            label={t('fields.maritalStatus')}
            options={maritalStatuses.map((s) => ({ value: s, label: t(`maritalStatuses.${s}`) }))}
          />
          <FormTextField control={control} name="workType" label={t('fields.workType')} />
          <ResellerCodeField control={control} />
        </FormSection>
      </ProfileFormFrame>
    </FormProvider>
  )
}
