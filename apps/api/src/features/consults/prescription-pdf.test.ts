import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import QRCode from 'qrcode'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cleanLines,
  prescriptionData,
  renderPrescriptionPdf,
  textDirection,
  type PrescriptionPdfInput,
} from './prescription-pdf'

/**
 * Issue 11 §3, the prescription PDF: checked by extracting its text with poppler's pdftotext (the Arabic comes out
 * in logical order, so it was shaped and laid out right to left) and by rendering page 1 to a PNG kept in
 * test-results/prescription-pdf/ at the repository's root, to look at.
 */

const artifacts = path.resolve(import.meta.dirname, '../../../../../test-results/prescription-pdf')

const prescription: PrescriptionPdfInput = {
  verificationCode: '7KQ2M-X9D4T',
  verifyUrl: 'https://sehha.example/verify/7KQ2M-X9D4T',
  // 21:30 UTC on 1 July is 00:30 on 2 July in Cairo: summer time, UTC+3 (23:30 on 1 July at the winter offset).
  issuedAt: new Date('2026-07-01T21:30:00Z'),
  doctor: {
    nameAr: 'أحمد محمود الشناوي',
    nameEn: 'Ahmed Mahmoud El-Shenawy',
    titleAr: 'استشاري',
    titleEn: 'Consultant',
    specialtyAr: 'أمراض القلب والأوعية الدموية',
    specialtyEn: 'Cardiology',
    licenceNumber: '123456',
  },
  patient: { name: 'منى عبد الرحمن', ageYears: 34, gender: 'female' },
  diagnosis: 'Acute tonsillitis (bacterial).',
  items: [
    {
      drugName: 'Augmentin 1g',
      form: 'أقراص',
      dose: '1 g',
      frequency: 'مرتين يوميا',
      duration: '7 أيام',
      instructions: 'قرص واحد بعد الأكل',
    },
    {
      drugName: 'Paracetamol',
      form: 'tablets',
      dose: '500 mg',
      frequency: 'كل 8 ساعات',
      duration: '5 أيام',
      instructions: 'عند اللزوم فقط\nلا تتناوله على معدة فارغة',
    },
    {
      drugName: 'Otrivin spray',
      form: 'بخاخ',
      dose: 'بخة',
      frequency: '3 مرات يوميا',
      duration: '5 days',
      instructions: 'لا يستخدم أكثر من خمسة أيام متتالية',
    },
  ],
  notes: 'الراحة وشرب السوائل الدافئة',
}

/** Poppler's tools; stderr dropped (poppler 22 warns about Typst's tagged-PDF MarkInfo, harmlessly). */
function poppler(tool: string, args: string[]): string {
  return execFileSync(tool, args, { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8')
}

/** The text of a PDF, with the direction marks pdftotext adds removed and runs of white space as one space. */
function textOf(file: string, pages?: { first: number; last: number }) {
  const range = pages === undefined ? [] : ['-f', String(pages.first), '-l', String(pages.last)]
  return poppler('pdftotext', [...range, file, '-'])
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ')
}

const pagesOf = (file: string) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]))?.[1])

async function renderTo(name: string, input: PrescriptionPdfInput) {
  const pdf = await renderPrescriptionPdf(input)
  const file = path.join(artifacts, `${name}.pdf`)
  writeFileSync(file, pdf)
  return { pdf, file }
}

