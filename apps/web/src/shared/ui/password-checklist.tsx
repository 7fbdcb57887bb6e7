import { checkPassword } from '@app/domain/accounts'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** SPEC 5: the live per-rule checklist under a new password. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(['validation', 'common'])
  return (
    <Box
      component="ul"
      id={id}
      aria-live="polite"
      sx={{ listStyle: 'none', margin: 0, padding: 0, marginBlock: 1 }}
    >
      {checkPassword(password).map(({ code, ok }) => (
        <Typography
          key={code}
          component="li"
          variant="body2"
          data-rule={code}
          data-ok={ok}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: ok ? 'success.dark' : 'text.secondary',
          }}
        >
          {ok ? (
            <CheckCircleIcon fontSize="small" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
          )}
          <span>{t(`validation:password.${code}`)}</span>
          <Box component="span" sx={visuallyHidden}>
            {ok ? t('common:password.ruleMet') : t('common:password.ruleNotMet')}
          </Box>
        </Typography>
      ))}
    </Box>
  )
}

/** Read by screen readers, not drawn. Lengths are strings: in `sx` the number 1 means 100%. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
