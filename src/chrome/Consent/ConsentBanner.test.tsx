/*
 * The privacy banner and its settings dialog: the server markup (the same for every reader), the boot script
 * and CSS deciding before the first paint, and the real island and dialog over a recording network. Nothing
 * of ours is mocked; the page's reload is the one thing replaced (jsdom cannot navigate).
 */
import fs from 'node:fs'
import path from 'node:path'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { renderToString } from 'react-dom/server'
import type { PrivacyConfig } from '@/privacy/consent/browser'
import {
  allOrNothing,
  CONSENT_COOKIE,
  cookieValue,
  encodeConsent,
  PRIVACY_COOKIE,
  parseConsent,
} from '@/privacy/consent/consent'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import type { PrivacySettings } from '@/privacy/consent/settings'
import type { ConsentRecordRequest } from '@/services/consent/shared'
import { clearCookies } from '../../../tests/unit/browser-fakes'
import { AnnouncementBarView } from '../AnnouncementBar/AnnouncementBar'
import { PRIVACY_BANNER_ATTRIBUTE } from '../AnnouncementBar/privacyBanner'
import { GPC_ATTRIBUTE, REASK_ATTRIBUTE } from './attributes'
import { ConsentBannerView } from './ConsentBanner'
import { ConsentBannerActions } from './ConsentBanner.client'
import { PrivacyChoicesButton } from './PrivacyChoicesButton.client'
import { BANNER_WORDS, PURPOSE_WORDS, SETTINGS_WORDS } from './words'

const html = () => document.documentElement
const settings: PrivacySettings = {
  policyVersion: 2,
  tcfPolicyVersion: 5,
  whatChanged: 'We now work with a new video partner.',
}
const thirdParties: PrivacyConfig['thirdParties'] = [
  { name: 'YouTube </script><script>alert(1)</script>', purpose: 'media', origins: ['https://y.example'] },
]

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookies
  document.cookie = `${name}=${value}; path=/`
}

function setGpc(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true })
}

/** The page's privacy settings script, as the layout renders it. */
function pageConfig(policyVersion = settings.policyVersion) {
  const script = document.createElement('script')
  script.id = PRIVACY_CONFIG_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify({ policyVersion, thirdParties: [] })
  document.head.append(script)
  return script
}

function recordingNetwork() {
  const calls: { path: string; method: string; body: ConsentRecordRequest }[] = []
  const fetch = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ path: String(url), method: init.method ?? 'GET', body: JSON.parse(String(init.body)) })
    return Response.json({ recorded: true }, { status: 201 })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

async function seriousViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The banner's island inside its region, the page's main content and the footer's button. */
function setup() {
  const network = recordingNetwork()
  const reload = vi.fn()
  const user = userEvent.setup()
  html().setAttribute(PRIVACY_BANNER_ATTRIBUTE, 'visible')
  render(
    <>
      <section aria-label={BANNER_WORDS.title} data-consent-banner="">
        <ConsentBannerActions fetch={network.fetch} reload={reload} />
      </section>
      <main id="main" tabIndex={-1}>
        Article
      </main>
      <footer>
        <PrivacyChoicesButton />
      </footer>
    </>,
  )
  const button = (name: string) => screen.getByRole('button', { name })
  return { user, network, reload, button }
}

const consoleError = console.error.bind(console)
let config: HTMLScriptElement

beforeEach(() => {
  // Rendering the server markup on the client, as some of these tests do, makes React note that its inline
  // scripts will not run there; in the browser they arrive in the server HTML and run.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Encountered a script tag')) consoleError(...args)
  })
  localStorage.clear()
  config = pageConfig()
})

afterEach(() => {
  vi.restoreAllMocks()
  clearCookies()
  config.remove()
  for (const name of [PRIVACY_BANNER_ATTRIBUTE, REASK_ATTRIBUTE, GPC_ATTRIBUTE]) html().removeAttribute(name)
  setGpc(undefined)
})