/** Page 1 as a PNG at 80 dpi, beside the PDF; its width and height read from the PNG header. */
function pageImage(file: string) {
  const prefix = file.replace(/\.pdf$/, '')
  poppler('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, prefix])
  const png = readFileSync(`${prefix}.png`)
  return { bytes: png.length, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

beforeAll(() => {
  for (const tool of ['pdftotext', 'pdftoppm', 'pdfinfo', 'pdffonts', 'pdfimages']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' })
    } catch {
      throw new Error(`${tool} is missing: run scripts/ensure-browser.sh as root (Debian's poppler-utils)`)
    }
  }
  mkdirSync(artifacts, { recursive: true })
})

describe('the prescription PDF', () => {
  it('is one A4 page whose Arabic reads in logical order, with the Latin drug names, the doctor and the code', async () => {
    const { pdf, file } = await renderTo('prescription', prescription)
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
    expect(pagesOf(file)).toBe(1)
    expect(poppler('pdfinfo', [file])).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/)

    const text = textOf(file)
    for (const expected of [
      'قرص واحد بعد الأكل',
      'عند اللزوم فقط',
      'لا تتناوله على معدة فارغة',
      'لا يستخدم أكثر من خمسة أيام متتالية',
      'أحمد محمود الشناوي',
      'Ahmed Mahmoud El-Shenawy',
      'منى عبد الرحمن',
      'Augmentin 1g',
      'Paracetamol',
      'Otrivin spray',
      'Acute tonsillitis (bacterial).',
      '7KQ2M-X9D4T',
      '123456',
      'To check this prescription and whether it was dispensed, scan the QR code or open this link:',
      'https://sehha.example/verify/7KQ2M-X9D4T',
      'Issued electronically through Sehha; valid without signature.',
      'صحة',
      'Sehha',
    ])
      expect(text).toContain(expected)
    // The date on Egypt's clock: 2 July at 00:30, UTC+3 in summer; in Arabic, the month's Arabic name. (pdftotext
    // moves the closing parenthesis of a left-to-right line among right-to-left ones: it is not compared.)
    expect(text).toContain('Thursday, July 2, 2026, 00:30')
    expect(text).toContain('(GMT+3')
    expect(text).toContain('يوليو')
    expect(text).not.toContain('23:30')
    expect(text).not.toContain('July 1')
  })

  it('prints a QR code of the verify URL (issue 45 §4), module for module, with its quiet zone', async () => {
    const { file } = await renderTo('prescription-qr', prescription)
    // The one image of the page, as pdfimages writes it (a binary PPM: header, then RGB bytes).
    const list = poppler('pdfimages', ['-list', file]).trim().split('\n').slice(2)
    expect(list).toHaveLength(1)
    const prefix = path.join(artifacts, 'prescription-qr-image')
    poppler('pdfimages', ['-f', '1', '-l', '1', file, prefix])
    const ppm = readFileSync(`${prefix}-000.ppm`)
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 20).toString('latin1'))
    expect(header).not.toBeNull()
    const size = Number(header![1])
    expect(Number(header![2])).toBe(size)
    const pixels = ppm.subarray(header![0].length)
    const dark = (x: number, y: number) => pixels[(y * size + x) * 3]! < 128

    // What the standard's encoder makes of the URL: the same modules, 4 light ones around them.
    const { modules } = QRCode.create(prescription.verifyUrl, { errorCorrectionLevel: 'M' })
    expect(size).toBe(modules.size + 8)
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const inside = x >= 4 && y >= 4 && x < size - 4 && y < size - 4
        expect(dark(x, y), `module ${x},${y}`).toBe(inside && modules.get(y - 4, x - 4) === 1)
      }
    // The three finder patterns: a dark 7 × 7 ring, light inside it, a dark 3 × 3 centre.
    for (const [left, top] of [
      [4, 4],
      [size - 11, 4],
      [4, size - 11],
    ] as const) {
      expect(dark(left, top) && dark(left + 6, top + 6) && dark(left + 3, top + 3)).toBe(true)
      expect(dark(left + 1, top + 1)).toBe(false)
    }
    expect(textOf(file)).toContain(prescription.verifyUrl)
  })

  it('embeds the fonts shipped through npm (Amiri, Noto Sans), not whatever the machine has', async () => {
    const { file } = await renderTo('prescription-fonts', prescription)
    const fonts = poppler('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ''))
    expect(new Set(fonts)).toEqual(
      new Set(['Amiri-Regular', 'Amiri-Bold', 'NotoSans-Regular', 'NotoSans-Bold']),
    )
  })

  it('renders page 1 to an image for the test artifacts', async () => {
    const { file } = await renderTo('prescription', prescription)
    const image = pageImage(file)
    // A4 at 80 dpi, with text on it (a blank page compresses to a few kilobytes).
    expect(image.width).toBeGreaterThanOrEqual(661)
    expect(image.width).toBeLessThanOrEqual(662)
    expect(image.height).toBeGreaterThanOrEqual(935)
    expect(image.height).toBeLessThanOrEqual(936)
    expect(image.bytes).toBeGreaterThan(30_000)
  })

  it('lays out user text as text: markup, code and direction characters do nothing', async () => {
    const hostile = [
      '#set page(width: 1cm)',
      '] #panic("injected") [',
      '$x^2$ \\ "quoted" \\u{41}',
      '<b>bold</b> @label *strong* _emph_',
      '`raw` ```typ #eval("1 + 1")```',
      '#import "/etc/passwd": *',
      '= Heading // comment /* block */',
      '{ } ( ) ~ --- ... #{ 1 + 1 }',
    ]
    const { file } = await renderTo('prescription-hostile', {
      ...prescription,
      verificationCode: 'HOST-1LE5',
      patient: { name: '#set text(size: 100pt)', ageYears: null, gender: null },
      diagnosis: hostile.join('\n'),
      items: hostile.map((h) => ({
        drugName: h,
        form: '#',
        dose: '$',
        frequency: ']',
        duration: '\\',
        instructions: `قرص ${h}`,
      })),
      // A right-to-left override would show 'evil' backwards; it is removed, not obeyed.
      notes: `${hostile.join('\n')}\n\u202eevil\u202c`,
    })
    pageImage(file)
    expect(poppler('pdfinfo', [file])).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/)
    const text = textOf(file)
    for (const h of hostile) expect(text).toContain(h)
    expect(text).toContain('#set text(size: 100pt)')
    expect(text).toContain('evil')
    expect(text).toContain('HOST-1LE5')
  })

  it('takes more pages for many medicines, each with the table heading, the code and its page number', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      ...prescription.items[i % 3]!,
      drugName: `Drug${i + 1}`,
    }))
    const { file } = await renderTo('prescription-long', { ...prescription, items })
    const pages = pagesOf(file)
    expect(pages).toBeGreaterThan(1)
    const all = textOf(file)
    for (let i = 1; i <= 30; i++) expect(all).toMatch(new RegExp(`Drug${i}(?!\\d)`))
    for (let page = 1; page <= pages; page++) {
      const text = textOf(file, { first: page, last: page })
      expect(text).toContain('Medicine')
      expect(text).toContain('Verification code 7KQ2M-X9D4T')
      expect(text).toMatch(new RegExp(`${page} ?/ ?${pages}`))
    }
  })

  it('keeps renders that overlap apart, and gives the same bytes for the same prescription', async () => {
    const codes = ['AAAA-1111', 'BBBB-2222', 'CCCC-3333', 'DDDD-4444']
    const pdfs = await Promise.all(
      codes.map((code) => renderPrescriptionPdf({ ...prescription, verificationCode: code })),
    )
    pdfs.forEach((pdf, i) => {
      const file = path.join(artifacts, `prescription-concurrent-${i}.pdf`)
      writeFileSync(file, pdf)
      const text = textOf(file)
      expect(text).toContain(codes[i])
      for (const other of codes.filter((_, j) => j !== i)) expect(text).not.toContain(other)
    })
    const [again, once] = await Promise.all([
      renderPrescriptionPdf(prescription),
      renderPrescriptionPdf(prescription),
    ])
    expect(Buffer.from(again!).equals(Buffer.from(once!))).toBe(true)
  })

  it('renders a one-page prescription in well under 50 ms once warm', async () => {
    await renderPrescriptionPdf(prescription)
    const times: number[] = []
    for (let i = 0; i < 10; i++) {
      const started = performance.now()
      await renderPrescriptionPdf({ ...prescription, verificationCode: `WARM-${i}` })
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    // The fastest of ten, so that other work on a busy machine does not fail the test; typically 10–20 ms.
    expect(times[0]).toBeLessThan(50)
  })
})

