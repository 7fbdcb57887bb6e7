/**
 * The doctor search as people use it (issue 7 §3), measured over HTTP against a running server: common and rare
 * names in Arabic and in Latin letters (spelt the ways Egyptians write them), a name still being typed, a typo,
 * no name at all, with and without filters, in every sort (SPEC 2.6), each card with its next slot. Each shape
 * runs alone with one client, then all shapes together with 16 clients, bounded in count and time.
 */
import http from 'node:http'

interface Shape {
  name: string
  /** The query of the i-th request of this shape. */
  query: (i: number, specialties: number[]) => Record<string, string>
}

const sorts = ['rating', 'price', 'experience'] as const
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
const specialty = (i: number, specialties: number[]) => String(pick(specialties, i * 7))

/** Names from scripts/seed-scale.ts: first names are shared by 2–5 % of the doctors, a full name by a few dozen. */
export const searchShapes: Shape[] = [
  {
    name: 'common first name, Arabic, no filter, by rating',
    query: (i) => ({ q: pick(['محمد', 'أحمد', 'حسن', 'محمود', 'مصطفى', 'فاطمة', 'مريم'], i) }),
  },
  {
    name: 'common first name, Latin spellings, no filter, by rating',
    query: (i) => ({ q: pick(['mohamed', 'Muhammad', 'Ahmad', 'Hasan', 'Mahmud', 'Mustafa', 'Fatima'], i) }),
  },
  {
    name: 'common first name, specialty and filters, every sort',
    query: (i, s) => ({
      q: pick(['محمد', 'Ahmed', 'حسن', 'Mahmoud', 'أحمد', 'Mohammed'], i),
      specialtyId: specialty(i, s),
      sort: pick(sorts, i),
      ...(i % 2 ? { gender: 'male' } : { priceBand: '100to200' }),
    }),
  },
  {
    name: 'full name, Arabic, no filter, every sort',
    query: (i) => ({
      q: pick(['نورهان الشاذلي', 'ياسر البنا', 'خالد فاروق', 'عمرو السيد', 'هبة عبد الله'], i),
      sort: pick(sorts, i),
    }),
  },
  {
    name: 'full name, Latin spellings, no filter, every sort',
    query: (i) => ({
      q: pick(['Nurhan El Shazly', 'Yaser Elbanna', 'Khalid Farouk', 'Amr El-Sayed', 'Heba Abdullah'], i),
      sort: pick(sorts, i),
    }),
  },
  {
    name: 'name being typed, both scripts, specialty',
    query: (i, s) => ({
      q: pick(['مصط', 'Mosta', 'حسا', 'Yous', 'Khal', 'شري'], i),
      specialtyId: specialty(i, s),
    }),
  },
  {
    name: 'misspelt name (no word matches), no filter',
    query: (i) => ({ q: pick(['مصطفا', 'ابراهيمم', 'Mohaned', 'شرييف'], i) }),
  },
  {
    name: 'no name, no filter (the specialists list), every sort',
    query: (i) => ({ sort: pick(sorts, i) }),
  },
  {
    name: 'no name, specialty, every sort',
    query: (i, s) => ({ specialtyId: specialty(i, s), sort: pick(sorts, i) }),
  },
  {
    name: 'no name, specialty, title, gender, language, price band, every sort',
    query: (i, s) => ({
      specialtyId: specialty(i, s),
      sort: pick(sorts, i),
      medTitle: pick(['consultant', 'specialist'], i),
      gender: pick(['female', 'male'], i),
      language: 'en',
      proficiency: 'advanced',
      priceBand: pick(['50to100', '100to200', '200plus'], i),
    }),
  },
  {
    name: 'name, specialty, gender or price band, every sort (the bench of issue 3)',
    query: (i, s) => ({
      q: pick(
        ['أحمد', 'فاطمة', 'مصطفى', 'Youssef', 'Sara', 'السيد', 'عبد الرحمن', 'هبة', 'Mohamed Farouk'],
        i,
      ),
      specialtyId: specialty(i, s),
      sort: pick(sorts, i),
      ...(i % 4 === 1 ? { gender: 'female' } : i % 5 === 2 ? { priceBand: '100to200' } : {}),
    }),
  },
]

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

