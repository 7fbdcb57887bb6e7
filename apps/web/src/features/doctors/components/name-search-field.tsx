import { styled } from '@mui/material/styles'
import SearchIcon from '@mui/icons-material/Search'
import { useEffect, useId, useRef, useState } from 'react'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** Debounced: the list follows the typing, without a request per letter. */
export const searchDebounceMs = 400

/** The name search box (SPEC 2.5 step 1); `onSearch` gets the text once typing pauses. */
export function NameSearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useDoctorsTranslation()
  const [text, setText] = useState(value)
  const id = useId()
  const latest = useRef(onSearch)
  const sent = useRef(value)
  const input = useRef<HTMLInputElement>(null)

  // A name typed into the page the server rendered, before the scripts had hydrated it, is searched for too.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== value) setText(typed)
    // Once, as the field first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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

  const label = t('search.name')
  return (
    <OutlinedField>
      <label htmlFor={id}>{label}</label>
      <SearchIcon aria-hidden />
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <fieldset aria-hidden>
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </OutlinedField>
  )
}

/**
 * MUI's outlined text field with its label raised (the search icon sits where a lowered label would), drawn around a
 * native input: MUI's InputBase brings MUI's select with it through TextField's chunk (about 27 KB), which the
 * search's first screen on a phone otherwise does without (issue 8 §5, docs/decisions/0012). The same box as
 * TextField's: 56 px high, its radius, the notched outline, grey, dark on hover, the primary colour 2 px wide with
 * its label on focus; logical properties, so it mirrors itself right to left.
 */
const OutlinedField = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingInlineStart: 14,
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  color: theme.palette.text.primary,
  '& > label': {
    position: 'absolute',
    top: -9,
    insetInlineStart: 14,
    zIndex: 1,
    maxWidth: 'calc(100% - 24px)',
    fontSize: '0.75rem',
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& > svg': { flexShrink: 0, color: theme.palette.action.active },
  '& > input': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    background: 'none',
    border: 0,
    outline: 0,
    margin: 0,
    boxSizing: 'content-box',
    height: '1.4375em',
    width: '100%',
    minWidth: 0,
    paddingBlock: '16.5px',
    paddingInline: '0 14px',
    scrollMarginBlock: '96px',
  },
  '& > fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    margin: 0,
    paddingBlock: 0,
    paddingInline: 8,
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& > fieldset > legend': {
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    padding: 0,
    display: 'block',
    overflow: 'hidden',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    fontSize: '0.75em',
  },
  '& > fieldset > legend > span': {
    display: 'inline-block',
    paddingInline: 5,
    opacity: 0,
    visibility: 'visible',
  },
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&:focus-within > label': { color: theme.palette.primary.main },
}))
