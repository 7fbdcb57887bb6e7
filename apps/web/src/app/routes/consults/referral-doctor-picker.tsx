import type { DoctorCard } from '@app/domain/doctors'
import Autocomplete from '@mui/material/Autocomplete'
import { TextField } from '#web/shared/ui/text-field'
import { useState } from 'react'
import type { DoctorPickerProps } from '#web/features/consults/summary/referral-fields'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { useDoctorSearch } from '#web/features/doctors/api/search-doctors'
import { doctorName } from '#web/features/doctors/lib/display'

/**
 * A referral to one doctor of the chosen specialty (SPEC 3.7 doctorReferrals): the doctors' own search by name,
 * limited to that specialty. Optional: a referral to the specialty alone is complete.
 */
export function ReferralDoctorPicker({ specialtyId, value, valueName, onChange, label }: DoctorPickerProps) {
  const { t, language } = useConsultsTranslation()
  const [query, setQuery] = useState('')
  const search = useDoctorSearch({ specialtyId, q: query.trim() || undefined, pageSize: 10 })
  const chosen: { id: string; name: string } | null = value ? { id: value, name: valueName ?? '' } : null
  const options = (search.data?.items ?? []).map((d: DoctorCard) => ({
    id: d.id,
    name: doctorName(d, language),
  }))
  return (
    <Autocomplete
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen}
      onChange={(_, doctor) => onChange(doctor)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setQuery(text)
      }}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('session.searching')}
      noOptionsText={t('session.noDoctors')}
      renderInput={(params) => <TextField {...params} label={label} helperText={t('session.doctorHelp')} />}
    />
  )
}
