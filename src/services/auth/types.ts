import type { AuthProvider, SiteFlagStatus } from '@/lib/account/contract'

/** A reader as the service reads and writes them (the `readers` collection). */
export type ReaderRecord = {
  id: string | number
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  rvoId: string
  hsId: string
  /** ISO date and time of the first sign-in. */
  memberSince: string
  lastSignInAt: string | null
  authProvider: AuthProvider
  providerSubject: string
  siteFlags: StoredSiteFlag[]
}

/** A site flag with the site it belongs to. */
export type StoredSiteFlag = { site: string; label: string; status: SiteFlagStatus }

/** A sign-in session (the `reader-sessions` collection); its token is never stored, only a hash. */
export type SessionRecord = {
  id: string | number
  readerId: string | number
  provider: AuthProvider
  createdAt: string
  expiresAt: string
  lastSeenAt: string | null
}

/** Who signed in, as the provider's verified ID token (and, for Apple's first sign-in, its form) says. */
export type ProviderIdentity = {
  provider: AuthProvider
  /** The provider's `sub`. */
  subject: string
  /** Only a verified address; '' when the provider gave none. */
  email: string
  /** Absent when the provider did not send a name this time (Apple sends it once): the stored one stays. */
  firstName?: string
  lastName?: string
}

/** A newsletter subscription of the reader's address, as the account export shows it. */
export type SubscriptionExport = {
  email: string
  status: string
  lists: string[]
  source: string | null
  subscribedAt: string | null
  confirmedAt: string | null
  unsubscribedAt: string | null
}

/** Where readers and their sessions are kept. */
export interface ReaderStore {
  /** The reader of this provider account, created on the first sign-in, else updated (names, address). */
  upsertReader(identity: ProviderIdentity, now: Date): Promise<ReaderRecord>
  /** A new session; every session that has ended (any reader's) is deleted on the way. */
  createSession(input: {
    readerId: ReaderRecord['id']
    tokenHash: string
    provider: AuthProvider
    expiresAt: Date
    now: Date
  }): Promise<SessionRecord>
  /** The session with this token hash and its reader, or null. */
  findSession(tokenHash: string): Promise<{ session: SessionRecord; reader: ReaderRecord } | null>
  updateSession(
    id: SessionRecord['id'],
    changes: { tokenHash?: string; expiresAt?: Date; lastSeenAt?: Date },
  ): Promise<void>
  deleteSession(id: SessionRecord['id']): Promise<void>
  findReaderByRvoId(rvoId: string): Promise<ReaderRecord | null>
  /** Replace the reader's site flags (every site's). */
  setSiteFlags(readerId: ReaderRecord['id'], flags: StoredSiteFlag[]): Promise<void>
  /** The reader's sessions, oldest first. */
  sessionsOf(readerId: ReaderRecord['id']): Promise<SessionRecord[]>
  /** The newsletter subscriptions of an address. */
  subscriptionsOf(email: string): Promise<SubscriptionExport[]>
  /** Delete the reader, their sessions and the newsletter subscriptions of their address. */
  deleteReader(readerId: ReaderRecord['id']): Promise<void>
}

/** What the site keeps between sending a reader to the provider and their return (in a sealed cookie). */
export type OidcChecks = {
  state: string
  nonce: string
  /** PKCE's code verifier; the provider gets its S256 challenge. */
  codeVerifier: string
}

/** The claims of a verified ID token the site uses. */
export type IdClaims = {
  sub: string
  email?: string
  email_verified?: boolean | 'true' | 'false'
  given_name?: string
  family_name?: string
}

/** One OpenID Connect provider (Apple, Google): the two ends of the authorization code flow. */
export interface OidcProviderPort {
  /** The provider's authorization URL for these checks (S256 code challenge, state, nonce). */
  authorizationUrl(checks: OidcChecks, redirectUri: string): Promise<URL>
  /**
   * Check the provider's answer (the callback URL with its parameters: code, state, iss…), exchange the code
   * with the verifier, verify the ID token (signature, issuer, audience, expiry, nonce) and answer its claims.
   * Throws on any failure.
   */
  finish(callbackUrl: URL, checks: OidcChecks, redirectUri: string): Promise<IdClaims>
}
