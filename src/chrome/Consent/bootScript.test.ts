// @vitest-environment jsdom

import {
  allOrNothing,
  CONSENT_COOKIE,
  type ConsentChoice,
  cookieValue,
  encodeConsent,
  GPC_COOKIE,
  needsChoice,
  PRIVACY_COOKIE,
  parseConsent,
  privacyString,
} from '@/privacy/consent/consent'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import { clearCookies } from '../../../tests/unit/browser-fakes'
import { PRIVACY_BANNER_ATTRIBUTE } from '../AnnouncementBar/privacyBanner'
import { GPC_ATTRIBUTE, REASK_ATTRIBUTE } from './attributes'
import { consentBootScriptSource } from './bootScript'

const AT = Date.UTC(2026, 10, 21)
const html = () => document.documentElement

function setGpc(value: unknown) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true })
}

/** Runs the inline script as the page would: after the page's privacy settings, with these cookies. */
function boot({
  consent,
  privacy,
  config = { policyVersion: 2, thirdParties: [] },
  gpc,
  relayed = false,
}: {
  consent?: string
  privacy?: string
  config?: unknown
  gpc?: unknown
  /** The server relayed a `Sec-GPC: 1` header (`wr_gpc=1`). */
  relayed?: boolean
}) {
  clearCookies()
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookies
  if (relayed) document.cookie = `${GPC_COOKIE}=1; path=/`
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookies
  if (consent !== undefined) document.cookie = `${CONSENT_COOKIE}=${consent}; path=/`
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookies
  if (privacy !== undefined) document.cookie = `${PRIVACY_COOKIE}=${privacy}; path=/`
  setGpc(gpc)
  const script = document.createElement('script')
  script.id = PRIVACY_CONFIG_ID
  script.type = 'application/json'
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config)
  if (config !== null) document.head.append(script)
  const cookieWrites = vi.spyOn(document, 'cookie', 'set')
  new Function(consentBootScriptSource())()
  const writes = cookieWrites.mock.calls.map(([value]) => value)
  cookieWrites.mockRestore()
  script.remove()
  return {
    banner: html().getAttribute(PRIVACY_BANNER_ATTRIBUTE),
    reask: html().getAttribute(REASK_ATTRIBUTE),
    gpc: html().getAttribute(GPC_ATTRIBUTE),
    privacy: cookieValue(document.cookie, PRIVACY_COOKIE),
    writes,
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  clearCookies()
  for (const name of [PRIVACY_BANNER_ATTRIBUTE, REASK_ATTRIBUTE, GPC_ATTRIBUTE]) html().removeAttribute(name)
  setGpc(undefined)
})

const choice = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({
  ...allOrNothing(true, 2, AT),
  ...overrides,
})

