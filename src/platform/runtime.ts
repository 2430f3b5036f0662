import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type Config, config } from './config.mjs'
import { trustedOriginsOf } from './requestOrigin.mjs'

/** Where the embedded database, the generated secret and uploaded media live. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ config().dataDir || path.join(process.cwd(), 'data'))
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

/**
 * PAYLOAD_SECRET from the environment, or one generated on first start and kept under ./data so that
 * sessions survive restarts. Never a fixed default.
 */
export function resolvePayloadSecret(): string {
  const fromEnv = config().payloadSecret
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

export type DatabaseKind = Config['database']['kind']

/** The SQLite file URL: DATABASE_URL when it is a file: URL, else ./data/wellread.db. */
export function sqliteUrl(url = config().database.url): string {
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir(), 'wellread.db')}`
}

/** The public origin of the site, for canonical URLs, sitemaps, feeds and Open Graph. */
export function siteUrl(): string {
  return config().siteUrl
}

/** The site's own host for link classification (its www, anon, dev and frontend-* hosts count as internal). */
export function ownHost(): string {
  return config().siteHost
}

/**
 * Origins allowed to use the editors' session cookie (Payload CSRF), CORS and the state-changing calls'
 * same-origin check (`trustedOriginsOf` in ./requestOrigin.mjs, which the HTTP edge shares).
 */
export function trustedOrigins(
  cfg: Pick<Config, 'siteUrl' | 'siteUrlConfigured' | 'payloadServerUrl' | 'port'> = config(),
): string[] {
  return trustedOriginsOf(cfg)
}
