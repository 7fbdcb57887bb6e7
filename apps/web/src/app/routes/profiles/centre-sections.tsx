import type { CentreKind } from '@app/domain/centres/schemas'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { HoursEditor } from '#web/features/centres/components/hours-editor'
import { OffersEditor } from '#web/features/centres/components/offers-editor'
import { useCentresTranslation } from '#web/features/centres/hooks/use-centres-translation'

export type CentreSection = 'offers' | 'hours'

/**
 * Issue 43 §1: what a lab or radiology centre offers and its opening hours, edited by the centre from its profile
 * (`centreId` null, one tab each) or by an admin on /manage-labs/{labId} and /manage-radios/{radioId} (`centreId`,
 * both as headed sections). One lazy module, so the profile page of every other role carries none of the catalogue.
 */
export default function CentreSectionView({
  section,
  kind,
  centreId,
  onDirtyChange,
}: {
  section: CentreSection
  kind: CentreKind
  centreId: string | null
  /** The hours' unsaved changes, for the page's leave guard (an offer saves on its own, in its dialog). */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const { t } = useCentresTranslation()
  const headingId = useId()
  const intro = (
    <Typography color="textSecondary">
      {section === 'offers' ? t(`offers.${kind}.intro`) : t('hours.intro')}
    </Typography>
  )
  const editor =
    section === 'offers' ? (
      <OffersEditor centreId={centreId} kind={kind} />
    ) : (
      <HoursEditor centreId={centreId} onDirtyChange={onDirtyChange} />
    )
  // The centre's tab is labelled by the tab itself; the admin's page shows both, each under its heading.
  if (centreId === null)
    return (
      <Stack spacing={2}>
        {intro}
        {editor}
      </Stack>
    )
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            {section === 'offers' ? t(`offers.${kind}.title`) : t('hours.title')}
          </Typography>
          {intro}
          {editor}
        </Stack>
      </CardContent>
    </Card>
  )
}
