import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Where the embedded database, the generated secret and uploaded media live. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'))
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

/**
 * PAYLOAD_SECRET from the environment, or one generated on first start and kept under ./data so that
 * sessions survive restarts. Never a fixed default.
 */
export function resolvePayloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  const dir = dataDir()
  const file = path.join(dir, '.payload-secret')
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // first start: generate below
  }
  fs.mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    // 'wx' fails if another process created it meanwhile; then read theirs.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    return fs.readFileSync(file, 'utf8').trim()
  }
}

export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The SQLite file URL: DATABASE_URL when it is a file: URL, else ./data/wellread.db. */
export function sqliteUrl(url = process.env.DATABASE_URL): string {
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir(), 'wellread.db')}`
}

/** The public origin of the site, for canonical URLs, sitemaps and Open Graph. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL || env.NEXT_PUBLIC_SITE_URL
  return (configured || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
}

/**
 * Origins allowed to use the editors' session cookie (Payload CSRF) and CORS. With SITE_URL set, that origin
 * (and PAYLOAD_PUBLIC_SERVER_URL when different); without it, the local server under both loopback names.
 */
export function trustedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const origins = new Set<string>([siteUrl(env)])
  if (env.PAYLOAD_PUBLIC_SERVER_URL) origins.add(env.PAYLOAD_PUBLIC_SERVER_URL.replace(/\/+$/, ''))
  if (!env.SITE_URL && !env.NEXT_PUBLIC_SITE_URL) {
    const port = env.PORT || 3000
    origins.add(`http://localhost:${port}`).add(`http://127.0.0.1:${port}`)
  }
  return [...origins]
}
