import { normalizeName } from './doctors.search'

/**
 * The words a doctor's names are found by (issue 7 §3, docs/decisions/0008-doctor-search-name-words-and-speed.md). A doctor
 * matches when every word of the search text (`searchTokens`) is among the words of the doctor's names
 * (`nameTokens`). The SQL twin `name_tokens` (migration 2026_11_23_1000_search_latin) builds the stored
 * `search_vector` by the same rules, and a test keeps the two equal.
 *
 * - Arabic words are normalizeName's; a word with the article ال is also kept without it (السيد and سيد), and
 *   عبدال… is split like عبد ال….
 * - Latin words are folded to a spelling-free skeleton (`foldLatinWord`), since Egyptians write one Arabic name
 *   in Latin letters many ways: Mohamed / Mohammed / Muhammad, Khaled / Khalid, Mansour / Mansur, Tarek / Tareq /
 *   Tariq, Hussein / Hossein / Husain, Abdel / Abdul / Abd El, El Sayed / Elsayed / Sayed.
 */

const latinLetters = /[a-z]/
/** Letters kept in a word: Latin (accents dropped), Western digits, Arabic letters. */
const notWordChar = /[^a-z0-9\u0621-\u063a\u0641-\u064a\u0671-\u06d3]+/g
/** Apostrophes inside transliterated names (Mo'men, Ala'a, Wa'el) join the letters around them. */
const apostrophes = /['’‘`ʼʿʾ]/g

/** A first-vowel class: a, e, i sound alike in transliteration; o, u alike. */
const firstClass = (vowel: string) => (vowel === 'o' || vowel === 'u' ? 'U' : 'A')
/** A word's last vowel is written more reliably: Ali (i) is not Alaa (a), Amro (u) not Amr. */
const lastClass = (vowel: string) => (vowel === 'a' ? 'A' : vowel === 'o' || vowel === 'u' ? 'U' : 'I')
const replacements: Record<string, string> = { q: 'k', c: 'k', j: 'g', v: 'f', p: 'b' }

/**
 * One Latin word (lower case, letters and digits) as a transliteration skeleton: consonants as written with
 * q→k, ph→f, ch→sh, j→g, doubled letters once, a silent final e and the h of a final "ah" dropped; y a vowel
 * after a consonant or before one; then the first vowel sound kept as a class (a or u), the last as a class (a, i
 * or u) and the vowels between dropped. Khaled and Khalid give "khald", Mohamed and Muhammad "muhmd", Mahmoud
 * "mahmd", Hussein and Hossein "husn", Hassan "hasn".
 */
export function foldLatinWord(word: string): string {
  let w = word.replaceAll('ph', 'f').replaceAll('ch', 'sh').replaceAll('ck', 'k').replaceAll('x', 'ks')
  w = w.replace(/[qcjvp]/g, (c) => replacements[c] ?? c)
  if (w.length >= 4) w = w.replace(/([^aeiouy])e$/, '$1').replace(/ah$/, 'a')
  w = w.replace(/(.)\1+/g, '$1')
  // y: dropped between i or e and a vowel (Zeyad, Zakariya), a vowel after a consonant (Fathy, Yahya) or when
  // no vowel follows (Ayman, May); a consonant at the start and between vowels (Youssef, Sayed).
  w = w.replace(/([ei])y(?=[aeiou])/g, '$1')
  w = w.replace(/([^aeiouy])y/g, '$1i')
  w = w.replace(/([aeiou])y(?![aeiou])/g, '$1i')
  // Mark the last vowel's class, then the first vowel's, then drop the unmarked vowels.
  w = w.replace(/([aeiou])$/, (v) => `${v}${lastClass(v)}`)
  w = w.replace(/^([^aeiou]*)([aeiou])[aeiou]*/, (_, head: string, v: string) => `${head}${firstClass(v)}`)
  return w.replace(/[aeiou]/g, '').toLowerCase()
}

/** The words of a normalised name, with the Latin articles and "Abd" joined to the word after them. */
function words(normalized: string): string[] {
  const text = normalized
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(apostrophes, '')
    .replace(notWordChar, ' ')
    .replace(/(^| )عبدال/g, '$1عبد ال')
    .trim()
  const parts = text ? text.split(' ') : []
  const joined: string[] = []
  let carry = ''
  parts.forEach((part, i) => {
    const word = carry + part
    carry = ''
    const joinsNext = word === 'el' || word === 'al' || word === 'abd' || /^abd[aeiou]l$/.test(word)
    if (joinsNext && i < parts.length - 1) carry = word
    else joined.push(word)
  })
  return joined
}

const withoutArticle = (word: string) => word.replace(/^(?:el|al)(?=[^aeiou0-9][a-z]{2})/, '')

/** The search words of search text (see the top of this file): each must be among a doctor's `nameTokens`. */
export function searchTokens(text: string): string[] {
  const tokens = words(normalizeName(text)).map((word) =>
    latinLetters.test(word) ? foldLatinWord(withoutArticle(word)) : word,
  )
  return [...new Set(tokens.filter(Boolean))]
}

/**
 * The words a name is found by: its `searchTokens`, and an Arabic word also without its article (سيد finds
 * السيد) and a Latin "Abd" name also by the name after it (Rahman finds Abdelrahman).
 */
export function nameTokens(name: string): string[] {
  const tokens: string[] = []
  for (const word of words(normalizeName(name))) {
    if (latinLetters.test(word)) {
      tokens.push(foldLatinWord(withoutArticle(word)))
      const tail = /^abd(?:[aeiou]l)?([a-z]{3,})$/.exec(word)?.[1]
      if (tail) tokens.push(foldLatinWord(tail))
    } else {
      tokens.push(word)
      if (/^ال../.test(word)) tokens.push(word.slice(2))
    }
  }
  return [...new Set(tokens.filter(Boolean))]
}

/**
 * The search text's words as beginnings of words, for a name still being typed ("Moha", "مصطف"): a Latin word is
 * folded as if more letters followed, so its last vowel is not taken for the word's last.
 */
export function searchPrefixes(text: string): string[] {
  const prefixes = words(normalizeName(text)).map((word) =>
    latinLetters.test(word) ? foldLatinWord(`${withoutArticle(word)}0`).slice(0, -1) : word,
  )
  return [...new Set(prefixes.filter(Boolean))]
}
