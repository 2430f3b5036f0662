import { z } from 'zod'
import { CONSENT_SOURCES, type ConsentRecordRequest, type ConsentValidateRequest } from './shared'

/*
 * The consent calls' request schemas, for the server (`http.ts`). Kept out of `shared.ts` so that zod never
 * reaches the browser.
 */

/** The longest consent cookie value accepted ("v999999.a1.d1.p1.t999999999999999" is 35 characters). */
export const COOKIE_VALUE_MAX_LENGTH = 64
/** The most entries a consent map may hold (the TCF purposes are 11; vendors none). */
export const MAX_FLAGS = 50

const unknownKeys = (where: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `${where} has unknown fields: ${issue.keys?.join(', ')}.` : undefined

/** An object of ids (or purpose names) to true/false, as each consent map of 002 §7 is. */
const flags = (field: string) =>
  z
    .record(
      z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, `${field} keys are ids or purpose names.`),
      z.boolean({ error: `${field} values must be true or false.` }),
      { error: `${field} is required: an object of ids to true or false ({} when empty).` },
    )
    .refine((value) => Object.keys(value).length <= MAX_FLAGS, {
      message: `${field} can have at most ${MAX_FLAGS} entries.`,
    })

const flag = (field: string, what: string) => z.boolean({ error: `${field} is required: ${what}.` })

/** `PATCH /api/consent`: the body of 002 §7 plus the cookie, Global Privacy Control and the source. Strict. */
export const consentRecordSchema = z.strictObject(
  {
    vendorConsents: flags('vendorConsents'),
    purposeConsents: flags('purposeConsents'),
    vendorLegitimateInterests: flags('vendorLegitimateInterests'),
    purposeLegitimateInterests: flags('purposeLegitimateInterests'),
    publisherCustomConsents: flags('publisherCustomConsents'),
    nonIABVendorsAllowed: flag('nonIABVendorsAllowed', 'true or false'),
    setAll: flag('setAll', 'true when every optional purpose was granted'),
    unsetAll: flag('unsetAll', 'true when every optional purpose was refused'),
    cookieValue: z
      .string({ error: 'cookieValue is required: the consent cookie as written, or null for a GPC record.' })
      .max(COOKIE_VALUE_MAX_LENGTH, `cookieValue must be at most ${COOKIE_VALUE_MAX_LENGTH} characters.`)
      .nullable(),
    gpc: flag('gpc', 'whether Global Privacy Control is on'),
    source: z.enum(CONSENT_SOURCES, { error: 'source must be "banner", "settings" or "gpc".' }),
  },
  { error: (issue) => unknownKeys('The request')(issue) ?? 'The request must be a JSON object.' },
)

/** `POST /consent/validate`: `{ cookieValue }`. */
export const consentValidateSchema = z.strictObject(
  {
    cookieValue: z
      .string({ error: 'cookieValue is required: the value of the consent cookie.' })
      .max(COOKIE_VALUE_MAX_LENGTH, `cookieValue must be at most ${COOKIE_VALUE_MAX_LENGTH} characters.`),
  },
  { error: (issue) => unknownKeys('The request')(issue) ?? 'The request must be a JSON object.' },
)

// The browser's request types and these schemas describe the same bodies.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameRecord: Same<z.input<typeof consentRecordSchema>, ConsentRecordRequest> = true
const sameValidate: Same<z.input<typeof consentValidateSchema>, ConsentValidateRequest> = true
void sameRecord
void sameValidate
