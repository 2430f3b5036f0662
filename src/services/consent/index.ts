import 'server-only'
import type { Payload } from 'payload'
import { config } from '@/platform/config.mjs'
import { GroupCommitCounter, RowList } from '@/platform/counts/groupCommit'
import { insertRows } from '@/platform/counts/upsert'
import { trustedOrigins } from '@/platform/runtime'
import { singleton } from '@/platform/singleton'
import { namedRateLimiter } from '@/platform/state'
import type { ConsentRecordDependencies, ConsentSettingsSource, ConsentValidateDependencies } from './http'
import type { ConsentRecordData } from './rules'

export { CountsNotStoredError as ConsentNotStoredError } from '@/platform/counts/groupCommit'
export type { ConsentOutcome, ConsentRecordData } from './rules'

/** The collection decisions are kept in (`src/cms/collections/ConsentRecords.ts`). */
export const CONSENT_RECORDS_COLLECTION = 'consent-records' as const

/**
 * The Payload instance, passed in by the routes (`payloadClient` from `src/cms/reads.ts`): the CMS uses this
 * service's contracts, so the service does not import the CMS back.
 */
export type PayloadSource = () => Promise<Payload>

/** The fields of a stored decision, in the order they are written. */
const RECORD_FIELDS = [
  'policyVersion',
  'tcfPolicyVersion',
  'analytics',
  'advertising',
  'personalisation',
  'gpc',
  'source',
  'outcome',
] as const satisfies readonly (keyof ConsentRecordData)[]

/** One decision as it is written: its fields and the time it arrived (the row's creation time). */
export type ConsentRow = ConsentRecordData & { createdAt: string }

/**
 * Stores decisions in `consent-records` in one statement (`insertRows`: a multi-row INSERT, all or none),
 * as the server: readers have no access to the collection. The collection has no hooks: a row is its fields
 * and its times, as `payload.create` would store it.
 */
export async function storeConsentRecords(payload: Payload, rows: readonly ConsentRow[]): Promise<void> {
  await insertRows(payload, { table: 'consent_records', label: 'consent records' }, RECORD_FIELDS, rows)
}

/**
 * This process's writer of decisions, a group commit (the counters' `GroupCommitCounter`, ADR 15, keeping
 * every decision as its own row): `record([decision])` resolves only once the decision is committed, so a
 * reader's browser is answered 201 after its proof is stored; decisions arriving within a short window
 * (`WRITE_WINDOW_MS`) share one INSERT, one write in flight per process. A burst of decisions (a hundred
 * readers behind one office address, or someone posting decisions in a loop) costs a handful of writes, not
 * one each: this, not a per-address limit, is what keeps abuse cheap (see `handleConsentRecord`). If a write
 * fails, its decisions reject with `ConsentNotStoredError` (answered 503).
 */
export class ConsentRecorder extends GroupCommitCounter<ConsentRecordData, ConsentRow> {
  constructor(
    payload: () => Promise<Payload>,
    {
      now,
      write = storeConsentRecords,
      windowMs,
    }: {
      now?: () => number
      write?: (payload: Payload, rows: readonly ConsentRow[]) => Promise<void>
      windowMs?: number
    } = {},
  ) {
    super(payload, {
      buffer: () => new RowList<ConsentRow>(),
      rowOf: (record, time) => ({ ...record, createdAt: new Date(time).toISOString() }),
      write,
      noun: 'consent decision',
      tag: 'consent',
      now,
      windowMs,
    })
  }
}

/** The writer of a Payload source: one per process for the app's (`payloadClient`), one per test database. */
export function consentRecorder(payload: PayloadSource): ConsentRecorder {
  const recorders = singleton('consent.recorders', () => new WeakMap<PayloadSource, ConsentRecorder>())
  let recorder = recorders.get(payload)
  if (!recorder) {
    recorder = new ConsentRecorder(payload)
    recorders.set(payload, recorder)
  }
  return recorder
}

/**
 * `PATCH /api/consent`'s services for this process: the site settings' privacy versions, the site's origins
 * and the group-commit writer.
 */
export function consentRecordDependencies(
  payload: PayloadSource,
  settings: ConsentSettingsSource,
): ConsentRecordDependencies {
  const recorder = consentRecorder(payload)
  return {
    settings,
    trustedOrigins: trustedOrigins(),
    store: (record) => recorder.record([record]),
    secureCookies: config().siteUrl.startsWith('https://'),
  }
}

/** `POST /consent/validate`'s services for this process. */
export function consentValidateDependencies(settings: ConsentSettingsSource): ConsentValidateDependencies {
  return {
    settings,
    limiter: namedRateLimiter('consent-validate'),
  }
}
