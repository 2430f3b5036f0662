import { z } from 'zod'
import { AUTH_PROVIDERS, DAILY_DOSE_PARAMS, SITE_FLAG_STATUSES } from '@/lib/account/contract'
import { isReturnPath } from './rules'
import { DAILY_DOSE_VALUE_PATTERN, FLAG_LABEL_PATTERN } from './shared'

/*
 * The sign-in's server-side schemas: request bodies, the sealed checks cookie, the claims of an ID token and
 * Apple's first-sign-in form. Kept out of `shared.ts` so that zod never reaches the browser.
 */

const unknownKeys = (where: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `${where} has unknown fields: ${issue.keys?.join(', ')}.` : undefined

/**
 * `POST /api/auth/set-cookie` (002 §7): `isAuthenticated, email, userInfo, msalAccount, provider,
 * refreshToken`, and nothing else. Only `isAuthenticated`, `email` and `provider` are read: `userInfo` and
 * `msalAccount` (the old client's account objects) and `refreshToken` are accepted and ignored (this site
 * keeps its own session; a provider's refresh token is never stored).
 */
export const setCookieRequestSchema = z.strictObject(
  {
    isAuthenticated: z.boolean({
      error: 'isAuthenticated is required: true to refresh the session, false to sign out.',
    }),
    email: z
      .string({ error: 'email must be text: the signed-in reader’s email address.' })
      .trim()
      .toLowerCase()
      .max(254, 'email must be at most 254 characters.')
      .optional(),
    userInfo: z.record(z.string(), z.unknown(), { error: 'userInfo must be an object.' }).optional(),
    msalAccount: z
      .record(z.string(), z.unknown(), { error: 'msalAccount must be an object.' })
      .nullable()
      .optional(),
    provider: z
      .string({ error: 'provider must be text: apple or google.' })
      .trim()
      .toLowerCase()
      .max(40)
      .optional(),
    refreshToken: z.string({ error: 'refreshToken must be text.' }).max(8_192).optional(),
  },
  { error: (issue) => unknownKeys('The request')(issue) ?? 'The request must be a JSON object.' },
)

/** `PUT /api/profile/{rvoId}/site-flags/{site}`: `{ label, status }`. */
export const siteFlagRequestSchema = z.strictObject(
  {
    label: z
      .string({ error: 'label is required: the flag’s name, e.g. "has_seen_onboarding_panel".' })
      .regex(FLAG_LABEL_PATTERN, 'label must be 1 to 64 lower-case letters, digits and underscores.'),
    status: z.enum(SITE_FLAG_STATUSES, { error: 'status must be "viewed" or "dismissed".' }),
  },
  {
    error: (issue) =>
      unknownKeys('The request')(issue) ?? 'The request must be a JSON object: { label, status }.',
  },
)

/** What the sealed `wr_oidc` cookie holds. */
export const oidcCookieSchema = z.strictObject({
  provider: z.enum(AUTH_PROVIDERS),
  state: z.string().min(16).max(128),
  nonce: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
  dailyDose: z
    .partialRecord(z.enum(DAILY_DOSE_PARAMS), z.string().regex(DAILY_DOSE_VALUE_PATTERN))
    .nullable(),
  /** The page the sign-in started from: where a failure returns (absent in cookies sealed before issue 27). */
  returnTo: z.string().refine(isReturnPath).optional(),
})
export type OidcCookie = z.infer<typeof oidcCookieSchema>

/** The ID token claims the site reads; the token itself is verified by openid-client before this. */
export const idClaimsSchema = z.looseObject({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().max(500).optional(),
  family_name: z.string().max(500).optional(),
})

/**
 * Apple's `user` form field on a reader's first sign-in: `{"name":{"firstName","lastName"},"email"}`. Not
 * signed, so only the name is taken from it.
 */
export const appleUserSchema = z.looseObject({
  name: z
    .looseObject({
      firstName: z.string().max(500).optional(),
      lastName: z.string().max(500).optional(),
    })
    .optional(),
})

/** The parameters a provider's answer may carry to the callback (query or form_post), each once. */
export const CALLBACK_PARAMS = [
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'session_state',
] as const
