import { completenessLabel, type Session } from '@app/domain/accounts'
import { constants } from '@app/domain/shared'
import { href, type RouteName } from '#web/app/paths'

/** The icons of a signed-out visitor's menu: the only ones a visitor's first screen loads (visitor-menu.tsx). */
export type VisitorMenuIconName =
  'registration' | 'login' | 'home' | 'help' | 'forDoctor' | 'forLab' | 'forRadio'

export type MenuIconName =
  | VisitorMenuIconName
  | 'profile'
  | 'prescriptions'
  | 'healthRecords'
  | 'favourites'
  | 'bookings'
  | 'settings'
  | 'earnings'
  | 'wallet'
  | 'practice'
  | 'admins'
  | 'dialogs'
  | 'doctors'
  | 'labs'
  | 'radios'
  | 'patients'
  | 'leads'
  | 'notifications'
  | 'dumps'
  | 'audit'
  | 'deletions'
  | 'legal'

export interface MenuEntry<I extends MenuIconName = MenuIconName> {
  /** Key under `frame:menu.*`. */
  label: MenuIconName | 'practiceVideo' | 'practiceClinic' | 'practiceHome'
  to: string
  icon: I
  disabled?: boolean
  hiddenOnMobile?: boolean
  /** Doctor practice sub-items show start, finish or edit (SPEC 2.3). */
  status?: 'start' | 'finish' | 'edit'
  children?: MenuEntry<I>[]
}

const entry = <I extends MenuIconName>(
  label: I,
  route: RouteName,
  extra: Partial<MenuEntry<I>> = {},
): MenuEntry<I> => ({
  label,
  to: href(route),
  icon: label,
  ...extra,
})

const practices = [
  ['practiceVideo', 'profileEditVideo'],
  ['practiceClinic', 'profileEditClinic'],
  ['practiceHome', 'profileEditHome'],
] as const

/** SPEC 2.3: a signed-out visitor's menu. */
export function visitorMenuEntries(): MenuEntry<VisitorMenuIconName>[] {
  return [
    entry('registration', 'signUp'),
    entry('login', 'signIn'),
    entry('home', 'home'),
    entry('help', 'help'),
    entry('forDoctor', 'forDoctor', { hiddenOnMobile: true }),
    entry('forLab', 'forLab', { hiddenOnMobile: true }),
    entry('forRadio', 'forRadio', { hiddenOnMobile: true }),
  ]
}

/** SPEC 2.3: the side menu of each role. */
export function menuEntries(session: Session | undefined): MenuEntry[] {
  const role = session?.user ? session.contextRole : null
  switch (role) {
    case null:
    case undefined:
      return visitorMenuEntries()
    case 'patient':
      return [
        entry('home', 'home'),
        entry('profile', 'profile'),
        entry('prescriptions', 'prescriptions'),
        entry('healthRecords', 'healthRecords'),
        entry('favourites', 'favourites'),
        entry('bookings', 'bookings'),
        entry('wallet', 'wallet'),
        entry('settings', 'settings'),
        entry('help', 'help'),
      ]
    case 'doctor': {
      const level = session?.profile?.regCompleteness ?? null
      // SPEC 2.3: everything but home and help waits for the start tab and the video practice.
      const locked = !(
        (level?.tabStart ?? 0) >= constants.completenessThreshold &&
        (level?.practiceVideo ?? 0) >= constants.completenessThreshold
      )
      const children = practices.flatMap(([key, route]): MenuEntry[] => {
        const value = level?.[key]
        if (value === undefined) return []
        return [
          {
            label: key,
            to: href(route),
            icon: 'practice',
            status: completenessLabel(value),
            disabled: locked,
          },
        ]
      })
      return [
        entry('home', 'home'),
        entry<MenuIconName>('profile', 'profile', { disabled: locked, children }),
        entry('bookings', 'bookings', { disabled: locked }),
        entry('earnings', 'wallet', { disabled: locked }),
        entry('settings', 'settings', { disabled: locked }),
        entry('help', 'help'),
      ]
    }
    case 'lab':
    case 'radio':
      return [
        entry('home', 'home'),
        entry('profile', 'profile'),
        entry('settings', 'settings'),
        entry('help', 'help'),
      ]
    case 'admin':
      return [
        entry('home', 'home'),
        entry('admins', 'manageAdmins'),
        entry('dialogs', 'manageDialogs'),
        entry('legal', 'manageLegal'),
        entry('doctors', 'manageDoctors'),
        entry('labs', 'manageLabs'),
        entry('radios', 'manageRadios'),
        entry('patients', 'managePatients'),
        entry('leads', 'hhFormLeads'),
        entry('notifications', 'sendNotifications'),
        entry('dumps', 'dumps'),
        entry('audit', 'audit'),
        entry('deletions', 'manageDeletions'),
      ]
  }
}
