import { z } from 'zod'

/**
 * Data exports (SPEC 2.9 /dumps, 6: admins download data dumps; issue 10 §4; docs/decisions/0018): zip files of CSV
 * streamed from the database, one CSV per table, with personal data only where the operators' work needs it.
 */
export const exportDatasets = ['doctors', 'patients', 'bookings', 'payments', 'ledger', 'leads'] as const
export const exportDatasetSchema = z.enum(exportDatasets)
export type ExportDataset = z.infer<typeof exportDatasetSchema>

/** One dataset, or all of them in one zip. */
export const exportChoiceSchema = z.enum([...exportDatasets, 'all'])
export type ExportChoice = z.infer<typeof exportChoiceSchema>

export const exportInfoSchema = z.object({
  dataset: exportDatasetSchema,
  /** The CSV's columns, so the operator knows what the file holds before downloading it. */
  columns: z.array(z.string()),
  /** Columns that hold personal data (names, mobiles). */
  personal: z.array(z.string()),
})
export type ExportInfo = z.infer<typeof exportInfoSchema>

export const exportListSchema = z.object({ items: z.array(exportInfoSchema) })
export type ExportList = z.infer<typeof exportListSchema>
