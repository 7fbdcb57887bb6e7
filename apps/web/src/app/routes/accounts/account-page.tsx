import type { Session } from '@app/domain/accounts'
import type { ReactNode } from 'react'
import { useSession } from '#web/features/accounts/api/get-session'
import { SignInRequired } from '#web/features/accounts/components/sign-in-required'
import { canOpen, href, paths } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'

/** Frame of the change-* pages: open to everyone, acting on the signed-in account (else a sign-in prompt). */
export function AccountPage({
  title,
  children,
}: {
  title: string
  children: (context: { session: Session; doneHref: string }) => ReactNode
}) {
  const { data: session } = useSession()
  const doneHref =
    session?.user && canOpen(paths.settings, session.contextRole) ? href('settings') : href('home')
  return (
    <Page title={title}>
      {session?.user ? children({ session, doneHref }) : <SignInRequired signInHref={href('signIn')} />}
    </Page>
  )
}
