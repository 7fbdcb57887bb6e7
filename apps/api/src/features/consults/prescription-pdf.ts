import { type ChildProcess, fork } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatDate, formatEgyptClock, formatNumber, localeTag } from '@app/i18n/format'
import QRCode from 'qrcode'

/**
 * The prescription PDF (issue 11 §3; docs/decisions/0021): one A4 page (more when the medicines need them), Arabic
 * right to left with Latin drug names left to right, typeset by Typst from prescription-pdf.typ. The user's words
 * reach the template only as JSON data (`sys.inputs.data`), placed as strings and never read as markup; the fonts
 * come from npm packages, so a fresh machine needs no system fonts. Typst runs in a child process
 * (prescription-pdf.child.js), replaced now and then: it keeps part of every document it compiles.
 */

export interface PrescriptionPdfInput {
  /** e.g. '7KQ2M-X9D4T' */
  verificationCode: string
  /** Where a pharmacy checks it (issue 45 §4): `<public origin>/verify/<code>`, printed and in the QR code. */
  verifyUrl: string
  /** Shown as a date and time on Egypt's clock (Africa/Cairo), in Arabic and in English. */
  issuedAt: Date
  doctor: {
    nameAr: string
    nameEn: string | null
    titleAr: string
    titleEn: string
    specialtyAr: string
    specialtyEn: string
    licenceNumber: string
  }
  patient: { name: string; ageYears: number | null; gender: 'male' | 'female' | null }
  /** Free text, Arabic or English. */
  diagnosis: string | null
  /** drugName in Latin letters; form, dose, frequency and duration short, Arabic or Latin; instructions Arabic. */
  items: {
    drugName: string
    form: string
    dose: string
    frequency: string
    duration: string
    instructions: string
  }[]
  notes?: string | null
}

/** A line of a user's text with the direction of its first letter (as HTML's dir="auto"). */
interface TextLine {
  t: string
  d: 'rtl' | 'ltr'
  /** Has a part (between spaces, or after a slash or hyphen) longer than 8 letters: one that may not fit. */
  long: boolean
}

// Control characters, and the bidirectional embeddings, overrides and isolates a user could use to reorder the
// text around theirs (each value is a paragraph of its own, in the direction of its first letter).
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const longPart = /[^ /-]{9}/u
const firstStrongLetter = /\p{L}/u
const rightToLeftScript =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/** Text safe to lay out: NFC, no control or direction characters, runs of spaces as one; its non-empty lines. */
export function cleanLines(value: string): string[] {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(unsafeCharacters, '')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
}

/** One line: line breaks become spaces. */
export const cleanText = (value: string): string => cleanLines(value).join(' ')

/**
 * 'rtl' when the first letter is of a right-to-left script. Text without letters ('500', '1/2', '#{ }') is left to
 * right, so that its symbols keep the order they were typed in.
 */
export function textDirection(text: string): 'rtl' | 'ltr' {
  const letter = firstStrongLetter.exec(text)?.[0]
  return letter !== undefined && rightToLeftScript.test(letter) ? 'rtl' : 'ltr'
}

/** A user's text as the template's lines, each with its direction; one line unless `multiline`. */
const free = (value: string | null | undefined, multiline = false): TextLine[] => {
  const lines = value == null ? [] : multiline ? cleanLines(value) : [cleanText(value)].filter(Boolean)
  return lines.map((t) => ({ t, d: textDirection(t), long: longPart.test(t) }))
}

function ageText(years: number): { ar: string; en: string } {
  if (years < 1) return { ar: 'أقل من سنة', en: '< 1 year' }
  const category = new Intl.PluralRules(localeTag('ar')).select(years)
  const n = formatNumber(years, 'ar')
  const ar =
    category === 'one'
      ? 'سنة واحدة'
      : category === 'two'
        ? 'سنتان'
        : category === 'few'
          ? `${n} سنوات`
          : `${n} سنة`
  return { ar, en: years === 1 ? '1 year' : `${formatNumber(years, 'en')} years` }
}

