/*
 * The signed-in reader, as the header's account islands share it (issue 18; ADR 10): one
 * `GET /api/auth/session` per page view, asked only when the `wr_auth` hint says someone may be signed in
 * (the islands check the hint before loading this module). Client only; loaded on demand with the account
 * menu and the onboarding panel.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { AUTH_ROUTES, type AuthUser } from '@/lib/account/contract'
import { reportError } from '@/lib/tracking'
import { parseSessionResponse } from './account'

export type SessionSnapshot =
  | { status: 'idle' | 'loading' | 'failed'; user: null }
  /** Answered: `user` is null when the session has ended (a stale hint). */
  | { status: 'ready'; user: AuthUser | null }

const IDLE: SessionSnapshot = { status: 'idle', user: null }

let snapshot: SessionSnapshot = IDLE
let pending: Promise<AuthUser | null> | null = null
const listeners = new Set<() => void>()

function publish(next: SessionSnapshot): void {
  snapshot = next
  for (const listener of listeners) listener()
}

async function askSession(): Promise<AuthUser | null> {
  publish({ status: 'loading', user: null })
  try {
    const response = await fetch(AUTH_ROUTES.session, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    })
    // 001 §8: a 4xx is an answer (no session), not a fault to report.
    if (response.status >= 400 && response.status < 500) {
      publish({ status: 'ready', user: null })
      return null
    }
    if (!response.ok) throw new Error(`Fetch failure: ${AUTH_ROUTES.session} ${response.status}`)
    const parsed = parseSessionResponse(await response.json().catch(() => null))
    if (!parsed) throw new Error(`Unreadable answer from ${AUTH_ROUTES.session}`)
    publish({ status: 'ready', user: parsed.user })
    return parsed.user
  } catch (error) {
    // The header keeps its Sign In button: the page is unaffected.
    reportError(error, { where: 'account.session' })
    publish({ status: 'failed', user: null })
    return null
  }
}

/** The signed-in reader, or null: asked once per page view, however many islands ask. */
export function loadSession(): Promise<AuthUser | null> {
  pending ??= askSession()
  return pending
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The session as it stands (asking for it once mounted): idle on the server and in the first render. */
export function useSession(): SessionSnapshot {
  useEffect(() => {
    void loadSession()
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => IDLE,
  )
}

/** Forget the answer (tests; a page view keeps it). */
export function forgetSession(): void {
  snapshot = IDLE
  pending = null
}
