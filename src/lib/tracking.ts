/**
 * First-party tracking (001 §1, §7): events go onto an in-page data layer, `window.wellreadEvents`, and are
 * announced as a `wellread:track` CustomEvent on window, so a later metrics or analytics adapter can forward
 * them without the callers changing. Nothing here touches the network or a third party.
 *
 * Events carry only what describes the page (its path, its title, a threshold): never reader input,
 * identifiers, query strings or anything else personal.
 *
 * Safe to import anywhere: on the server (no window) both functions do nothing but log.
 */

export type TrackValue = string | number | boolean | null

/** One tracked event: a name plus flat, serialisable properties. */
export type TrackEvent = { name: string; [prop: string]: TrackValue | undefined }

/** Scroll events are handled at most once per this many milliseconds (001 §9): scroll depth, infinite scroll. */
export const SCROLL_THROTTLE_MS = 500

/** The DOM event every tracked event is announced with; its `detail` is the event. */
export const TRACK_EVENT_TYPE = 'wellread:track'

declare global {
  interface Window {
    /** The first-party data layer: every tracked event, in order. */
    wellreadEvents?: TrackEvent[]
  }
}

/** Records an event on the page's data layer and announces it. Never throws. */
export function track(event: TrackEvent): void {
  if (typeof window === 'undefined') return
  try {
    const detail: TrackEvent = { ...event }
    if (!Array.isArray(window.wellreadEvents)) window.wellreadEvents = []
    window.wellreadEvents.push(detail)
    window.dispatchEvent(new CustomEvent<TrackEvent>(TRACK_EVENT_TYPE, { detail }))
  } catch (error) {
    // A listener that throws, or a data layer someone replaced with something odd, must not break the page.
    console.error('[tracking] could not record an event', error)
  }
}

/** The message of anything thrown. */
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  // Errors and DOMExceptions (not always instances of this realm's Error) both carry a message.
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || (error as { name?: string }).name || 'Error'
  }
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/** Announced on `window` (besides the data layer's event) for every reported client error: the metrics boot
 * wakes on it to send the error report even when nothing else would load its code (ADR 27 §4). */
export const CLIENT_ERROR_EVENT = 'wellread:client-error'

/** The longest stack an error event carries (the error report's own limit). */
export const MAX_STACK_CHARS = 16_000

/** The stack of anything thrown, cut to `MAX_STACK_CHARS`; undefined when it has none. */
function stackOf(error: unknown): string | undefined {
  const stack = error && typeof error === 'object' ? (error as { stack?: unknown }).stack : undefined
  return typeof stack === 'string' && stack ? stack.slice(0, MAX_STACK_CHARS) : undefined
}

/** The name of an Error ("TypeError", "ChunkLoadError"); undefined for anything else. */
function errorNameOf(error: unknown): string | undefined {
  const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined
  return typeof name === 'string' && name ? name.slice(0, 80) : undefined
}

/**
 * Reports a client-side error that the page recovered from: logged to the console and tracked as
 * `client.error` with the error's message, name and stack and the given context (e.g. `{ where:
 * 'next-article.url', path }`). The metrics forwarder sends it as an error report (`POST /api/errors`,
 * necessary for running the site, so without analytics consent too); the analytics forwarder keeps none of
 * these fields.
 */
export function reportError(error: unknown, context: Record<string, TrackValue | undefined> = {}): void {
  console.error(`[client.error]${context.where ? ` ${String(context.where)}:` : ''}`, error)
  track({
    ...context,
    name: 'client.error',
    message: messageOf(error),
    errorName: errorNameOf(error),
    stack: stackOf(error),
  })
  announceClientError()
}

/** Tells the metrics boot an error waits to be reported. Never throws. */
export function announceClientError(): void {
  if (typeof window === 'undefined') return
  try {
    window.dispatchEvent(new Event(CLIENT_ERROR_EVENT))
  } catch {
    // nothing to do: the data layer holds the error for whoever reads it next
  }
}
