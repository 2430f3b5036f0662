/*
 * Readers' accounts in the header (issue 18; 001 §2, §4–§8; 002 §3.4, §4.7, §7, §8): the pure rules behind
 * the sign-in sheet, the account menu and the onboarding panel. What the reader is greeted with, how each
 * answer of the account endpoints is read (small type guards: no zod in the browser), which panel shows for
 * which flags, when the marketing consent subscribes, and every sentence the reader sees. No React, no
 * network.
 */
import {
  AUTH_MESSAGES,
  type AuthProvider,
  type AuthUser,
  greetingName,
  isAuthProvider,
  ONBOARDING_FLAG,
  PROVIDER_NAMES,
  SITE_FLAG_STATUSES,
  type SiteFlag,
} from '@/lib/account/contract'
import {
  SIGN_IN_FAILED_QUERY,
  SIGN_IN_FAILURE_REASON_PARAM,
  type SignInFailureReason,
} from '@/services/auth/shared'
import { emailRuleProblem, type NewsletterRequest } from '@/services/newsletter/shared'
import type { DefaultNewsletterList } from '../../placements/newsletter/newsletterDialog'

/** Everything the account islands say, in one place (the spec's own messages are `AUTH_MESSAGES`). */
export const ACCOUNT_TEXT = {
  signIn: 'Sign In',
  /** The greeting when the reader has neither a first name nor initials. */
  account: 'Account',
  /** Before the name in the greeting ("Hi, Ana"); phones show only the name, in the same box. */
  hello: 'Hi, ',
  /** Read after the greeting, so the button says what it opens. */
  greetingSuffix: ', your account',
  menuLabel: 'Your account',

  sheetTitle: (site: string) => `Sign in to ${site}`,
  sheetWhy:
    'Keep the recipes and articles you want to come back to, and choose which newsletters reach your inbox. It’s free, and there’s no new password to remember.',
  signInFailed: 'We couldn’t sign you in. Please try again, or continue with the other option.',
  signInUnavailable:
    'That way of signing in isn’t available just now. Please try again later, or continue with the other option.',
  signInLimited: 'Too many sign-in attempts from your network. Please try again in a few minutes.',
  continueWith: (provider: AuthProvider, local = false) =>
    `Continue with ${PROVIDER_NAMES[provider]}${local ? ' (local stand-in)' : ''}`,
  /** Under the buttons when a way to sign in is a local stand-in (the embedded default, ADR 25). */
  localNote:
    'This copy of the site signs you in through stand-ins running on this computer, not the real Apple or Google: nothing is sent to them, and you sign in as a sample reader.',
  noProviders: 'Signing in isn’t available on this site just now.',
  closeSheet: 'Close sign-in',
  legalBefore: 'By continuing, you agree to our ',
  terms: 'Terms of Use',
  legalBetween: ' and confirm you have read our ',
  privacy: 'Privacy Policy',
  legalAfter: '.',

  download: 'Download my data',
  delete: 'Delete my account',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'We couldn’t sign you out just now. Please try again.',

  deleteTitle: 'Delete your account?',
  deleteIntro: 'Deleting your account permanently removes:',
  deleteItems: [
    'your profile: your name, email address and how you sign in',
    'your sessions: you are signed out on every device',
    'your newsletter subscriptions made with this account',
  ],
  deleteNote: 'This can’t be undone. You can still read everything on the site without an account.',
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting…',
  deleteCancel: 'Keep my account',
  closeDelete: 'Close without deleting',
  deleteFailed: 'We couldn’t delete your account just now. Please try again.',

  onboardingTitle: (site: string, name: string | null) =>
    name ? `Welcome to ${site}, ${name}` : `Welcome to ${site}`,
  onboardingBody:
    'You’re signed in. Save recipes and articles to come back to, and manage your account from the menu at the top of any page.',
  consent: (site: string) =>
    `Send me the ${site} newsletter: practical health news and tips from our editors. I can unsubscribe at any time.`,
  consentTo: (email: string) => `We’ll send it to ${email}.`,
  done: 'Done',
  closeOnboarding: 'Close the welcome panel',
} as const

/**
 * What the sheet says after a failed sign-in, by the reason its address gives (`?signin=failed&reason=`):
 * the spec's own words for an unknown provider (002 §8), the site's for the others.
 */
export function signInFailureMessage(reason: SignInFailureReason | null): string {
  switch (reason) {
    case 'unknown-provider':
      return AUTH_MESSAGES.unknownProvider
    case 'unavailable':
      return ACCOUNT_TEXT.signInUnavailable
    case 'limited':
      return ACCOUNT_TEXT.signInLimited
    default:
      return ACCOUNT_TEXT.signInFailed
  }
}

