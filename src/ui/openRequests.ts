/**
 * A reader's request to open something another island shows (the Subscribe dialog, the sign-in sheet, the
 * privacy settings), sent as a window event so the two islands share no code but this.
 *
 * The button and the island that answers it hydrate separately: React hydrates the part a reader clicks
 * first, so on a slow phone the button can work before the dialog's island has mounted and listens. A
 * request that nobody takes waits here, and the island takes it when it mounts, so an early press is not
 * lost (found in CI on a slow machine: the header's Subscribe pressed right after the page loaded opened
 * nothing). An island takes a request by returning anything but `false` from its handler.
 */

/** The header's requests (and the reader's intent ahead of them) that the newsletter and sign-in islands answer. */
export const HEADER_EVENTS = {
  subscribe: 'wellread:open-newsletter',
  /** The reader is about to press Subscribe (hover or focus): the dialog asks for its driver ahead. */
  preloadSubscribe: 'wellread:preload-newsletter',
  signIn: 'wellread:open-sign-in',
  /** The reader is about to press Sign In (hover or focus): the sheet's code loads ahead. */
  preloadSignIn: 'wellread:preload-sign-in',
} as const

const waiting = new Map<string, unknown>()

export function requestOpen<D>(name: string, detail: D): void {
  const event = new CustomEvent(name, { detail, cancelable: true })
  // dispatchEvent is false once a handler called preventDefault, i.e. took the request.
  if (window.dispatchEvent(event)) waiting.set(name, detail)
  else waiting.delete(name)
}

/** Handles requests named `name` from now on, and the one that waited for this island, if any. */
export function onOpenRequest<D>(name: string, handle: (detail: D | null) => unknown): () => void {
  const listener = (event: Event) => {
    if (handle(((event as CustomEvent<D>).detail ?? null) as D | null) !== false) event.preventDefault()
  }
  window.addEventListener(name, listener)
  if (waiting.has(name)) {
    const detail = waiting.get(name) as D
    if (handle(detail) !== false) waiting.delete(name)
  }
  return () => window.removeEventListener(name, listener)
}
