/** Picks the name in the reader's language, falling back to English (SPEC 3.2). Zod-free for the first screens. */
export function localName(item: { nameAr: string; nameEn: string }, language: 'ar' | 'en'): string {
  return language === 'ar' && item.nameAr ? item.nameAr : item.nameEn
}
