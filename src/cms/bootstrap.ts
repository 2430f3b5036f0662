import { randomBytes } from 'node:crypto'
import type { Migration, Payload } from 'payload'
import { migrationsFor } from './db'

/**
 * Runs when the server starts (Payload `onInit`): applies pending migrations, creates the first editor
 * account, and seeds an empty database with the sample site. Skipped while `next build` collects pages
 * and when WELLREAD_BOOTSTRAP=off (integration tests call the steps themselves).
 */
export async function bootstrapOnInit(payload: Payload): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.WELLREAD_BOOTSTRAP === 'off') return
  await migrate(payload)
  await ensureFirstEditor(payload)
  if (process.env.WELLREAD_SEED !== 'off') {
    const { seedIfEmpty } = await import('../seed/seed')
    await seedIfEmpty(payload)
  }
}

export async function migrate(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrationsFor() as unknown as Migration[] })
}

/**
 * With no editor account yet, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. Without ADMIN_PASSWORD a
 * random password is generated and printed once; nothing else ever shows it.
 */
export async function ensureFirstEditor(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
  print: (message: string) => void = (m) => console.log(m),
): Promise<{ created: boolean; email?: string; generatedPassword?: string }> {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return { created: false }
  const email = env.ADMIN_EMAIL || 'editor@wellread.local'
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url')
  const password = env.ADMIN_PASSWORD || generatedPassword!
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Site editor', role: 'admin' },
  })
  if (generatedPassword) {
    print(
      [
        '',
        '┌──────────────────────────────────────────────────────────────────',
        '│ Wellread: created the first editor account (shown only this once)',
        `│   email:    ${email}`,
        `│   password: ${generatedPassword}`,
        '│ Sign in at /admin and change it, or set ADMIN_EMAIL / ADMIN_PASSWORD.',
        '└──────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
  } else {
    print(`Wellread: created the first editor account ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`)
  }
  return { created: true, email, generatedPassword }
}
