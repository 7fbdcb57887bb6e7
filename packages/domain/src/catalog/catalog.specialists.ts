/**
 * SPEC 2.5 step 0: /specialists lists a specialty's doctors when the specialty has video consultations and is not
 * primary care (which has its own page, /primary_doctors). Any other specialty there shows the picker.
 */
export function listsSpecialists(specialty: { enabledVideo: boolean; isPrimaryCare: boolean }): boolean {
  return specialty.enabledVideo && !specialty.isPrimaryCare
}

/**
 * A specialty /specialists offers, in its picker and to search engines (the sitemap): one it lists that has an active
 * video doctor (issue 7 §3). A link to another listed one still opens its list, empty.
 */
export function offersSpecialists(specialty: {
  enabledVideo: boolean
  isPrimaryCare: boolean
  activeDrsCount: { video: number }
}): boolean {
  return listsSpecialists(specialty) && specialty.activeDrsCount.video > 0
}
