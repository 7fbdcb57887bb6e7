import { readFile } from 'node:fs/promises'
import { unzipSync } from 'fflate'
import { expect, freshPhone, test } from '../../fixtures/test'

test.describe.configure({ timeout: 120_000 })

/** One CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  return [...cells, cell]
}

// Issue 10 §2 and §4: a signed-out visitor asks for a home visit from the booking wizard's home-visit card, with the
// device's position as the map pin; an admin finds the lead (a search from 2 characters), flips its toggles (saved at
// once), and downloads the zip of every lead, whose CSV holds the row (opened here with the zip library the API writes
// it with).
test('a visitor asks for a home visit; an admin finds the lead, closes it and downloads the leads zip', async ({
  page,
  t,
  lang,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  // A name is letters only (issue 41 §2): the run's stamp that keeps it unique is spelt in letters.
  const stamp = [...String(Date.now() % 100_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')
  const name = lang === 'ar' ? `سلمى منصور ${stamp}` : `Salma Mansour ${stamp}`
  const mobile = freshPhone()
  await page.context().grantPermissions(['geolocation'])
  await page.context().setGeolocation({ latitude: 30.0444, longitude: 31.2357 })

  await page.goto('/booking')
  await page.getByRole('button', { name: t('booking:homeRequest.open') }).click()
  const dialog = page.getByRole('dialog', { name: t('leads:request.title') })
  await dialog.getByRole('button', { name: t('leads:request.send') }).click()
  // Nothing typed: the fields say what they need, and nothing is sent.
  await expect(dialog.getByText(t('validation:lead.nameRequired'))).toBeVisible()
  await dialog.getByLabel(t('leads:request.name')).fill(name)
  // The phone field takes the number after +20, without its leading 0 (SPEC 5).
  await dialog.getByLabel(t('common:phone.label')).fill(mobile.slice(1))
  await dialog.getByRole('combobox', { name: t('leads:request.governorate') }).click()
  await page.getByRole('option').first().click()
  await dialog.getByRole('button', { name: t('leads:request.useMyLocation') }).click()
  await expect(dialog.getByRole('link', { name: t('leads:request.viewPin') })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=30.044400,31.235700',
  )
  await dialog.getByRole('button', { name: t('leads:request.send') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(t('leads:request.sent'))).toBeVisible()

  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/hh_form_leads')
  await expect(page.getByRole('heading', { level: 1, name: t('leads:admin.title') })).toBeVisible()
  const search = page.getByLabel(t('leads:admin.search'))
  // One character filters nothing and says why.
  await search.fill(name.slice(0, 1))
  await expect(page.getByText(t('validation:search.tooShort'))).toBeVisible()
  await search.fill(name)
  const row = page.getByRole('listitem', { name })
  await expect(row).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    t('leads:admin.count', { count: 1, formatted: lang === 'ar' ? '١' : '1' }),
  )
  await expect(row).toContainText(t('leads:admin.noSpecialty'))
  await expect(row.getByRole('link', { name: t('leads:admin.map') })).toHaveAttribute(
    'href',
    /query=30\.044400,31\.235700$/,
  )
  await expect(row.getByRole('link', { name: t('leads:admin.chat', { mobile }) })).toHaveAttribute(
    'href',
    `https://wa.me/20${mobile.slice(1)}`,
  )
  const closed = row.getByRole('switch', { name: t('leads:admin.closed') })
  await expect(closed).not.toBeChecked()
  // The switch turns at once; the reload waits for the save it sent (a reload would abort it in flight).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/api\/v1\/leads\//.test(response.url()),
  )
  await closed.click()
  await expect(closed).toBeChecked()
  expect((await saved).ok()).toBe(true)
  // Saved at once: a reload shows it closed.
  await page.reload()
  await expect(
    page.getByRole('listitem', { name }).getByRole('switch', { name: t('leads:admin.closed') }),
  ).toBeChecked()
  await finalShot(page, 'admin-home-visit-leads')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('leads:admin.download') }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  const csv = Buffer.from(files['leads.csv'] ?? new Uint8Array()).toString('utf8')
  // UTF-8 with a byte-order mark, so Excel shows the Arabic.
  expect(csv.startsWith('\uFEFFid,created_at,created_at_cairo,name,mobile,')).toBe(true)
  const header = csv.slice(1).split('\r\n')[0]?.split(',') ?? []
  const line = csv.split('\r\n').find((l) => l.includes(name)) ?? ''
  const cells = csvCells(line)
  expect(cells[header.indexOf('mobile')]).toBe(mobile)
  expect(cells[header.indexOf('closed')]).toBe('true')
  expect(cells[header.indexOf('registration')]).toBe('false')
  expect(cells[header.indexOf('latitude')]).toBe('30.0444')
  expect(cells[header.indexOf('location_url')]).toBe(
    'https://www.google.com/maps/search/?api=1&query=30.044400,31.235700',
  )
})

// Issue 10 §4: the exports page and the audit log, where the download just made is recorded.
test('an admin downloads an export and finds it in the audit log', async ({
  page,
  t,
  signInWith,
  workerAdmin,
}) => {
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/dumps')
  await expect(page.getByRole('heading', { level: 1, name: t('dataExports:title') })).toBeVisible()
  const doctors = page.getByRole('region', { name: t('dataExports:datasets.doctors') })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    doctors
      .getByRole('link', { name: t('dataExports:download', { name: t('dataExports:datasets.doctors') }) })
      .click(),
  ])
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  expect(Object.keys(files)).toEqual(['doctors.csv'])

  await page.goto('/audit?action=data.export')
  await expect(page.getByRole('heading', { level: 1, name: t('audit:title') })).toBeVisible()
  await expect(page.getByRole('table').getByText('exports/doctors').first()).toBeVisible()
  // A bad date is answered with its translated message.
  await page.goto('/audit?from=2026-13-40')
  await expect(page.getByText(t('validation:audit.badDate'))).toBeVisible()
  await page.getByRole('tab', { name: t('audit:tabs.jobs') }).click()
  await expect(
    page
      .getByText(t('audit:jobs.empty'))
      .or(page.getByRole('button', { name: t('audit:jobs.retry') }).first()),
  ).toBeVisible()
})
