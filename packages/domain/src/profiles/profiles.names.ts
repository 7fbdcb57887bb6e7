/**
 * What a name may hold (issue 41 §2). A person's name is written into other people's SMS, emails and notifications
 * ("Your consult with …"), so it may not carry a message of its own ("Sehha Support: verify at https://…"): a
 * person's name is letters of the Arabic or Latin script (Arabic diacritics and other combining marks, and the
 * tatweel, included), spaces and . - ' (’ too, as phones type it). A centre's (lab's, radiology centre's) business
 * name may also hold digits (Western or Arabic-Indic) and & ( ) , ، ("Lab 2000", "Alfa (Nasr City)"). Neither may
 * look like a web address: a full stop followed by two letters ("evil.com") is refused, while initials and titles
 * ("A.M. Hassan", "د. خالد") pass. Zod-free: the forms' first screens read these without the schemas (issue 8 §5).
 */

const letter = String.raw`(?:(?=\p{L})[\p{sc=Arabic}\p{sc=Latin}]|\u0640|\p{M})`
const personName = new RegExp(String.raw`^(?:${letter}|[ .'’-])+$`, 'u')
const centreName = new RegExp(
  String.raw`^(?:${letter}|[0-9\u0660-\u0669\u06f0-\u06f9]|[ .'’&(),\u060c-])+$`,
  'u',
)
const anyLetter = /\p{L}/u
/** A full stop right before two letters: a host name's dot (evil.com), never a title's or an initial's. */
const linkLike = /\.(?:\p{L}\p{M}*){2}/u

/**
 * Why a person's name is refused, as a validation key, or null when it is a name. An empty name is not this rule's
 * to refuse (a required name says so itself; an optional one may stay empty).
 */
export function personNameProblem(name: string): string | null {
  const value = name.trim()
  if (value === '') return null
  if (!personName.test(value) || !anyLetter.test(value)) return 'validation:name.lettersOnly'
  if (linkLike.test(value)) return 'validation:name.noLinks'
  return null
}

/** The same for a lab's or radiology centre's business name: digits and & ( ) , allowed too. */
export function centreNameProblem(name: string): string | null {
  const value = name.trim()
  if (value === '') return null
  if (!centreName.test(value) || !anyLetter.test(value)) return 'validation:name.businessName'
  if (linkLike.test(value)) return 'validation:name.noLinks'
  return null
}
