import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

/**
 * Issue 44 §5: the Grafana dashboard and the Prometheus alert rules in ops/ parse, and every metric their expressions
 * name is one the API exports (read from a real /metrics of a test app) or Prometheus's own `up`: a renamed metric
 * must not leave an alert that can never fire.
 */
const read = (file: string) => readFileSync(new URL(`../../../ops/${file}`, import.meta.url), 'utf8')

let t: TestApp
let exported: Set<string>

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  const response = await t.app.inject({ method: 'GET', url: '/metrics' })
  expect(response.statusCode).toBe(200)
  exported = exportedNames(response.body)
}, 60_000)
afterAll(async () => {
  await t?.close()
})

/** The series names an exposition offers: each `# TYPE` with, for a histogram or summary, its suffixed series. */
function exportedNames(text: string): Set<string> {
  const names = new Set(['up'])
  for (const [, name = '', type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name)
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix)
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix)
  }
  return names
}

const keywords = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'bool', 'offset'])

/** The metric names a PromQL expression reads (a small reading of PromQL: enough for the expressions we write). */
function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/label_values\(([^,]*),\s*\w+\)/g, '$1') // Grafana's variable query: its second argument is a label
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // grouping labels
  const names: string[] = []
  for (const match of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*(\s*\()?/g)) {
    const [token, call] = [match[0].replace(/\s*\($/, ''), match[1]]
    if (call || keywords.has(token) || /^\d/.test(token)) continue
    names.push(token)
  }
  return names
}

describe('ops/ (issue 44 §5)', () => {
  it('reads metric names out of PromQL as the checks below need', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(x_bucket{route!="a b"}[5m]))) > 1 and on (route) y > 0',
      ),
    ).toEqual(['x_bucket', 'y'])
    expect(metricNames('time() - max(z_seconds) > 26 * 3600')).toEqual(['z_seconds'])
    expect(metricNames('label_values(up{job="sehha-api"}, instance)')).toEqual(['up'])
  })

  it('has alert rules that parse, each with an expression on exported metrics', () => {
    const rules = parse(read('prometheus/alerts.yml')) as {
      groups: { name: string; rules: { alert: string; expr: string; for?: string }[] }[]
    }
    const alerts = rules.groups.flatMap((group) => group.rules)
    expect(alerts.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'SehhaApiInstanceDown',
        'SehhaHighErrorRate',
        'SehhaHighLatency',
        'SehhaJobQueueBacklog',
        'SehhaBackupTooOld',
        'SehhaBackupFailed',
        'SehhaReplicaLagging',
      ]),
    )
    for (const rule of alerts) {
      const names = metricNames(rule.expr)
      expect(names.length, rule.alert).toBeGreaterThan(0)
      expect(
        names.filter((name) => !exported.has(name)),
        rule.alert,
      ).toEqual([])
    }
  })

  it('has a Grafana dashboard that parses, each panel on exported metrics', () => {
    const dashboard = JSON.parse(read('grafana/sehha-dashboard.json')) as {
      uid: string
      panels: { type: string; title: string; targets?: { expr: string }[] }[]
      templating: { list: { query: string | { query: string } }[] }
    }
    expect(dashboard.uid).toBe('sehha-api')
    const panels = dashboard.panels.filter((panel) => panel.type !== 'row')
    expect(panels.length).toBeGreaterThan(10)
    const expressions = [
      ...panels.flatMap((panel) => {
        expect(panel.targets?.length, panel.title).toBeGreaterThan(0)
        return (panel.targets ?? []).map((target) => ({ where: panel.title, expr: target.expr }))
      }),
      ...dashboard.templating.list
        .filter((variable) => typeof variable.query === 'object')
        .map((variable) => ({ where: 'variables', expr: (variable.query as { query: string }).query })),
    ]
    const used = new Set<string>()
    for (const { where, expr } of expressions) {
      const names = metricNames(expr)
      expect(names.length, where).toBeGreaterThan(0)
      expect(
        names.filter((name) => !exported.has(name)),
        where,
      ).toEqual([])
      for (const name of names) used.add(name)
    }
    // The panels the issue asks for: requests, latency, the pool, queues, sockets, payments, backups, the replica.
    for (const name of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'sehha_db_pool_connections',
      'sehha_db_pool_acquire_seconds_bucket',
      'sehha_job_queue_jobs',
      'sehha_job_queue_oldest_ready_age_seconds',
      'sehha_realtime_sockets',
      'sehha_payment_callbacks_total',
      'sehha_backup_last_success_timestamp_seconds',
      'sehha_replica_lag_seconds',
    ])
      expect(used).toContain(name)
  })
})
