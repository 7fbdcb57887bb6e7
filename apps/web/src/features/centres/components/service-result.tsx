import type { CentreServiceView } from '@app/domain/centres/schemas'
import { styled } from '@mui/material/styles'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { Link as RouterLink } from '#web/shared/lib/router'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { serviceNames } from '../lib/display'

/**
 * One test or scan found (issue 43 §2): its name in the reader's language and, small, in the other one (a referral
 * may be written in either), its code, its preparation, how many centres do it and from what price. The whole card
 * is one link to its centres (the name's link covers it), one tab stop, a big target on a phone.
 */
export function ServiceResult({
  service,
  href,
  centres,
  lowestPrice,
}: {
  service: CentreServiceView
  href: string
  centres: number
  /** Formatted; null when no centre offers it. */
  lowestPrice: string | null
}) {
  const { t, language } = useCentresTranslation()
  const { name, other, otherLanguage } = serviceNames(service, language)
  return (
    <Card>
      <div className="result-main">
        <h3 className="result-name">
          <RouterLink to={href} aria-label={t('search.openLabel', { name })}>
            {name}
          </RouterLink>
        </h3>
        {other && other !== name ? (
          <p className="result-small" lang={otherLanguage} dir="auto">
            {other}
          </p>
        ) : null}
        <p className="result-small">
          {[
            t('search.code', { code: service.code }),
            service.fastingHours ? t('offers.fasting', { count: service.fastingHours }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="result-facts">
          <span>{centres > 0 ? t('search.centres', { count: centres }) : t('search.noCentres')}</span>
          {lowestPrice ? <strong>{t('search.from', { price: lowestPrice })}</strong> : null}
        </p>
      </div>
      <ChevronRightIcon aria-hidden sx={flipInRtl} className="result-chevron" />
    </Card>
  )
}

/** One styled element for the card and its parts (a list shows thirty): logical properties, so RTL needs nothing. */
const Card = styled('article')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '&:hover': { borderColor: theme.palette.primary.main },
  '&:focus-within': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& p, & h3': { margin: 0 },
  '& .result-main': { flexGrow: 1, minWidth: 0 },
  '& .result-name': { ...theme.typography.subtitle1, fontWeight: 700, lineHeight: 1.4 },
  '& .result-name a': { color: theme.palette.text.primary, textDecoration: 'none', outline: 'none' },
  // The name's link covers the card: the whole card is the target, the link alone is announced.
  '& .result-name a::after': { content: '""', position: 'absolute', inset: 0 },
  '& .result-small': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .result-facts': {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2),
    marginBlockStart: theme.spacing(0.5),
  },
  '& .result-facts strong': { color: theme.palette.primary.main },
  '& .result-chevron': { flexShrink: 0, color: theme.palette.action.active },
}))
