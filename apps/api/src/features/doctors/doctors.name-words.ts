import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#api/db/database'
import { copiesPerDatabase, NotifiedCopy } from '#api/features/realtime/realtime.service'
import * as doctorsRepository from './doctors.repository'

/**
 * Issue 7 §3: the words of the doctors' names (doctor_name_words, the lexemes of their search vectors), copied in
 * each API instance, so a name search skips the ways that cannot find anybody without asking the database
 * (docs/decisions/0008): a word nobody has is not looked for whole, a beginning no word has is not looked for as a
 * beginning. A name change that adds a word NOTIFYs when it commits and every instance drops its copy; an instance
 * that is not listening keeps none (every way is tried, as without a copy).
 */

/** Known words, sorted by UTF-16 code unit so that the words beginning alike are neighbours. */
export class NameWords {
  private readonly sorted: string[]
  private readonly set: Set<string>

  constructor(words: readonly string[]) {
    this.set = new Set(words)
    this.sorted = [...this.set].sort()
  }

  has(word: string): boolean {
    return this.set.has(word)
  }

  /** Up to `limit` known words beginning with `prefix` (the word itself included). */
  startingWith(prefix: string, limit: number): string[] {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.sorted[middle] ?? '') < prefix) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let i = low; i < this.sorted.length && found.length < limit; i++) {
      const word = this.sorted[i] ?? ''
      if (!word.startsWith(prefix)) break
      found.push(word)
    }
    return found
  }
}

const copyOf = copiesPerDatabase(
  () => new NotifiedCopy<NameWords>(doctorsRepository.nameWordsChannel, 'name words'),
)

/** This instance's LISTEN for new name words; closed with the app. */
export function startNameWordsCopy(db: Database, log: FastifyBaseLogger) {
  return copyOf(db).listen(db, log)
}

/** The copy, read once after each drop (read each time while this instance is not listening). */
export async function nameWordsOf(db: Database): Promise<NameWords | undefined> {
  const copy = copyOf(db)
  // Without a LISTEN a copy could be stale: every way is tried instead.
  if (!copy.isListening) return undefined
  return copy.read('', async () => new NameWords(await doctorsRepository.listNameWords(db)))
}