describe('the banner’s markup (the same for every reader)', () => {
  it('is a labelled region with the text, the policy link and the three buttons', async () => {
    render(<ConsentBannerView settings={settings} thirdParties={thirdParties} />)
    const region = screen.getByRole('region', { name: BANNER_WORDS.title })
    expect(within(region).getByRole('heading', { level: 2, name: BANNER_WORDS.title })).toBeInTheDocument()
    expect(region).toHaveTextContent(BANNER_WORDS.intro)
    expect(within(region).getByRole('link', { name: BANNER_WORDS.policyLink })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    // The buttons' code loads when needed (here, a render in the browser: at once).
    expect((await within(region).findAllByRole('button')).map((b) => b.textContent)).toEqual([
      BANNER_WORDS.acceptAll,
      BANNER_WORDS.rejectAll,
      BANNER_WORDS.settings,
    ])
    expect(within(region).getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('carries the editors’ “what changed” and the GPC sentence, shown by CSS only to the readers concerned', () => {
    const { container } = render(<ConsentBannerView settings={settings} thirdParties={thirdParties} />)
    expect(container.querySelector('[data-consent-part="what-changed"]')).toHaveTextContent(
      `${BANNER_WORDS.updated} ${settings.whatChanged}`,
    )
    expect(container.querySelector('[data-consent-part="gpc"]')).toHaveTextContent(
      'Global Privacy Control is on, and we honour it as an opt-out of the sale and sharing',
    )
  })

  it('has no serious accessibility problem', async () => {
    const { container } = render(<ConsentBannerView settings={settings} thirdParties={thirdParties} />)
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('server HTML, boot script and CSS together (before React runs)', () => {
  const css = fs
    .readFileSync(path.join(__dirname, 'Consent.module.css'), 'utf8')
    .replace(/:global\(((?:[^()]|\([^()]*\))*)\)/g, '$1')

  /** Loads the server HTML the way a browser parses it: the inline scripts run as they are inserted. */
  function loadServerHtml() {
    config.remove()
    const host = document.createElement('div')
    host.innerHTML = renderToString(<ConsentBannerView settings={settings} thirdParties={[]} />)
    const inert = host.querySelectorAll('script')[1]!
    const boot = document.createElement('script')
    boot.textContent = inert.textContent
    inert.replaceWith(boot)
    const style = document.createElement('style')
    style.textContent = css
    document.head.append(style)
    document.body.append(host)
    const shown = (selector: string) => getComputedStyle(host.querySelector(selector)!).display !== 'none'
    return {
      banner: shown('section'),
      whatChanged: shown('[data-consent-part="what-changed"]'),
      gpc: shown('[data-consent-part="gpc"]'),
      cleanup: () => {
        host.remove()
        style.remove()
      },
    }
  }

  it.each<{ label: string; arrange: () => void; banner: boolean; whatChanged: boolean; gpc: boolean }>([
    { label: 'a first visit', arrange: () => {}, banner: true, whatChanged: false, gpc: false },
    {
      label: 'a current choice',
      arrange: () => setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(false, 2, 1))),
      banner: false,
      whatChanged: false,
      gpc: false,
    },
    {
      label: 'a choice under the previous version',
      arrange: () => setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 1, 1))),
      banner: true,
      whatChanged: true,
      gpc: false,
    },
    {
      label: 'GPC on a first visit',
      arrange: () => setGpc(true),
      banner: true,
      whatChanged: false,
      gpc: true,
    },
  ])(
    '$label → banner $banner, what changed $whatChanged, GPC $gpc',
    ({ arrange, label: _label, ...expected }) => {
      arrange()
      const { cleanup, ...shown } = loadServerHtml()
      cleanup()
      expect(shown).toEqual(expected)
    },
  )
})

describe('the announcement bar while the banner shows (001 §4: "Hidden while a privacy banner shows")', () => {
  const cssOf = (file: string) =>
    fs.readFileSync(file, 'utf8').replace(/:global\(((?:[^()]|\([^()]*\))*)\)/g, '$1')
  const barCss = cssOf(path.join(__dirname, '../AnnouncementBar/AnnouncementBar.module.css'))

  /** The page's start as the site chrome renders it: the consent layer, then the announcement bar. */
  function announcementShown(): boolean {
    config.remove()
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <>
        <ConsentBannerView settings={settings} thirdParties={[]} />
        <AnnouncementBarView bar={announcement} siteHost="wellread.example" />
      </>,
    )
    for (const inert of [...host.querySelectorAll('script')].filter((s) => !s.type)) {
      const live = document.createElement('script')
      for (const attr of [...inert.attributes]) live.setAttribute(attr.name, attr.value)
      live.textContent = inert.textContent
      inert.replaceWith(live)
    }
    const style = document.createElement('style')
    style.textContent = barCss
    document.head.append(style)
    document.body.append(host)
    const shown =
      getComputedStyle(host.querySelector('[data-announcement-bar="announcement"]')!).display !== 'none'
    host.remove()
    style.remove()
    return shown
  }

  const announcement = {
    id: 1,
    enabled: true,
    campaignName: 'sleep-guide',
    headline: 'New guide:',
    announcementText: 'How sleep and blood pressure affect each other.',
  }

  it('is hidden on a first visit, before anything is painted', () => {
    expect(announcementShown()).toBe(false)
  })

  it('is hidden for a reader asked again', () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 1, 1)))
    expect(announcementShown()).toBe(false)
  })

  it('shows once the reader has chosen under the current version', () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 2, 1)))
    expect(announcementShown()).toBe(true)
  })
})

