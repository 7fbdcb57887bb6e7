import { centreCategories, type CentreKind, type CentreServiceView } from '@app/domain/centres/schemas'
import { inLanguage } from '@app/domain/shared'
import { formatMoney } from '@app/i18n/format'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import { useState } from 'react'
import { TextField } from '#web/shared/ui/text-field'
import { searchText, useServiceSearch } from '../api/search-services'
import { useCentresTranslation } from '../hooks/use-centres-translation'

/** A category's name in the reader's language (the catalogue's own, issue 43 §1). */
export function useCategoryName() {
  const { language } = useCentresTranslation()
  return (categoryId: string) => {
    const category = centreCategories.find((c) => c.id === categoryId)
    return category ? inLanguage(language, category.ar, category.en) : ''
  }
}

/**
 * Adding a service: a combobox over the catalogue of the centre's kind, searched on the server as one types (two
 * letters or more, SPEC 5), each suggestion with its category and, when already offered, its price: picking one
 * opens its prices (to add it, or to change the offer already there).
 */
export function ServicePicker({
  kind,
  offeredPrices,
  onPick,
}: {
  kind: CentreKind
  /** The price of each service already offered, by id. */
  offeredPrices: ReadonlyMap<string, number>
  onPick: (service: CentreServiceView) => void
}) {
  const { t, language } = useCentresTranslation()
  const categoryName = useCategoryName()
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const search = useServiceSearch(kind, typed, { enabled: open })
  const options = search.data?.items ?? []
  const name = (service: CentreServiceView) => inLanguage(language, service.nameAr, service.nameEn)

  return (
    <Autocomplete<CentreServiceView, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server has searched (names in both languages, however spelt): nothing is filtered again here.
      filterOptions={(found) => found}
      getOptionLabel={name}
      getOptionKey={(service) => service.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('offers.searching')}
      noOptionsText={searchText(typed) ? t(`offers.${kind}.noMatch`) : t(`offers.${kind}.searchHelp`)}
      value={null}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setTyped(text)
      }}
      onChange={(_, service) => {
        if (!service) return
        setTyped('')
        onPick(service)
      }}
      popupIcon={<AddIcon />}
      renderOption={({ key, ...props }, service) => {
        const offered = offeredPrices.get(service.id)
        return (
          <Box component="li" key={key} {...props}>
            <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Typography>{name(service)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {[
                  categoryName(service.categoryId),
                  offered === undefined
                    ? null
                    : t('offers.alreadyOffered', { price: formatMoney(offered, language) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
        )
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`offers.${kind}.search`)}
          helperText={t(`offers.${kind}.searchHelp`)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
        />
      )}
    />
  )
}
