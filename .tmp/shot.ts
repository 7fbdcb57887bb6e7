import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3320'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const [lang, viewport, name] of [['ar', { width: 390, height: 844 }, 'phone-ar'], ['en', { width: 1280, height: 800 }, 'desk-en']] as const) {
  const context = await browser.newContext({ viewport, baseURL: base })
  const page = await context.newPage()
  await page.addInitScript((l) => { localStorage.setItem('lang', l); localStorage.setItem('tourDone', 'true') }, lang)
  const r = await context.request.post('/api/v1/session', { headers: { origin: base }, data: { method: 'phone', phone: '01000000001', password: 'Patient123' } })
  console.log('signin', r.status())
  await context.request.put('/api/v1/session/language', { headers: { origin: base }, data: { language: lang } })
  await page.goto('/notifications')
  await page.waitForTimeout(2500)
  await page.screenshot({ path: `/tmp/shot/notes-${name}.png` })
  await page.goto('/settings')
  await page.waitForTimeout(2500)
  await page.screenshot({ path: `/tmp/shot/settings-${name}.png`, fullPage: true })
  await context.close()
}
await browser.close()
