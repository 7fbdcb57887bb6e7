import { normalizeVerificationCode } from '@app/domain/consults'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState, type FormEvent } from 'react'
import { TextField } from '#web/shared/ui/text-field'
import { usePrescriptionsTranslation } from './use-prescriptions-translation'

/**
 * The verification code typed by hand (issue 45 §4): read however it was typed — lower case, spaces or dashes,
 * Arabic-Indic digits, O for 0 — and handed on in its printed form, or refused under the field.
 */
export function CodeEntry({ initial, onCode }: { initial: string; onCode: (code: string) => void }) {
  const { t } = usePrescriptionsTranslation()
  const [value, setValue] = useState(initial)
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = normalizeVerificationCode(value)
    setInvalid(code === null)
    if (code !== null) {
      setValue(code)
      onCode(code)
    }
  }

  return (
    <Stack
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('verify.codeLabel')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          if (invalid) setInvalid(false)
        }}
        error={invalid}
        helperText={invalid ? t('verify.codeInvalid') : t('verify.codeHelp')}
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 40, dir: 'ltr', autoCapitalize: 'characters', spellCheck: false },
        }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
        {t('verify.check')}
      </Button>
    </Stack>
  )
}