const genderText = { male: { ar: 'ذكر', en: 'Male' }, female: { ar: 'أنثى', en: 'Female' } } as const

/** A medicine's row kept on one page has no field longer than this: a few hundred letters fit on a page. */
const keepRowChars = 400

/**
 * The QR code of `url` (issue 45 §4) as the template draws it: a square of grey levels (0 dark, 255 light), one per
 * module, with the standard's quiet zone of 4 modules around it, row after row. Medium error correction (15 %): a
 * printed page survives a fold or a stamp. Drawn as an image pixel for pixel (no smoothing), it reads back as
 * exactly these modules (prescription-pdf.test.ts).
 */
export function qrPixels(url: string): { size: number; pixels: number[] } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const size = modules.size + 2 * quiet
  const pixels: number[] = []
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const row = y - quiet
      const column = x - quiet
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size
      pixels.push(inside && modules.get(row, column) ? 0 : 255)
    }
  return { size, pixels }
}

/** The data the template reads, every user-typed value cleaned and given its direction. */
export function prescriptionData(input: PrescriptionPdfInput) {
  const at = input.issuedAt
  const one = (value: string) => cleanText(value)
  return {
    code: one(input.verificationCode),
    verifyUrl: one(input.verifyUrl),
    qr: qrPixels(input.verifyUrl),
    issuedUtc: [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
    ],
    issued: {
      ar: `${formatDate(at, 'ar', { dateStyle: 'full' })}، ${formatEgyptClock(at, 'ar')}`,
      en: `${formatDate(at, 'en', { dateStyle: 'full' })}, ${formatEgyptClock(at, 'en')}`,
    },
    doctor: {
      nameAr: one(input.doctor.nameAr),
      nameEn:
        input.doctor.nameEn === null || one(input.doctor.nameEn) === '' ? null : one(input.doctor.nameEn),
      titleAr: one(input.doctor.titleAr),
      titleEn: one(input.doctor.titleEn),
      specialtyAr: one(input.doctor.specialtyAr),
      specialtyEn: one(input.doctor.specialtyEn),
      licence: one(input.doctor.licenceNumber),
    },
    patient: {
      name: free(input.patient.name),
      age: input.patient.ageYears === null ? null : ageText(input.patient.ageYears),
      gender: input.patient.gender === null ? null : genderText[input.patient.gender],
    },
    diagnosis: free(input.diagnosis, true),
    items: input.items.map((item) => ({
      drug: free(item.drugName),
      form: free(item.form),
      dose: free(item.dose),
      frequency: free(item.frequency),
      duration: free(item.duration),
      instructions: free(item.instructions, true),
      keep: [item.drugName, item.form, item.dose, item.frequency, item.duration, item.instructions].every(
        (value) => value.length <= keepRowChars,
      ),
    })),
    notes: free(input.notes, true),
  }
}

interface ChildReply {
  ready?: true
  id?: number
  pdf?: Uint8Array
  error?: string
  rss?: number
}

