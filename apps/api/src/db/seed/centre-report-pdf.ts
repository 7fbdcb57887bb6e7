import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { formatDateTime } from '@app/i18n/format'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'

/**
 * The PDF of a demo lab or radiology report (issue 43 §4; demo data only), typeset by Typst as the prescription is
 * (docs/decisions/0021, consults/prescription-pdf.ts) from centre-report-pdf.typ, its words passed as JSON data. The
 * seed renders a handful once, on a database that lacks them, so the compiler runs in this process and is dropped
 * after (the prescription's child process is for a server rendering all day).
 */

export interface CentreReportPdfInput {
  centre: string
  centreInfo: string
  /** 'Laboratory report' or 'Radiology report'. */
  title: string
  /** e.g. the order's short reference. */
  reference: string
  patient: string
  test: { en: string; ar: string }
  visitAt: Date
  reportedAt: Date
  referredBy: string
  results: { test: string; value: number; unit: string; low: number | null; high: number | null }[]
  findings: string[]
  signedBy: string
  signedRole: string
}

const require = createRequire(import.meta.url)
/** The prescription's fonts (prescription-pdf.child.js reads the same list), from npm. */
const fontFiles = require('../../features/consults/pdf-fonts.json') as string[]

const range = (low: number | null, high: number | null) =>
  low !== null && high !== null
    ? `${low} – ${high}`
    : low !== null
      ? `≥ ${low}`
      : high !== null
        ? `≤ ${high}`
        : '—'

function dataOf(input: CentreReportPdfInput) {
  return {
    centre: input.centre,
    centreInfo: input.centreInfo,
    title: input.title,
    reference: input.reference,
    patient: input.patient,
    test: input.test,
    visit: formatDateTime(input.visitAt, 'en'),
    reported: formatDateTime(input.reportedAt, 'en'),
    referredBy: input.referredBy,
    results: input.results.map((r) => ({
      test: r.test,
      value: String(r.value),
      unit: r.unit,
      range: range(r.low, r.high),
      flag: r.low !== null && r.value < r.low ? 'L' : r.high !== null && r.value > r.high ? 'H' : '',
    })),
    findings: input.findings,
    signedBy: input.signedBy,
    signedRole: input.signedRole,
  }
}

/** Renders the reports in one compiler (fonts and template read once). */
export function renderCentreReportPdfs(inputs: CentreReportPdfInput[]): Buffer[] {
  if (inputs.length === 0) return []
  const compiler = NodeCompiler.create({
    workspace: import.meta.dirname,
    fontArgs: [{ fontBlobs: fontFiles.map((file) => readFileSync(require.resolve(file))) }],
  })
  const template = readFileSync(new URL('./centre-report-pdf.typ', import.meta.url), 'utf8')
  return inputs.map((input) => {
    const result = compiler.compile({
      mainFileContent: template,
      inputs: { data: JSON.stringify(dataOf(input)) },
    })
    const document = result.result
    if (result.hasError() || !document) {
      const diagnostics = result.takeDiagnostics()?.shortDiagnostics ?? []
      throw new Error(`The demo report template failed: ${JSON.stringify(diagnostics)}`)
    }
    return Buffer.from(
      compiler.pdf(document, { creationTimestamp: Math.floor(input.reportedAt.getTime() / 1000) }),
    )
  })
}
