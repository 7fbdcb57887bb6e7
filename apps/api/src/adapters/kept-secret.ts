import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A secret created on first start into DATA_DIR and kept there (VAPID keys, the sandbox gateway's signing key).
 * Two processes starting at once on one DATA_DIR agree: the file is created exclusively, and the loser reads the
 * winner's. Instances that do not share a DATA_DIR must be given the secret by configuration instead.
 */
export function keptSecret<T>(file: string, create: () => T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const value = create()
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    writeFileSync(file, JSON.stringify(value), { flag: 'wx', mode: 0o600 })
    return value
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return JSON.parse(readFileSync(file, 'utf8')) as T
  }
}
