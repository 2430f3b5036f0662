import 'server-only'
import type { Payload } from 'payload'
import { rateLimiter } from '@/platform/state'
import {
  CONSENT_RECORDS_PER_MINUTE,
  CONSENT_VALIDATIONS_PER_MINUTE,
  type ConsentRecordDependencies,
  type ConsentSettingsSource,
  type ConsentValidateDependencies,
} from './http'
import type { ConsentRecordData } from './rules'

export type { ConsentOutcome, ConsentRecordData } from './rules'

/** The collection decisions are kept in (`src/cms/collections/ConsentRecords.ts`). */
export const CONSENT_RECORDS_COLLECTION = 'consent-records' as const

/**
 * The Payload instance, passed in by the routes (`payloadClient` from `src/cms/reads.ts`): the CMS uses this
 * service's contracts, so the service does not import the CMS back.
 */
export type PayloadSource = () => Promise<Payload>

/** Stores one decision in `consent-records` (as the server: readers have no access to the collection). */
export async function storeConsentRecord(payload: Payload, record: ConsentRecordData): Promise<void> {
  await payload.create({
    collection: CONSENT_RECORDS_COLLECTION,
    data: record,
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * `PATCH /api/consent`'s services for this process: the site settings' privacy versions, the
 * per-connection limit (in-process, or in Redis with `REDIS_URL`, shared by every instance) and the store.
 */
export function consentRecordDependencies(
  payload: PayloadSource,
  settings: ConsentSettingsSource,
): ConsentRecordDependencies {
  return {
    settings,
    limiter: rateLimiter({
      name: 'consent-records',
      points: CONSENT_RECORDS_PER_MINUTE,
      durationSeconds: 60,
    }),
    store: async (record) => storeConsentRecord(await payload(), record),
  }
}

/** `POST /consent/validate`'s services for this process. */
export function consentValidateDependencies(settings: ConsentSettingsSource): ConsentValidateDependencies {
  return {
    settings,
    limiter: rateLimiter({
      name: 'consent-validate',
      points: CONSENT_VALIDATIONS_PER_MINUTE,
      durationSeconds: 60,
    }),
  }
}
