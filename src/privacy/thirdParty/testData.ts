/**
 * Test helpers (used only by tests): the page's privacy settings, the reader's consent and the page's address
 * in jsdom, and a fetch that records what the guard sends.
 */
import { vi } from 'vitest'
import type { PublicThirdParty } from '@/privacy/consent/browser'
import { CONSENT_COOKIE, encodeConsent, GPC_COOKIE } from '@/privacy/consent/consent'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import { clearCookies } from '../../../tests/unit/browser-fakes'
import { clearTopicTerms } from './topic'

export { clearCookies }

export const VENDOR = 'https://collect.vendor.example'
export const PIXELS = 'https://px.sponsor.example'

export const TEST_THIRD_PARTIES: Array<PublicThirdParty & { endpoint?: string }> = [
  { name: 'YouTube', purpose: 'media', origins: ['https://www.youtube-nocookie.com'] },
  { name: 'Qzzr', purpose: 'media', origins: ['https://qzzr.com', 'https://*.qzzr.com'] },
  { name: 'Analytics vendor', purpose: 'analytics', origins: [VENDOR], endpoint: `${VENDOR}/v1/collect` },
  { name: 'Sponsors’ tracking pixels', purpose: 'advertising', origins: [PIXELS] },
]

/** Puts the page's privacy settings script in the document (replacing any). */
export function setPrivacyConfig(thirdParties: unknown[] = TEST_THIRD_PARTIES, policyVersion = 2): void {
  document.getElementById(PRIVACY_CONFIG_ID)?.remove()
  const script = document.createElement('script')
  script.id = PRIVACY_CONFIG_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify({ policyVersion, thirdParties })
  document.head.append(script)
}

export type TestChoice =
  | 'none'
  | 'accept'
  | 'reject'
  | 'stale'
  | { analytics?: boolean; advertising?: boolean; personalisation?: boolean }

/** Sets the consent cookie as the banner would (policy version 2; "stale" is an Accept all under version 1). */
export function setConsent(choice: TestChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the banner writes it
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`
  if (choice === 'none') return
  const all = (granted: boolean, version = 2) => ({
    version,
    analytics: granted,
    advertising: granted,
    personalisation: granted,
    at: 1_764_000_000_000,
  })
  const value =
    choice === 'accept'
      ? all(true)
      : choice === 'reject'
        ? all(false)
        : choice === 'stale'
          ? all(true, 1)
          : { ...all(false), ...choice }
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the banner writes it
  document.cookie = `${CONSENT_COOKIE}=${encodeConsent(value)}; path=/`
}

/** Sets Global Privacy Control on the navigator (jsdom has none). */
export function setGpc(on: boolean): void {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: on, configurable: true })
}

/**
 * Gives the page the cookie the server sets for a browser that sends `Sec-GPC: 1` (`wr_gpc=1`), the navigator
 * saying nothing: Global Privacy Control from the header alone.
 */
export function setRelayedGpc(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the server's Set-Cookie leaves it
  document.cookie = on ? `${GPC_COOKIE}=1; path=/` : `${GPC_COOKIE}=; max-age=0; path=/`
}

/** Moves the page to `url` (same origin) without loading anything. */
export function goTo(url: string): void {
  window.history.replaceState(null, '', url)
}

/** A clean page: no settings, no consent, no GPC, no topic, no data layer, at "/". */
export function resetPage(): void {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  clearCookies()
  setGpc(false)
  clearTopicTerms()
  window.wellreadEvents = []
  goTo('/')
}

export type SentRequest = { url: string; init: RequestInit }

/** Replaces fetch with one that records each request and answers an empty 204. */
export function recordFetch(): SentRequest[] {
  const sent: SentRequest[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    sent.push({ url: String(url), init })
    return Promise.resolve(new Response(null, { status: 204 }))
  })
  return sent
}
