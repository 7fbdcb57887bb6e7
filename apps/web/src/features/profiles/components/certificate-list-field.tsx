import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { Controller, get, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

interface Props<T extends FieldValues> {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  max?: number
}

/** A list of certificate names (SPEC 3.1 'highest certificates'): add, rename, remove. */
export function CertificateListField<T extends FieldValues>({ name, control, max = 20 }: Props<T>) {
  const { t } = useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, formState }) => {
        const items = (field.value ?? []) as string[]
        const setItems = (next: string[]) => field.onChange(next)
        return (
          <Stack spacing={1.5}>
            {items.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('certificates.empty')}
              </Typography>
            ) : null}
            {items.map((item, index) => {
              const message = fieldMessage(
                get(formState.errors, `${name}.${index}.message`) as string | undefined,
              )
              return (
                // Certificates have no id; the index is their identity while the list is edited.
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    required
                    label={`${t('fields.certificateName')} ${index + 1}`}
                    value={item}
                    onChange={(event) =>
                      setItems(items.map((v, i) => (i === index ? event.target.value : v)))
                    }
                    onBlur={field.onBlur}
                    error={Boolean(message)}
                    helperText={message}
                  />
                  <IconButton
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                    aria-label={t('certificates.remove', { number: index + 1 })}
                    sx={{ marginBlockStart: 1 }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              )
            })}
            {items.length < max ? (
              <Button
                onClick={() => setItems([...items, ''])}
                startIcon={<AddIcon />}
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('certificates.add')}
              </Button>
            ) : null}
          </Stack>
        )
      }}
    />
  )
}
