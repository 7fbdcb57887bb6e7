import { loadavg } from 'node:os'
import { entryRoutes, lighthouseScore } from './first-screen'
const base = `http://127.0.0.1:${process.env.PORT ?? 3303}`
const routes = (await entryRoutes(base)).filter((r) =>
  ['home', 'search (primary doctors)', 'doctor page'].includes(r.name),
)
for (const r of routes) {
  const before = loadavg()[0]
  const s = lighthouseScore(base + r.path, Number(process.env.RUNS ?? 3))
  console.log(r.name, s.median, s.scores.join(','), 'load', before.toFixed(2), loadavg()[0].toFixed(2))
}
