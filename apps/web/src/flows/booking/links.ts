import { wizardSearch, type WizardPlace } from '#web/features/booking/lib/wizard'
import { href } from '#web/app/paths'

/** The wizard at a place (SPEC 2.5); everything in it is safe for a URL: the complaint is never part of a place. */
export const wizardHref = (place: Partial<WizardPlace>) => `${href('booking')}${wizardSearch(place)}`