describe('text given to the template', () => {
  it('takes the direction of its first letter, left to right when it has none', () => {
    expect(textDirection('قرص واحد Paracetamol')).toBe('rtl')
    expect(textDirection('500 mg مرتين')).toBe('ltr')
    expect(textDirection('(Jr.) أحمد')).toBe('ltr')
    expect(textDirection('٥٠٠ - 12')).toBe('ltr')
    expect(textDirection('{ } ( ) ~ #{ 1 + 1 }')).toBe('ltr')
  })

  it('drops control and direction characters and empty lines, and keeps the rest as typed', () => {
    expect(cleanLines('  a\u202eb\u0000c  \r\n\r\n\tتمام  جدا ')).toEqual(['abc', 'تمام جدا'])
    expect(cleanLines('#set page(width: 1cm) ] $ \\ " < @ * _ `')).toEqual([
      '#set page(width: 1cm) ] $ \\ " < @ * _ `',
    ])
  })

  it('gives the age and gender in both languages, with Arabic-Indic digits in Arabic', () => {
    const data = prescriptionData(prescription)
    expect(data.patient.age).toEqual({ ar: '٣٤ سنة', en: '34 years' })
    expect(data.patient.gender).toEqual({ ar: 'أنثى', en: 'Female' })
    const ageOf = (ageYears: number) =>
      prescriptionData({ ...prescription, patient: { ...prescription.patient, ageYears } })
    expect(ageOf(0).patient.age).toEqual({ ar: 'أقل من سنة', en: '< 1 year' })
    expect(ageOf(1).patient.age).toEqual({ ar: 'سنة واحدة', en: '1 year' })
    expect(ageOf(2).patient.age).toEqual({ ar: 'سنتان', en: '2 years' })
    expect(ageOf(5).patient.age).toEqual({ ar: '٥ سنوات', en: '5 years' })
    expect(data.issued.ar).toContain('٢ يوليو ٢٠٢٦')
    expect(data.issued.ar).toContain('٠٠:٣٠')
  })
})
