import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import type { Lang } from './fixtures/test'

const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`
const root = path.resolve(import.meta.dirname, '..')
/** Journeys that change global state (`*.global.spec.ts`): see the global-* projects. */
const globalJourneys = /\.global\.spec\.ts$/

/** Journeys run against the real product (`npm start`'s server on a fresh data directory) in Debian's Chromium. */
export default defineConfig<{ lang: Lang }>({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey walks many pages (the accessibility checks run axe on fifteen) on a 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Our patients are in Egypt; the outside-Egypt warning has its own journey.
    timezoneId: 'Africa/Cairo',
    trace: 'retain-on-failure',
    // The service worker has its own journey (tests/pwa.spec.ts); elsewhere requests go to the server unrouted by it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // SPEC 2.8's popup greets a device on its first sign-in page and blocks the page behind it: every context, the
    // journeys' own (browser.newContext) included, starts as a device that has seen it. Its own journey
    // (tests/accounts/phone-sign-in-notice.spec.ts) starts without.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'phoneSignInNoticeSeen', value: '1' }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // Video consults (issue 11 §1): a fake camera (a moving test pattern) and microphone (a tone), allowed without
        // a prompt, and peer connections over 127.0.0.1, so two contexts hold a real WebRTC call on this machine.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  projects: [
    {
      name: 'chromium-ar',
      testIgnore: globalJourneys,
      use: { lang: 'ar', locale: 'ar-EG', viewport: { width: 390, height: 844 } },
    },
    {
      name: 'chromium-en',
      testIgnore: globalJourneys,
      use: { lang: 'en', locale: 'en-US', viewport: { width: 1280, height: 800 } },
    },
    // Journeys that change what every other journey reads (the payment settings, which every price is computed with:
    // ADR 0049) run alone, after all the others, one language after the other, and put back what they changed.
    {
      name: 'global-ar',
      testMatch: globalJourneys,
      dependencies: ['chromium-ar', 'chromium-en'],
      use: { lang: 'ar', locale: 'ar-EG', viewport: { width: 390, height: 844 } },
    },
    {
      name: 'global-en',
      testMatch: globalJourneys,
      dependencies: ['global-ar'],
      use: { lang: 'en', locale: 'en-US', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sehha-e2e-')),
      LOG_LEVEL: 'warn',
      // Calls run on loopback: no STUN server (nothing leaves the machine; issue 11).
      ICE_STUN_URLS: 'none',
      OUTBOX: 'on',
      // Two projects sign in many times a minute from one address; the limits have their own API tests.
      RATE_LIMIT: 'off',
      // A page the server cannot render within its deadline is sent as the bare shell (the app renders it): right for
      // a visitor, but on a busy 2-core machine running two journeys a doctor's page took over the 300 ms default and
      // the crawler's journey saw the shell. The journeys check what is rendered; the bench measures how fast.
      SSR_DEADLINE_MS: '10000',
      NODE_ENV: 'development',
    },
  },
})