function getFrom(base: string, query: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const url = `${base}/api/v1/doctors?${new URLSearchParams({ practice: 'video', pageSize: '10', ...query })}`
  const began = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`search answered ${response.statusCode}: ${url}`))
        else resolve({ ms: performance.now() - began, bytes })
      })
      response.on('error', reject)
    })
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer in 10 s: ${url}`)))
    request.on('error', reject)
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const fixed = (value: number) => value.toFixed(1)

export interface SearchBench {
  /** Per shape: alone with one client, and within the mix. */
  shapes: Record<string, string | number>[]
  rows: { figure: string; value: string; goal: string }[]
}

export async function benchSearch(
  /** One server, or several taken in turn (two API instances: the read replica's bench, issue 44 §4). */
  servers: string | readonly string[],
  specialties: number[],
  options = { alone: 60, clients: 16, mixRequests: 6000, mixSeconds: 20 },
): Promise<SearchBench> {
  const bases = typeof servers === 'string' ? [servers] : servers
  let turn = 0
  const get = (_: string, query: Record<string, string>) => getFrom(pick(bases, turn++), query)
  const base = bases[0] ?? ''
  // Warm up: each shape a few times (connections, plans, caches).
  for (const shape of searchShapes)
    for (let i = 0; i < 10; i++) await get(base, shape.query(i + 1000, specialties))

  const alone = new Map<string, number[]>()
  for (const shape of searchShapes) {
    const times: number[] = []
    for (let i = 0; i < options.alone; i++) times.push((await get(base, shape.query(i, specialties))).ms)
    alone.set(shape.name, times)
  }

  // The mix: 16 clients, each taking the next request of the next shape, until the count or the time is up.
  const mix = new Map<string, number[]>(searchShapes.map((s) => [s.name, []]))
  const all: number[] = []
  const bytes: number[] = []
  let next = 0
  const began = performance.now()
  const deadline = began + options.mixSeconds * 1000
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (next < options.mixRequests && performance.now() < deadline) {
        const n = next++
        const shape = pick(searchShapes, n)
        const result = await get(base, shape.query(Math.floor(n / searchShapes.length), specialties))
        mix.get(shape.name)?.push(result.ms)
        all.push(result.ms)
        bytes.push(result.bytes)
      }
    }),
  )
  const seconds = (performance.now() - began) / 1000

  const shapes = searchShapes.map((shape) => {
    const one = alone.get(shape.name) ?? []
    const many = mix.get(shape.name) ?? []
    return {
      shape: shape.name,
      'alone p50 ms': fixed(percentile(one, 50)),
      'alone p95 ms': fixed(percentile(one, 95)),
      'mix p50 ms': fixed(percentile(many, 50)),
      'mix p95 ms': fixed(percentile(many, 95)),
      'mix runs': many.length,
    }
  })
  const worstAlone = Math.max(...searchShapes.map((s) => percentile(alone.get(s.name) ?? [], 95)))
  return {
    shapes,
    rows: [
      {
        figure: `doctor search over HTTP, each of ${searchShapes.length} shapes alone, one client (${options.alone} runs each): worst shape p95`,
        value: `${fixed(worstAlone)} ms`,
        goal: 'p95 < 20 ms every shape',
      },
      {
        figure: `doctor search mix, ${options.clients} clients: searches/s, p50 / p95 / p99 (${all.length} searches in ${seconds.toFixed(1)} s)`,
        value: `${Math.round(all.length / seconds)}/s, ${fixed(percentile(all, 50))} / ${fixed(percentile(all, 95))} / ${fixed(percentile(all, 99))} ms`,
        goal: '≥ 300/s, p95 < 50 ms',
      },
      {
        figure: 'doctor search response per page of 10: mean / max',
        value: `${(bytes.reduce((a, b) => a + b, 0) / Math.max(1, bytes.length) / 1024).toFixed(1)} KB / ${(Math.max(...bytes) / 1024).toFixed(1)} KB`,
        goal: '< 10 KB',
      },
    ],
  }
}