describe('Accept all and Reject all', () => {
  it('Accept all: the cookies, the proof, the banner closed, focus on the main content, no reload', async () => {
    const { user, network, reload, button } = setup()
    await user.click(button('Accept all'))
    const choice = parseConsent(cookieValue(document.cookie, CONSENT_COOKIE))
    expect(choice).toMatchObject({ version: 2, analytics: true, advertising: true, personalisation: true })
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YNY')
    expect(network.calls).toHaveLength(1)
    expect(network.calls[0]).toMatchObject({
      path: '/api/consent',
      method: 'PATCH',
      body: { setAll: true, unsetAll: false, source: 'banner', cookieValue: encodeConsent(choice!) },
    })
    expect(html()).not.toHaveAttribute(PRIVACY_BANNER_ATTRIBUTE)
    expect(screen.getByRole('main')).toHaveFocus()
    expect(reload).not.toHaveBeenCalled()
  })

  it('Reject all from the keyboard: everything refused, opted out', async () => {
    const { user, network, button } = setup()
    button('Reject all').focus()
    await user.keyboard('{Enter}')
    expect(parseConsent(cookieValue(document.cookie, CONSENT_COOKIE))).toMatchObject({
      analytics: false,
      advertising: false,
      personalisation: false,
    })
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YYY')
    expect(network.calls[0]!.body).toMatchObject({ setAll: false, unsetAll: true })
  })

  it('reloads when the choice turns the privacy cookie from allowed to opted out', async () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 1, 1)))
    setCookie(PRIVACY_COOKIE, '1YNY')
    const { user, reload, button } = setup()
    await user.click(button('Reject all'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when the privacy cookie keeps its value', async () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 1, 1)))
    setCookie(PRIVACY_COOKIE, '1YNY')
    const { user, reload, button } = setup()
    await user.click(button('Accept all'))
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('keyboard focus is not hidden behind the banner', () => {
  it('the page’s scroll padding follows the banner’s height while it shows', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback()
        }
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 180.4 } as DOMRect)
    const { user, button } = setup()
    expect(html().style.scrollPaddingBottom).toBe('181px')
    await user.click(button('Accept all'))
    expect(html().style.scrollPaddingBottom).toBe('')
    vi.unstubAllGlobals()
  })
})

