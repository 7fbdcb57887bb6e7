import { legalKeys, type LegalKey } from '@app/domain/legal'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'

/** /help (SPEC 2.1; issue 45 §1): the index of the seven legal and help pages, each with what it covers. */
export function LegalIndex({ hrefOf }: { hrefOf: (key: LegalKey) => string }) {
  const { t } = useTranslation('legal')
  return (
    <>
      <Typography sx={{ marginBlockEnd: 2 }}>{t('help.intro')}</Typography>
      <List aria-label={t('help.pages')} disablePadding>
        {legalKeys.map((key) => (
          <ListItem key={key} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={hrefOf(key)} sx={{ fontWeight: 700 }}>
                  {t(`titles.${key}`)}
                </Link>
              }
              secondary={t(`descriptions.${key}`)}
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