interface Renderer {
  child: ChildProcess
  ready: boolean
  /** Requests sent before the child said it was ready. */
  waiting: { id: number; data: string; timestamp: number }[]
  pending: Map<
    number,
    { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >
  renders: number
  retiring: boolean
}

const childScript = fileURLToPath(new URL('./prescription-pdf.child.js', import.meta.url))
/** Typst keeps ~0.5 MB of each document: a child is replaced after this many renders, or past this size. */
const rendersPerChild = 300
const childMemoryLimit = 400 * 1024 * 1024
/** Far above a render's ~20 ms: a child that takes this long is stuck, and is stopped. */
const renderTimeoutMs = 30_000

let current: Renderer | undefined
let lastId = 0

/** The child keeps the API running only while it has work; idle, it neither holds the process open nor is waited for. */
function holdOpen(renderer: Renderer) {
  const busy = renderer.pending.size > 0
  if (busy) {
    renderer.child.ref()
    renderer.child.channel?.ref()
  } else {
    renderer.child.unref()
    renderer.child.channel?.unref()
  }
}

function settle(renderer: Renderer) {
  if (renderer.retiring && renderer.pending.size === 0 && renderer.child.connected)
    renderer.child.disconnect()
  else holdOpen(renderer)
}

function retire(renderer: Renderer) {
  renderer.retiring = true
  if (current === renderer) current = undefined
  settle(renderer)
}

function startRenderer(): Renderer {
  const child = fork(childScript, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const renderer: Renderer = {
    child,
    ready: false,
    waiting: [],
    pending: new Map(),
    renders: 0,
    retiring: false,
  }
  child.on('message', (reply: ChildReply) => {
    if (reply.ready === true) {
      renderer.ready = true
      for (const request of renderer.waiting.splice(0)) child.send(request)
      return
    }
    const request = reply.id === undefined ? undefined : renderer.pending.get(reply.id)
    if (request === undefined || reply.id === undefined) return
    renderer.pending.delete(reply.id)
    clearTimeout(request.timer)
    if (reply.pdf !== undefined) request.resolve(reply.pdf)
    else request.reject(new Error(reply.error ?? 'The prescription renderer failed'))
    if ((reply.rss ?? 0) > childMemoryLimit) retire(renderer)
    settle(renderer)
  })
  const stopped = (reason: string) => {
    if (current === renderer) current = undefined
    for (const request of renderer.pending.values()) {
      clearTimeout(request.timer)
      request.reject(new Error(`The prescription renderer stopped: ${reason}`))
    }
    renderer.pending.clear()
  }
  child.on('exit', (code, signal) => stopped(`exit ${code ?? signal}`))
  child.on('error', (error) => {
    stopped(error.message)
    child.kill('SIGKILL')
  })
  holdOpen(renderer)
  return renderer
}

/**
 * Renders in a child process (prescription-pdf.child.js), started on first use and kept: fonts and template are
 * read once per child. Renders that overlap in time are queued there and answered by id; each carries its own
 * data, so none can see another's.
 */
function renderInChild(data: string, timestamp: number): Promise<Uint8Array> {
  const renderer = (current ??= startRenderer())
  const id = ++lastId
  return new Promise<Uint8Array>((resolve, reject) => {
    const timer = setTimeout(() => {
      renderer.pending.delete(id)
      reject(new Error('The prescription renderer took too long'))
      retire(renderer)
      renderer.child.kill('SIGKILL')
    }, renderTimeoutMs)
    renderer.pending.set(id, { resolve, reject, timer })
    if (renderer.ready) renderer.child.send({ id, data, timestamp })
    else renderer.waiting.push({ id, data, timestamp })
    renderer.renders += 1
    if (renderer.renders >= rendersPerChild) retire(renderer)
    else holdOpen(renderer)
  })
}

/** What the output depends on besides the input: the template and the renderer (a new deploy renders anew). */
const rendererDigest = createHash('sha256')
  .update(readFileSync(new URL('./prescription-pdf.typ', import.meta.url)))
  .update(readFileSync(childScript))
  .digest()

/**
 * The version of the PDF `input` gives (issue 41 §3): a hash of everything printed (the summary, the doctor's and
 * the patient's details, the issue time) and of the template, so a kept render is served only while it is exactly
 * what a new render would be.
 */
export function prescriptionPdfVersion(input: PrescriptionPdfInput): Buffer {
  return createHash('sha256')
    .update(rendererDigest)
    .update(JSON.stringify(prescriptionData(input)))
    .update(String(Math.floor(input.issuedAt.getTime() / 1000)))
    .digest()
}

export async function renderPrescriptionPdf(input: PrescriptionPdfInput): Promise<Uint8Array> {
  const data = JSON.stringify(prescriptionData(input))
  return renderInChild(data, Math.floor(input.issuedAt.getTime() / 1000))
}