describe('the settings dialog', () => {
  async function openSettings() {
    const ctx = setup()
    await ctx.user.click(ctx.button('Settings'))
    const dialog = await screen.findByRole('dialog', { name: SETTINGS_WORDS.title })
    return { ...ctx, dialog }
  }

  const switchOf = (dialog: HTMLElement, purpose: keyof typeof PURPOSE_WORDS) =>
    within(dialog).getByRole('switch', { name: new RegExp(`^${PURPOSE_WORDS[purpose].label}`) })

  it('opens on Settings with focus inside, the four purposes each explained, necessary always on', async () => {
    const { dialog } = await openSettings()
    expect(dialog).toHaveFocus()
    expect(dialog).toHaveAccessibleDescription(SETTINGS_WORDS.intro)
    const necessary = switchOf(dialog, 'necessary')
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    for (const purpose of ['analytics', 'advertising', 'personalisation'] as const) {
      const control = switchOf(dialog, purpose)
      expect(control).not.toBeChecked()
      expect(control).toBeEnabled()
      expect(control).toHaveAccessibleDescription(PURPOSE_WORDS[purpose].description)
    }
    expect(await seriousViolations(dialog)).toEqual([])
  })

  it('Tab goes through the close button, the optional switches and Save, and stays inside', async () => {
    const { user, dialog } = await openSettings()
    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      await user.tab()
      const active = document.activeElement as HTMLElement
      expect(dialog.contains(active)).toBe(true)
      order.push(active.getAttribute('aria-label') ?? active.textContent ?? active.id)
    }
    expect(order[0]).toBe(SETTINGS_WORDS.close)
    expect(order[4]).toBe(SETTINGS_WORDS.save)
    expect(order[5]).toBe(SETTINGS_WORDS.close)
    expect(document.activeElement).not.toBe(switchOf(dialog, 'necessary'))
  })

  it('Escape closes it, saves nothing, and focus returns to Settings', async () => {
    const { user, network, button } = await openSettings()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button('Settings')).toHaveFocus()
    expect(network.calls).toEqual([])
    expect(cookieValue(document.cookie, CONSENT_COOKIE)).toBeNull()
    expect(html()).toHaveAttribute(PRIVACY_BANNER_ATTRIBUTE, 'visible')
  })

  it('Save choices keeps the switches as set, closes the banner and moves focus to the main content', async () => {
    const { user, network, dialog } = await openSettings()
    switchOf(dialog, 'analytics').focus()
    await user.keyboard(' ')
    expect(switchOf(dialog, 'analytics')).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: SETTINGS_WORDS.save }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(parseConsent(cookieValue(document.cookie, CONSENT_COOKIE))).toMatchObject({
      analytics: true,
      advertising: false,
      personalisation: false,
    })
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YYY')
    expect(network.calls[0]!.body).toMatchObject({
      source: 'settings',
      setAll: false,
      unsetAll: false,
      publisherCustomConsents: { analytics: true, advertising: false, personalisation: false },
    })
    expect(html()).not.toHaveAttribute(PRIVACY_BANNER_ATTRIBUTE)
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })

  it('starts from the stored choice when opened again from the footer, and focus returns to the footer', async () => {
    setCookie(CONSENT_COOKIE, encodeConsent({ ...allOrNothing(false, 2, 1), personalisation: true }))
    const { user, button } = setup()
    html().removeAttribute(PRIVACY_BANNER_ATTRIBUTE)
    await user.click(button('Privacy choices'))
    const dialog = await screen.findByRole('dialog', { name: SETTINGS_WORDS.title })
    expect(switchOf(dialog, 'personalisation')).toBeChecked()
    expect(switchOf(dialog, 'analytics')).not.toBeChecked()
    await user.keyboard('{Escape}')
    expect(button('Privacy choices')).toHaveFocus()
  })

  it('after saving from the footer, focus returns to the footer', async () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(false, 2, 1)))
    setCookie(PRIVACY_COOKIE, '1YYY')
    const { user, button, network } = setup()
    html().removeAttribute(PRIVACY_BANNER_ATTRIBUTE)
    await user.click(button('Privacy choices'))
    const dialog = await screen.findByRole('dialog', { name: SETTINGS_WORDS.title })
    await user.click(within(dialog).getByRole('button', { name: SETTINGS_WORDS.save }))
    expect(network.calls[0]!.body.source).toBe('settings')
    await waitFor(() => expect(button('Privacy choices')).toHaveFocus())
  })

  it('with Global Privacy Control: says so, and the optional purposes are off and disabled', async () => {
    setGpc(true)
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 2, 1)))
    const { dialog } = await openSettings()
    expect(dialog).toHaveTextContent(SETTINGS_WORDS.gpc)
    for (const purpose of ['analytics', 'advertising', 'personalisation'] as const) {
      expect(switchOf(dialog, purpose)).not.toBeChecked()
      expect(switchOf(dialog, purpose)).toBeDisabled()
    }
  })
})

describe('Global Privacy Control without a click', () => {
  it('records the boot script’s opt-out once, as source "gpc"', async () => {
    html().setAttribute(GPC_ATTRIBUTE, 'new')
    const { network } = setup()
    await waitFor(() => expect(network.calls).toHaveLength(1))
    expect(network.calls[0]!.body).toMatchObject({ source: 'gpc', gpc: true, cookieValue: null })
    expect(html()).toHaveAttribute(GPC_ATTRIBUTE, 'on')
  })
})
