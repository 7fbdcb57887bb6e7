import { z } from 'zod'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'
import { waitingEntryStates, waitingOfferStates } from './waiting-list.rules'

/** A Cairo calendar date, YYYY-MM-DD; Arabic-Indic digits are accepted (typed on an Arabic keyboard). */
const cairoDateSchema = z
  .string(vkey('required'))
  .max(20, vkey('invalidFormat'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.iso.date(vkey('invalidFormat')))

/** `joinWaitingList` (issue 45 §3): wait for an earlier time of a doctor and practice between two Cairo dates. */
export const joinWaitingListRequestSchema = z.object({
  doctorId: z.uuid(),
  practice: practiceKindSchema,
  fromDate: cairoDateSchema,
  toDate: cairoDateSchema,
  /** Another medical file held by this account (SPEC 2.8); absent: the account holder's own. */
  medicalFileId: z.uuid().optional(),
})
export type JoinWaitingListRequest = z.infer<typeof joinWaitingListRequestSchema>

const doctorNamesSchema = z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string().nullable() })

export const waitingOfferViewSchema = z.object({
  id: z.uuid(),
  entryId: z.uuid(),
  doctor: doctorNamesSchema,
  practice: practiceKindSchema,
  medicalFileId: z.uuid().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** `offered` only while `expiresAt` is ahead; a passed offer reads `lapsed`. */
  state: z.enum(waitingOfferStates),
})
export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>

export const waitingEntryViewSchema = z.object({
  id: z.uuid(),
  doctor: doctorNamesSchema,
  practice: practiceKindSchema,
  medicalFileId: z.uuid().nullable(),
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
  state: z.enum(waitingEntryStates),
  createdAt: z.iso.datetime({ offset: true }),
  /** The time offered now and held for this entry, if any. */
  offer: waitingOfferViewSchema.nullable(),
})
export type WaitingEntryView = z.infer<typeof waitingEntryViewSchema>

export const waitingListSchema = z.object({ data: z.array(waitingEntryViewSchema) })
export type WaitingList = z.infer<typeof waitingListSchema>

export const waitingEntryIdParamSchema = z.object({ entryId: z.uuid() })
export const waitingOfferIdParamSchema = z.object({ offerId: z.uuid() })
