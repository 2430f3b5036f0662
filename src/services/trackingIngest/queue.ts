/** The tracking ingest's job in Payload's queue (issue 30): its task's name, its tries and its input. */
import type { IngestBatch, IngestForm } from './events'

export const TRACKING_INGEST_TASK = 'trackingIngest'
/** Tries in all before a batch is dropped: with the default first wait of 5 s, the last comes ~10 minutes in. */
export const TRACKING_INGEST_ATTEMPTS = 8

/** The job's input: the batch, its form, and which try this is (0 first). */
export type TrackingIngestInput = { body: IngestBatch; form: IngestForm; attempt: number }
