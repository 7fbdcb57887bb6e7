import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 7 §2: the feature boundaries and the cycle check of eslint.config.js refuse what they must. Each fixture is
 * a small text linted as if it were a real file of the repository (its path decides the zone).
 */
const root = path.resolve(import.meta.dirname, '../../../..')
let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('lint-held feature boundaries', { timeout: 240_000 }, () => {
  it("refuses an API feature importing another feature's repository", async () => {
    const fired = await rulesFired(
      'apps/api/src/features/doctors/doctors.service.ts',
      "import { findFile } from '#api/features/files/files.repository'\nexport const read = findFile\n",
    )
    expect(fired).toContain('import-x/no-restricted-paths')
  })

  it("refuses an API feature importing another feature's routes, by a relative path too", async () => {
    const fired = await rulesFired(
      'apps/api/src/features/doctors/doctors.service.ts',
      "import { fileRoutes } from '../files/files.routes'\nexport const routes = fileRoutes\n",
    )
    expect(fired).toContain('import-x/no-restricted-paths')
  })

  // Issue 41 §6: composed flows live in apps/web/src/flows, with their own rules.
  it.each([
    [
      'a flow importing app/ beyond its route table',
      'apps/web/src/flows/booking/date-step.tsx',
      "import { routes as used } from '#web/app/router'",
    ],
    [
      'a feature importing a flow',
      'apps/web/src/features/booking/components/practice-cards.tsx',
      "import { wizardHref as used } from '#web/flows/booking/links'",
    ],
    [
      'shared importing a flow',
      'apps/web/src/shared/ui/page.tsx',
      "import { useBillingDefaults as used } from '#web/flows/payments/billing-defaults'",
    ],
  ])('refuses %s', async (_what, filePath, line) => {
    expect(await rulesFired(filePath, `${line}\nexport const seen = used\n`)).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets a flow use features and the route table', async () => {
    const fired = await rulesFired(
      'apps/web/src/flows/booking/date-step.tsx',
      "import { href } from '#web/app/paths'\nimport { useBooking } from '#web/features/booking/api/get-booking'\nexport const seen = [href, useBooking]\n",
    )
    expect(fired).not.toContain('import-x/no-restricted-paths')
  })

  it("lets a feature use another feature's service", async () => {
    const fired = await rulesFired(
      'apps/api/src/features/doctors/doctors.service.ts',
      "import { fileUrl } from '#api/features/files/files.service'\nexport const url = fileUrl('x')\n",
    )
    expect(fired).not.toContain('import-x/no-restricted-paths')
  })

  // Issue 41 §6: four pairs made one-way; the lower feature may not import even the higher one's services.
  it.each([
    [
      'notifications',
      'accounts',
      "import { recipientOf as used } from '#api/features/accounts/contact.service'",
    ],
    ['accounts', 'profiles', "import { findRoles as used } from '#api/features/profiles/profiles.service'"],
    ['payments', 'bookings', "import { settleBookingOrder as used } from '../bookings/bookings.service'"],
    ['schedules', 'doctors', "import { assertVisible as used } from '#api/features/doctors/doctors.service'"],
  ])('refuses %s importing %s, its service included', async (lower, _higher, line) => {
    const fired = await rulesFired(
      `apps/api/src/features/${lower}/${lower}.service.ts`,
      `${line}\nexport const seen = used\n`,
    )
    expect(fired).toContain('import-x/no-restricted-paths')
  })

  it("lets the higher feature of a one-way pair use the lower one's service", async () => {
    const fired = await rulesFired(
      'apps/api/src/features/accounts/accounts.service.ts',
      "import { notify } from '#api/features/notifications/notifications.service'\nexport const tell = notify\n",
    )
    expect(fired).not.toContain('import-x/no-restricted-paths')
  })

  it('refuses a plugin importing a feature', async () => {
    const fired = await rulesFired(
      'apps/api/src/plugins/context.ts',
      "import { readFile } from '#api/features/files/files.service'\nexport const read = readFile\n",
    )
    expect(fired).toContain('import-x/no-restricted-paths')
  })

  it('refuses a web feature importing another web feature', async () => {
    const fired = await rulesFired(
      'apps/web/src/features/favourites/api/get-favourites.ts',
      "export * from '#web/features/doctors/hooks/use-doctors-translation'\n",
    )
    expect(fired).toContain('import-x/no-restricted-paths')
  })

  it('refuses an import cycle', async () => {
    // files.service imports files.sniff; files.sniff importing files.service closes a cycle.
    const fired = await rulesFired(
      'apps/api/src/features/files/files.sniff.ts',
      "import { checkUpload } from './files.service'\nexport const check = checkUpload\n",
    )
    expect(fired).toContain('import-x/no-cycle')
  })
})
