import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const p = await b.newPage({ locale: 'ar-EG', viewport: { width: 390, height: 844 } })
const urls = []
p.on('response', r => { if (r.url().endsWith('.js')) urls.push(r.url().split('/').pop()) })
await p.goto('http://127.0.0.1:3300/home'); await p.waitForLoadState('networkidle')
console.log(urls.join('\n'))
await b.close()
