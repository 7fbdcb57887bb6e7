import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import SearchIcon from '@mui/icons-material/Search'
import { useEffect, useRef, useState } from 'react'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** Debounced: the list follows the typing, without a request per letter. */
export const searchDebounceMs = 400

/** The name search box (SPEC 2.5 step 1); `onSearch` gets the text once typing pauses. */
export function NameSearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useDoctorsTranslation()
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  const sent = useRef(value)

  useEffect(() => {
    latest.current = onSearch
  }, [onSearch])

  // The URL changed elsewhere (back button, 'clear filters'): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return
    const timer = setTimeout(() => {
      sent.current = text
      latest.current(text)
    }, searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <TextField
      type="search"
      label={t('search.name')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { enterKeyHint: 'search', maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
