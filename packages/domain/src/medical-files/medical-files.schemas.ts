import { z } from 'zod'
import { currentPasswordSchema, phoneNumberSchema } from '../accounts/accounts.schemas'
import { birthdaySchema, genderSchema, personNameSchema } from '../profiles/profiles.schemas'
import { vkey } from '../shared/validation'

/**
 * Medical files (SPEC 2.8, 6; issue 9 §1): whom a booking is for. An account books for its own file, for a family
 * member's file it holds (a dependent: minors allowed, the holder stays the adult account), or for another patient's
 * file it was let into with that patient's mobile and password. The account holder always pays.
 */

export const medicalFileKinds = ['own', 'dependent', 'linked'] as const
export const medicalFileKindSchema = z.enum(medicalFileKinds)
export type MedicalFileKind = z.infer<typeof medicalFileKindSchema>

export const dependentRelations = ['child', 'spouse', 'parent', 'sibling', 'other'] as const
export const dependentRelationSchema = z.enum(dependentRelations, vkey('required'))
export type DependentRelation = z.infer<typeof dependentRelationSchema>

/** A family member's new file: who they are to the account holder. Their birthday may be a child's. */
export const newDependentSchema = z.object({
  name: personNameSchema,
  gender: genderSchema,
  birthday: birthdaySchema,
  relation: dependentRelationSchema,
})
export type NewDependent = z.infer<typeof newDependentSchema>

/** SPEC 2.8: another patient's file, opened with that patient's mobile and password. */
export const linkMedicalFileSchema = z.object({
  phone: phoneNumberSchema,
  password: currentPasswordSchema,
})
export type LinkMedicalFile = z.infer<typeof linkMedicalFileSchema>

export const medicalFileSchema = z.object({
  /** The id a booking names as its medicalFileId: the account's user id for own and linked files. */
  id: z.uuid(),
  kind: medicalFileKindSchema,
  name: z.string(),
  gender: genderSchema,
  birthday: z.iso.date(),
  relation: dependentRelationSchema.nullable(),
  /** The file's own mobile: none for a dependent, who is reached through the holder. */
  phone: z.string().nullable(),
  areaId: z.number().int().nullable(),
  governorateId: z.number().int().nullable(),
  /** A linked file may be used until then (docs/decisions/0015); null: the account's own or a dependent. */
  expiresAt: z.iso.datetime().nullable(),
})
export type MedicalFile = z.infer<typeof medicalFileSchema>

export const medicalFileListSchema = z.object({ files: z.array(medicalFileSchema) })
export type MedicalFileList = z.infer<typeof medicalFileListSchema>
