import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCentrePhone } from '#api/db/seed/centres'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'

/**
 * No request may produce a 500: every GET of the API that takes no path parameter, read by each demo role (a seeded
 * centre too: its profile once failed its own response schema) and signed out, answers below 500. What each answers
 * is each feature's own tests' business; this sweep catches a seeded or stored row a response schema refuses.
 */

let t: TestApp
let readers: [string, string | undefined][]
let paths: string[]
let withParameters: string[]

beforeAll(async () => {
  t = await buildTestApp()
  readers = [
    ['signed out', undefined],
    ['patient', await signIn(t.app, demo.patient.phone, demo.patient.password)],
    ['doctor', await signIn(t.app, demo.doctor.phone, demo.doctor.password)],
    ['lab', await signIn(t.app, demo.lab.phone, demo.lab.password)],
    ['radio', await signIn(t.app, demo.radio.phone, demo.radio.password)],
    ['seeded radiology centre', await signIn(t.app, demoCentrePhone(9), 'Centre123')],
    ['admin', await signInAdmin(t.app)],
  ]
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const gets = Object.entries(spec.paths)
    .filter(([path, methods]) => 'get' in methods && path.startsWith('/api/'))
    .map(([path]) => path)
  paths = gets.filter((path) => !path.includes('{'))
  withParameters = gets.filter((path) => path.includes('{'))
})
afterAll(async () => {
  await t.close()
})

describe('every GET, as every demo role', () => {
  it('answers below 500', async () => {
    expect(paths.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const [who, cookie] of readers)
      for (const path of paths) {
        const response = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })
        if (response.statusCode >= 500)
          failures.push(`${who} GET ${path}: ${response.statusCode} ${response.body}`)
      }
    expect(failures).toEqual([])
  })

  it('answers below 500 for a path naming something that does not exist, or not even an id', async () => {
    expect(withParameters.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const [who, cookie] of readers)
      for (const template of withParameters)
        for (const value of ['00000000-0000-4000-8000-000000000000', 'x%27%3B--']) {
          const path = template.replace(/\{[^}]+\}/g, value)
          const response = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} })
          if (response.statusCode >= 500)
            failures.push(`${who} GET ${path}: ${response.statusCode} ${response.body}`)
        }
    expect(failures).toEqual([])
  })
})
