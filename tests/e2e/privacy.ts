// Consent states for the end-to-end tests (issue 18). Every test starts as "Reject all" under policy version 1
// (playwright.config.ts); these give a test another starting point.
import type { BrowserContext } from '@playwright/test'

/** A browser with no cookies at all: the privacy banner asks. */
export const NO_CHOICE = { cookies: [], origins: [] }

const cookie = (name: string, value: string, domain = '127.0.0.1') => ({
  name,
  value,
  domain,
  path: '/',
  expires: 2_000_000_000,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
})

/**
 * The storage of a reader who pressed "Reject all" under policy version 1, on `domain`: every test's start
 * (playwright.config.ts), and a server's own host in the specs that start one. It also said "No thanks" to a
 * survey (the survey cookie), so that no test meets the sample survey's card (one reader in 4) by chance;
 * `survey.e2e.spec.ts` starts without it (`rejectedAllNoSurvey`).
 */
export function rejectedAll(domain = '127.0.0.1') {
  const { cookies, origins } = rejectedAllNoSurvey(domain)
  return { cookies: [...cookies, cookie('wr_survey', '1.d', domain)], origins }
}

/** "Reject all", and no survey outcome yet: a reader the survey card may be shown to. */
export function rejectedAllNoSurvey(domain = '127.0.0.1') {
  return {
    cookies: [
      cookie('wr_consent', 'v1.a0.d0.p0.t1764115200000', domain),
      cookie('usprivacy', '1YYY', domain),
    ],
    origins: [],
  }
}

/** Gives the context the cookies of a reader who pressed "Accept all" under policy version 1. */
export async function acceptAll(context: BrowserContext): Promise<void> {
  await context.addCookies([cookie('wr_consent', `v1.a1.d1.p1.t${Date.now()}`), cookie('usprivacy', '1YNY')])
}

/** Makes the browser send Global Privacy Control (the header and `navigator.globalPrivacyControl`). */
export async function turnOnGpc(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    })
  })
}

/**
 * Makes the browser send Global Privacy Control's request header only (`Sec-GPC: 1`), as some browsers and
 * extensions do: `navigator.globalPrivacyControl` says nothing, so only the server can hear it.
 */
export async function sendGpcHeaderOnly(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
}
