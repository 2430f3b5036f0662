/**
 * The browser's contract with the first-party events ingest (issue 30): where a page sends its analytics
 * events, and how much at once. No zod here: pages import this.
 */

/** `POST /api/events`: a batch of registry events (`src/lib/events/registry.ts`) from one page. */
export const EVENTS_ENDPOINT = '/api/events'
/** The most events one batch may hold. */
export const MAX_EVENTS_PER_BATCH = 50
/** The largest batch, in bytes (far below a beacon's 64 KiB). */
export const MAX_EVENTS_BODY_BYTES = 32_768
/** Batches one client address may send per minute (a page sends one every few seconds at most). */
export const EVENT_BATCHES_PER_MINUTE = 120