/** `href` as a path without a failed sign-in's parameters (`signin`, `reason`), for `history.replaceState`. */
export function withoutSignInFailure(href: string): string {
  const url = new URL(href, 'http://localhost')
  url.searchParams.delete(SIGN_IN_FAILED_QUERY.name)
  url.searchParams.delete(SIGN_IN_FAILURE_REASON_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The greeting's parts for a signed-in reader: "Hi, " and the first name, else the initials; without either,
 * no hello and "Account".
 */
export function greetingParts(user: Pick<AuthUser, 'firstName' | 'initials'>): {
  hello: string | null
  name: string
} {
  const name = greetingName(user)
  return name ? { hello: ACCOUNT_TEXT.hello, name } : { hello: null, name: ACCOUNT_TEXT.account }
}

/** The button's text for a signed-in reader: "Hi, Ana" (first name, else initials), else "Account". */
export function greetingText(user: Pick<AuthUser, 'firstName' | 'initials'>): string {
  const { hello, name } = greetingParts(user)
  return `${hello ?? ''}${name}`
}

/** The name at the top of the account menu: the full name, else first and last, else null. */
export function displayName(user: Pick<AuthUser, 'fullName' | 'firstName' | 'lastName'>): string | null {
  const full = user.fullName.trim()
  if (full) return full
  const joined = `${user.firstName.trim()} ${user.lastName.trim()}`.trim()
  return joined || null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phoneNumber',
  'initials',
  'hsId',
  'memberSince',
] as const

/** An auth user (002 §3.4) as the server answers it, or null: an id and a known provider are required. */
export function parseAuthUser(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null
  const { rvoId, authProvider } = value
  if (typeof rvoId !== 'string' || !rvoId.trim() || !isAuthProvider(authProvider)) return null
  const text: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {}
  for (const field of TEXT_FIELDS) {
    const v = value[field]
    if (v === undefined || v === null) text[field] = ''
    else if (typeof v === 'string') text[field] = v
    else return null
  }
  return {
    firstName: text.firstName ?? '',
    lastName: text.lastName ?? '',
    fullName: text.fullName ?? '',
    email: text.email ?? '',
    phoneNumber: text.phoneNumber ?? '',
    initials: text.initials ?? '',
    rvoId,
    hsId: text.hsId ?? '',
    memberSince: text.memberSince ?? '',
    authProvider,
  }
}

/** `GET /api/auth/session`'s answer, `{ user: AuthUser | null }`, or null when it is not one. */
export function parseSessionResponse(body: unknown): { user: AuthUser | null } | null {
  if (!isRecord(body) || !('user' in body)) return null
  if (body.user === null) return { user: null }
  const user = parseAuthUser(body.user)
  return user ? { user } : null
}

/** `POST /api/auth/token`'s answer, `{ token, expiresIn }` (seconds), or null. */
export function parseTokenResponse(body: unknown): { token: string; expiresIn: number } | null {
  if (!isRecord(body)) return null
  const { token, expiresIn } = body
  if (typeof token !== 'string' || !token) return null
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) return null
  return { token, expiresIn }
}

/**
 * The site flags of `GET`/`PUT {profile}/{rvoId}/site-flags/{site}`, `{ flags: [{ label, status }] }`, or
 * null when the answer is not one (an entry without a label or with an unknown status spoils it: the panel
 * must not show because a flag was unreadable).
 */
export function parseFlagsResponse(body: unknown): SiteFlag[] | null {
  if (!isRecord(body) || !Array.isArray(body.flags)) return null
  const flags: SiteFlag[] = []
  for (const entry of body.flags) {
    if (!isRecord(entry)) return null
    const { label, status } = entry
    if (typeof label !== 'string' || !label) return null
    if (!(SITE_FLAG_STATUSES as readonly unknown[]).includes(status)) return null
    flags.push({ label, status: status as SiteFlag['status'] })
  }
  return flags
}

/** A bearer token held for the profile calls, with when it stops being usable (epoch ms). */
export type HeldToken = { token: string; expiresAt: number }

/** A token is not used in its last seconds (the call could arrive after it expired). */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000

export function holdToken(answer: { token: string; expiresIn: number }, now: number): HeldToken {
  return { token: answer.token, expiresAt: now + answer.expiresIn * 1000 }
}

export function tokenUsable(held: HeldToken | null, now: number): held is HeldToken {
  return held !== null && now < held.expiresAt - TOKEN_EXPIRY_MARGIN_MS
}

/** The site flags as the onboarding knows them (002 §4.2, §8: "flags state covers fetching and error"). */
export type FlagsState = { flags: SiteFlag[]; fetching: boolean; error: boolean; loaded: boolean }

export type FlagsAction =
  | { type: 'fetch' }
  | { type: 'loaded'; flags: SiteFlag[] }
  /** 002 §8: "Flags are cleared and the error flag is set". */
  | { type: 'failed' }
  /** A flag the reader just set (kept even when saving it failed: the panel does not come back this visit). */
  | { type: 'set'; flag: SiteFlag }

export const INITIAL_FLAGS: FlagsState = { flags: [], fetching: false, error: false, loaded: false }

export function flagsReducer(state: FlagsState, action: FlagsAction): FlagsState {
  switch (action.type) {
    case 'fetch':
      return { ...state, fetching: true, error: false }
    case 'loaded':
      return { flags: action.flags, fetching: false, error: false, loaded: true }
    case 'failed':
      return { flags: [], fetching: false, error: true, loaded: false }
    case 'set':
      return {
        ...state,
        flags: [...state.flags.filter((f) => f.label !== action.flag.label), action.flag],
      }
  }
}

/**
 * 001 §4, 002 §4.7, §6: the onboarding panel shows to a signed-in reader whose flags, read without error,
 * hold no `has_seen_onboarding_panel` (whatever its status: viewed or dismissed both mean seen).
 */
export function showOnboarding(state: FlagsState): boolean {
  return (
    state.loaded && !state.fetching && !state.error && !state.flags.some((f) => f.label === ONBOARDING_FLAG)
  )
}

/** The flag the panel sets as it closes: `viewed` with Done, `dismissed` with the close button or Escape. */
export function onboardingFlag(how: 'done' | 'dismiss'): SiteFlag {
  return { label: ONBOARDING_FLAG, status: how === 'done' ? 'viewed' : 'dismissed' }
}

/** The source the onboarding's sign-ups are recorded with (001 §7), sent as it is. */
export const ONBOARDING_NEWSLETTER_SOURCE = 'onsite_preferencepage'

/** Whether the consent can be offered at all: there is a list to join and an address to send it to. */
export function consentOffered(
  email: string | null | undefined,
  list: DefaultNewsletterList | null,
): boolean {
  const address = (email ?? '').trim()
  return list !== null && address !== '' && emailRuleProblem(address) === null
}

/**
 * 001 §5, §7: the onboarding's newsletter sign-up, or null when there is none to make. Only with the consent
 * ticked, an address the newsletter accepts and a list (the site's default list) to join. The payload is
 * 002 §3.5's: the site, the address, the list, the page's path, and as identifiers the source
 * `onsite_preferencepage` and the page view's correlation id.
 */
export function onboardingSubscription(input: {
  consent: boolean
  email: string | null | undefined
  list: DefaultNewsletterList | null
  site: string
  path: string
  correlationId: string | null
}): Omit<NewsletterRequest, 'recaptcha'> | null {
  if (!input.consent || !consentOffered(input.email, input.list)) return null
  const correlationId = input.correlationId?.trim()
  return {
    site: input.site,
    email: (input.email ?? '').trim(),
    lists: [input.list!.listId],
    path: /^\/(?!\/)\S*$/.test(input.path) ? input.path : '/',
    useSourceAsIs: true,
    identifiers: {
      source: ONBOARDING_NEWSLETTER_SOURCE,
      ...(correlationId ? { correlationId } : {}),
    },
  }
}

/** What became of a sign-out or a deletion: done, or the sentence to show. */
export type AccountOutcome = { ok: true } | { ok: false; message: string }

function errorIn(body: unknown): string | null {
  return isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error.trim() : null
}

/**
 * `POST /api/auth/clear-cookie`'s answer: 2xx signed out; 401 "No authenticated accounts found to sign out"
 * (002 §8; the server's words when it gives them); anything else, or no answer (status 0), a retry line.
 */
export function signOutOutcome(status: number, body: unknown): AccountOutcome {
  if (status >= 200 && status < 300) return { ok: true }
  if (status === 401) return { ok: false, message: errorIn(body) ?? AUTH_MESSAGES.noAccountToSignOut }
  return { ok: false, message: errorIn(body) ?? ACCOUNT_TEXT.signOutFailed }
}

/**
 * `DELETE /api/account`'s answer: `{ deleted: true }` deleted; 401 "No authenticated accounts found"
 * (002 §8); anything else a retry line.
 */
export function deleteOutcome(status: number, body: unknown): AccountOutcome {
  if (status >= 200 && status < 300 && isRecord(body) && body.deleted === true) return { ok: true }
  if (status === 401) return { ok: false, message: errorIn(body) ?? AUTH_MESSAGES.noAccount }
  if (status >= 200 && status < 300) return { ok: false, message: ACCOUNT_TEXT.deleteFailed }
  return { ok: false, message: errorIn(body) ?? ACCOUNT_TEXT.deleteFailed }
}
