import { diagnoses, maxObservations, observations, searchClinical } from '@app/domain/catalog'
import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useConsultsTranslation } from '../records/use-consults-translation'
import type { SummaryControl } from './summary-form-values'

type Diagnosis = (typeof diagnoses)[number]
const byCode = new Map(diagnoses.map((d) => [d.code, d]))
type Observation = (typeof observations)[number]
const observationByCode = new Map(observations.map((o) => [o.code, o]))

/**
 * The visit (SPEC 2.8): complaint and history, examination and the observations of SPEC 3.7's catalogue, diagnosis (a catalogue entry and/or the doctor's own
 * words), note and the result of the interview. The ADD fields say they release the fee.
 */
export function VisitFields({ control }: { control: SummaryControl }) {
  const { t } = useConsultsTranslation()
  const needed = t('session.neededForFee')
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="note.history"
        label={t('note.history')}
        helperText={needed}
        multiline
        minRows={3}
      />
      <FormTextField
        control={control}
        name="note.examination"
        label={t('note.examination')}
        helperText={needed}
        multiline
        minRows={3}
      />
      <ObservationsField control={control} />
      <DiagnosisField control={control} />
      <FormTextField
        control={control}
        name="note.diagnosisText"
        label={t('session.diagnosisText')}
        helperText={t('session.diagnosisTextHelp')}
      />
      <FormTextField control={control} name="note.note" label={t('note.note')} multiline minRows={2} />
      <FormTextField
        control={control}
        name="note.interviewResult"
        label={t('note.interviewResult')}
        helperText={needed}
        multiline
        minRows={2}
      />
    </Stack>
  )
}

function DiagnosisField({ control }: { control: SummaryControl }) {
  const { t, language } = useConsultsTranslation()
  const fieldMessage = useFieldMessage()
  // What the doctor is typing; null shows the chosen entry's label.
  const [typed, setTyped] = useState<string | null>(null)
  const query = typed ?? ''
  const options = useMemo(() => (query.trim() ? searchClinical(diagnoses, query) : []), [query])
  const label = (d: Diagnosis) => `${d.code} — ${language === 'en' ? d.en : d.ar}`
  return (
    <Controller
      control={control}
      name="note.diagnosisCode"
      render={({ field, fieldState }) => {
        const chosen = field.value ? (byCode.get(field.value) ?? null) : null
        return (
          <Autocomplete<Diagnosis>
            options={chosen && !options.includes(chosen) ? [chosen, ...options] : [...options]}
            filterOptions={(list) => list}
            value={chosen}
            onChange={(_, value) => field.onChange(value?.code ?? null)}
            inputValue={typed ?? (chosen ? label(chosen) : '')}
            onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : null)}
            getOptionLabel={label}
            getOptionKey={(d) => d.code}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            noOptionsText={query.trim() ? t('session.noMatch') : t('session.typeToSearch')}
            onBlur={() => {
              setTyped(null)
              field.onBlur()
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('session.diagnosisCatalogue')}
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message) ?? t('session.diagnosisHelp')}
              />
            )}
          />
        )
      }}
    />
  )
}

/** SPEC 3.7 observations: the doctor picks as many as apply from the catalogue, searched in either language. */
function ObservationsField({ control }: { control: SummaryControl }) {
  const { t, language } = useConsultsTranslation()
  const fieldMessage = useFieldMessage()
  const [query, setQuery] = useState('')
  const options = useMemo(() => searchClinical(observations, query, 30), [query])
  const label = (o: Observation) => (language === 'en' ? o.en : o.ar)
  return (
    <Controller
      control={control}
      name="note.observationCodes"
      render={({ field, fieldState }) => {
        const chosen = ((field.value ?? []) as string[])
          .map((code) => observationByCode.get(code))
          .filter((o): o is Observation => Boolean(o))
        const error = fieldState.error?.message ?? fieldState.error?.root?.message
        return (
          <Autocomplete<Observation, true>
            multiple
            options={options}
            filterOptions={(list) => list}
            value={chosen}
            onChange={(_, value) => field.onChange(value.slice(0, maxObservations).map((o) => o.code))}
            inputValue={query}
            onInputChange={(_, text, reason) => setQuery(reason === 'input' ? text : '')}
            getOptionLabel={label}
            getOptionKey={(o) => o.code}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            noOptionsText={t('session.noMatch')}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('note.observations')}
                error={Boolean(error)}
                helperText={fieldMessage(error) ?? t('session.observationsHelp')}
              />
            )}
          />
        )
      }}
    />
  )
}