describe('the consent boot script', () => {
  it.each<{
    label: string
    consent?: string
    gpc?: boolean
    banner: boolean
    reask: string | null
    privacy: string
  }>([
    { label: 'a first visit', banner: true, reask: null, privacy: '1---' },
    {
      label: 'everything accepted under the current version',
      consent: encodeConsent(choice()),
      banner: false,
      reask: null,
      privacy: '1YNY',
    },
    {
      label: 'advertising refused',
      consent: encodeConsent(choice({ advertising: false })),
      banner: false,
      reask: null,
      privacy: '1YYY',
    },
    {
      label: 'everything refused',
      consent: encodeConsent(allOrNothing(false, 2, AT)),
      banner: false,
      reask: null,
      privacy: '1YYY',
    },
    {
      label: 'a choice under an older version: asked again',
      consent: encodeConsent(choice({ version: 1 })),
      banner: true,
      reask: '1',
      privacy: '1---',
    },
    {
      label: 'a choice under a newer version (the editors lowered it)',
      consent: encodeConsent(choice({ version: 3 })),
      banner: false,
      reask: null,
      privacy: '1YNY',
    },
    {
      label: 'a URL-encoded cookie',
      consent: encodeURIComponent(encodeConsent(choice())),
      banner: false,
      reask: null,
      privacy: '1YNY',
    },
    { label: 'a garbage cookie', consent: 'accepted', banner: true, reask: null, privacy: '1---' },
    {
      label: 'a broken percent-encoding',
      consent: 'v2.a1.d1.p1.t5%E0%A4%A',
      banner: true,
      reask: null,
      privacy: '1---',
    },
    { label: 'GPC on a first visit', gpc: true, banner: true, reask: null, privacy: '1YYY' },
    {
      label: 'GPC over a full grant',
      consent: encodeConsent(choice()),
      gpc: true,
      banner: false,
      reask: null,
      privacy: '1YYY',
    },
  ])('$label', ({ consent, gpc = false, banner, reask, privacy }) => {
    const result = boot({ consent, gpc })
    expect(result.banner).toBe(banner ? 'visible' : null)
    expect(result.reask).toBe(reask)
    expect(result.gpc).toBe(gpc ? 'new' : null)
    expect(result.privacy).toBe(privacy)
    // The same answers as the rules in consent.ts.
    const parsed = parseConsent(consent)
    expect(needsChoice(parsed, 2)).toBe(banner)
    expect(privacyString(parsed, { policyVersion: 2, gpc })).toBe(privacy)
  })

  it('writes the privacy cookie for a year, site-wide, Lax', () => {
    const { writes } = boot({})
    expect(writes).toEqual([`${PRIVACY_COOKIE}=1---;path=/;max-age=31536000;samesite=lax`])
  })

  it('marks it Secure on https', () => {
    const source = consentBootScriptSource()
    expect(source).toContain("location.protocol==='https:'?';secure':''")
  })

  it('leaves a privacy cookie that is already right alone', () => {
    const { writes } = boot({ consent: encodeConsent(choice()), privacy: '1YNY' })
    expect(writes).toEqual([])
  })

  it('corrects a privacy cookie that is out of date', () => {
    const result = boot({ consent: encodeConsent(choice({ advertising: false })), privacy: '1YNY' })
    expect(result.privacy).toBe('1YYY')
  })

  it('takes the Sec-GPC header the server relayed (wr_gpc=1) as the signal, the navigator saying nothing', () => {
    const result = boot({ consent: encodeConsent(choice()), privacy: '1YNY', relayed: true })
    expect(result.gpc).toBe('new')
    expect(result.privacy).toBe('1YYY')
    expect(result.banner).toBeNull()
  })

  it('says GPC is already honoured when the cookie was opted out before', () => {
    const result = boot({ gpc: true, privacy: '1YYY' })
    expect(result.gpc).toBe('on')
    expect(result.writes).toEqual([])
  })

  it.each<[string, unknown]>([
    ['a string', 'true'],
    ['1', 1],
    ['false', false],
  ])('does not take GPC = %s for a signal', (_label, value) => {
    const result = boot({ gpc: value, consent: encodeConsent(choice()) })
    expect(result.gpc).toBeNull()
    expect(result.privacy).toBe('1YNY')
  })

  it.each<[string, unknown]>([
    ['missing', null],
    ['broken JSON', '{"policyVersion":'],
    ['a fractional version', { policyVersion: 2.5 }],
    ['a version as text', { policyVersion: '3' }],
    ['version 0', { policyVersion: 0 }],
  ])('uses policy version 1 when the page settings are %s', (_label, config) => {
    // A choice under version 1 is current under version 1 …
    expect(boot({ config, consent: encodeConsent(choice({ version: 1 })) }).banner).toBeNull()
    // … and none asks.
    expect(boot({ config }).banner).toBe('visible')
  })

  it('asks readers again when the version rises', () => {
    const consent = encodeConsent(choice({ version: 3 }))
    expect(boot({ consent, config: { policyVersion: 3 } }).banner).toBeNull()
    expect(boot({ consent, config: { policyVersion: 4 } })).toMatchObject({ banner: 'visible', reask: '3' })
  })

  it('never throws, and leaves the page as it is, when cookies cannot be read', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => new Function(consentBootScriptSource())()).not.toThrow()
    expect(html()).not.toHaveAttribute(PRIVACY_BANNER_ATTRIBUTE)
  })

  it('is small, self-contained and carries no content', () => {
    const source = consentBootScriptSource()
    expect(source.length).toBeLessThan(1400)
    expect(source).not.toMatch(/<\/script|<!--/i)
    expect(() => new Function(source)).not.toThrow()
  })
})
