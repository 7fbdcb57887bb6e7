import type { Gender } from '@app/domain/profiles'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import type { ReactNode } from 'react'
import { Link } from '#web/shared/lib/router'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'

export interface NextStep {
  key:
    | 'completeProfile'
    | 'schedule'
    | 'bookings'
    | 'profile'
    | 'labOffers'
    | 'radioOffers'
    | 'hours'
    | 'orders'
    | 'settings'
  href: string
}

/** Doctor, lab and radio home: a welcome, what the page composes first (a doctor's day), and what to do next. */
export function ProviderHome({
  name,
  gender = null,
  steps,
  children,
}: {
  name: string | null
  /** The doctor's: the steps speak to her as a woman ("أكملي ملفك"; issue 41 §4). A lab or radio has none. */
  gender?: Gender | null
  steps: NextStep[]
  children?: ReactNode
}) {
  const { t } = useTranslation('home')
  return (
    <Box sx={{ maxWidth: 880, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {name ? t('provider.welcomeName', { name }) : t('provider.welcome')}
      </Typography>
      <Typography color="textSecondary" sx={{ marginBlock: 1, marginBlockEnd: 3 }}>
        {t('provider.next')}
      </Typography>
      {children ? <Box sx={{ marginBlockEnd: 3 }}>{children}</Box> : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {steps.map((step) => (
          <StepCard key={step.key} step={step} gender={gender} />
        ))}
      </Box>
    </Box>
  )
}

/** A centre's own steps (issue 43 §1) keep their texts with the centres' pages, off every other page's first load. */
type CentreStepKey = Extract<NextStep['key'], 'labOffers' | 'radioOffers' | 'hours'>
const isCentreStep = (key: NextStep['key']): key is CentreStepKey =>
  key === 'labOffers' || key === 'radioOffers' || key === 'hours'

function StepCard({ step, gender }: { step: NextStep; gender: Gender | null }) {
  const key = step.key
  return isCentreStep(key) ? (
    <CentreStepCard stepKey={key} href={step.href} />
  ) : (
    <HomeStepCard stepKey={key} href={step.href} gender={gender} />
  )
}

function HomeStepCard({
  stepKey,
  href,
  gender,
}: {
  stepKey: Exclude<NextStep['key'], CentreStepKey>
  href: string
  gender: Gender | null
}) {
  const { t } = useTranslation('home')
  return (
    <StepCardView
      href={href}
      title={t(`provider.steps.${stepKey}.title`, { context: gender })}
      body={t(`provider.steps.${stepKey}.body`, { context: gender })}
      action={t(`provider.steps.${stepKey}.action`)}
    />
  )
}

function CentreStepCard({ stepKey, href }: { stepKey: CentreStepKey; href: string }) {
  const { t } = useTranslation('centres')
  return (
    <StepCardView
      href={href}
      title={t(`homeSteps.${stepKey}.title`)}
      body={t(`homeSteps.${stepKey}.body`)}
      action={t(`homeSteps.${stepKey}.action`)}
    />
  )
}

function StepCardView({
  href,
  title,
  body,
  action,
}: {
  href: string
  title: string
  body: string
  action: string
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            {body}
          </Typography>
        </Box>
        <Button component={Link} to={href} variant="contained" endIcon={<ArrowForwardIcon sx={flipInRtl} />}>
          {action}
        </Button>
      </CardContent>
    </Card>
  )
}
