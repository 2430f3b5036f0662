import fs from 'node:fs'
import path from 'node:path'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { AnnouncementBar } from '@/cms/payload-types'
import { AnnouncementBarBootScript, AnnouncementBarView } from './AnnouncementBar'
import { DismissAnnouncementButton } from './AnnouncementBar.client'
import { storageKey } from './announcementBar'
import {
  DISMISSED_ATTRIBUTE,
  DISMISSED_EVENT,
  KEY_ATTRIBUTE,
  PRIVACY_UPDATED_DISMISSAL_KEY,
  PRIVACY_UPDATED_KEY,
  STORAGE_KEY_PREFIX,
  VARIANT_ATTRIBUTE,
} from './dismissal'
import { PRIVACY_BANNER_ATTRIBUTE, setPrivacyBannerVisible } from './privacyBanner'

const SITE = 'wellread.example'

function bar(overrides: Partial<AnnouncementBar> = {}): AnnouncementBar {
  return {
    id: 1,
    enabled: true,
    campaignName: 'sleep-guide',
    headline: 'New guide:',
    announcementText: 'How sleep and blood pressure affect each other.',
    callToActionType: 'link',
    callToAction: 'Read the guide',
    callToActionURL: '/health/high-blood-pressure-and-sleep',
    openCallToActionUrlOnSameTab: false,
    backgroundColor: '#1b2330',
    textColor: '#ffffff',
    logoURLs: {},
    isPrivacySettingsUpdatedMPD: false,
    ...overrides,
  }
}

const html = () => document.documentElement

const consoleError = console.error.bind(console)

beforeEach(() => {
  // Rendering the bar on the client, as these tests do, makes React note that the inline boot script will
  // not run there. In the browser the script arrives in the server HTML and runs; nothing else is hidden.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Encountered a script tag')) consoleError(...args)
  })
  localStorage.clear()
  html().removeAttribute(DISMISSED_ATTRIBUTE)
  html().removeAttribute(PRIVACY_BANNER_ATTRIBUTE)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('AnnouncementBarView: the announcement', () => {
  it('shows the headline (strong), the text, the call to action and a dismiss button in a labelled region', async () => {
    render(<AnnouncementBarView bar={bar()} siteHost={SITE} />)
    const region = screen.getByRole('region', { name: 'Announcement' })
    expect(region).toHaveTextContent('New guide: How sleep and blood pressure affect each other.')
    expect(within(region).getByText('New guide:').tagName).toBe('STRONG')
    const link = within(region).getByRole('link', { name: 'Read the guide' })
    expect(link).toHaveAttribute('href', '/health/high-blood-pressure-and-sleep')
    expect(link).not.toHaveAttribute('target')
    // The button's code loads when needed (here, a render in the browser: at once).
    expect(await within(region).findByRole('button', { name: 'Dismiss announcement' })).toBeInTheDocument()
  })

  it.each<[string, Partial<AnnouncementBar>, string, boolean]>([
    ['text only', { headline: '' }, 'How sleep and blood pressure affect each other.', false],
    ['headline only', { announcementText: null }, 'New guide:', true],
  ])('shows %s', (_label, change, expected, strong) => {
    render(<AnnouncementBarView bar={bar(change)} siteHost={SITE} />)
    const message = screen.getByRole('region', { name: 'Announcement' }).querySelector('p')
    expect(message?.textContent).toBe(expected)
    expect(message?.querySelector('strong') !== null).toBe(strong)
  })

  it.each<[string, Partial<AnnouncementBar>]>([
    ['it is switched off', { enabled: false }],
    ['it has no headline and no text', { headline: ' ', announcementText: '' }],
  ])('renders nothing at all when %s', (_label, change) => {
    const { container } = render(<AnnouncementBarView bar={bar(change)} siteHost={SITE} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders the call to action as a button-styled link when asked (it navigates, so it stays a link)', () => {
    render(<AnnouncementBarView bar={bar({ callToActionType: 'button' })} siteHost={SITE} />)
    const cta = screen.getByRole('link', { name: 'Read the guide' })
    expect(cta).toHaveClass('ctaButton')
    expect(screen.queryByRole('button', { name: 'Read the guide' })).toBeNull()
  })

  it('opens an external call to action in a new tab, safely, and says so', () => {
    render(
      <AnnouncementBarView
        bar={bar({ callToActionURL: 'https://www.heart.org/en/health-topics/high-blood-pressure' })}
        siteHost={SITE}
      />,
    )
    const link = screen.getByRole('link', { name: 'Read the guide (opens in a new tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps an external call to action in the same tab when the editor asks', () => {
    render(
      <AnnouncementBarView
        bar={bar({ callToActionURL: 'https://www.heart.org/', openCallToActionUrlOnSameTab: true })}
        siteHost={SITE}
      />,
    )
    const link = screen.getByRole('link', { name: 'Read the guide' })
    expect(link).not.toHaveAttribute('target')
  })

  it.each<[string, Partial<AnnouncementBar>]>([
    ['without a label', { callToAction: null }],
    ['with an unsafe URL', { callToActionURL: 'javascript:alert(document.cookie)' }],
  ])('leaves out the call to action %s', (_label, change) => {
    render(<AnnouncementBarView bar={bar(change)} siteHost={SITE} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument()
  })

  it('shows a logo per breakpoint as a decorative picture', () => {
    const { container } = render(
      <AnnouncementBarView
        bar={bar({ logoURLs: { mobile: '/logo-m.png', tablet: '/logo-t.png', desktop: '/logo-d.png' } })}
        siteHost={SITE}
      />,
    )
    const sources = [...container.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ])
    expect(sources).toEqual([
      ['(min-width: 1190px)', '/logo-d.png'],
      ['(min-width: 768px)', '/logo-t.png'],
    ])
    const img = container.querySelector('picture img')
    expect(img).toHaveAttribute('src', '/logo-m.png')
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('width')
    expect(img).toHaveAttribute('height')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('has no picture without a logo', () => {
    const { container } = render(<AnnouncementBarView bar={bar()} siteHost={SITE} />)
    expect(container.querySelector('picture')).toBeNull()
  })

  it("uses the editor's colours when they read well", () => {
    render(<AnnouncementBarView bar={bar({ backgroundColor: 'navy', textColor: '#FFF' })} siteHost={SITE} />)
    const region = screen.getByRole('region', { name: 'Announcement' })
    expect(region.style.getPropertyValue('--bar-bg')).toBe('#000080')
    expect(region.style.getPropertyValue('--bar-fg')).toBe('#ffffff')
  })

  it.each<[string, Partial<AnnouncementBar>]>([
    ['an unreadable pair', { backgroundColor: '#ffff00', textColor: '#ffffff' }],
    ['injected CSS', { backgroundColor: 'red;position:fixed', textColor: 'url(https://evil.example/)' }],
  ])('falls back to the token colours for %s', (_label, change) => {
    render(<AnnouncementBarView bar={bar(change)} siteHost={SITE} />)
    const region = screen.getByRole('region', { name: 'Announcement' })
    expect(region.style.getPropertyValue('--bar-bg')).toBe('')
    expect(region.style.getPropertyValue('--bar-fg')).toBe('')
  })

  it('is preceded by its boot script, which carries the key of this very bar', () => {
    const { container } = render(<AnnouncementBarView bar={bar()} siteHost={SITE} />)
    const script = container.firstElementChild
    expect(script?.tagName).toBe('SCRIPT')
    expect(script).toHaveAttribute(KEY_ATTRIBUTE, storageKey(bar()))
    expect(script?.nextElementSibling).toBe(screen.getByRole('region', { name: 'Announcement' }))
  })
})

describe('AnnouncementBarView: the privacy-updated bar', () => {
  it('replaces the announcement with a notice linking to the privacy policy', () => {
    render(<AnnouncementBarView bar={bar({ isPrivacySettingsUpdatedMPD: true })} siteHost={SITE} />)
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
    const region = screen.getByRole('region', { name: 'Privacy update' })
    expect(region).toHaveTextContent(/updated our privacy policy and settings/)
    expect(region).not.toHaveTextContent('How sleep and blood pressure')
    expect(within(region).getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(within(region).getByRole('button', { name: 'Dismiss privacy update' })).toBeInTheDocument()
  })

  it("ignores the editor's colours (neutral bar)", () => {
    render(
      <AnnouncementBarView
        bar={bar({ isPrivacySettingsUpdatedMPD: true, backgroundColor: '#000000' })}
        siteHost={SITE}
      />,
    )
    expect(screen.getByRole('region', { name: 'Privacy update' }).style.getPropertyValue('--bar-bg')).toBe('')
  })
})

describe('the dismiss button', () => {
  function renderWithMain(data: AnnouncementBar = bar()) {
    return render(
      <>
        <AnnouncementBarView bar={data} siteHost={SITE} />
        <main id="main" tabIndex={-1}>
          Article
        </main>
      </>,
    )
  }

  it('records the time under the bar key, hides the bar, moves focus to the main content and emits an event', async () => {
    const user = userEvent.setup()
    const now = Date.UTC(2026, 10, 21)
    vi.spyOn(Date, 'now').mockReturnValue(now)
    const events: unknown[] = []
    const listener = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener(DISMISSED_EVENT, listener)
    renderWithMain()

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }))
    window.removeEventListener(DISMISSED_EVENT, listener)

    expect(localStorage.getItem(storageKey(bar()))).toBe(String(now))
    expect(html()).toHaveAttribute('data-announcement', 'dismissed')
    expect(screen.getByRole('main')).toHaveFocus()
    expect(events).toEqual([{ campaignName: 'sleep-guide' }])
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    renderWithMain()
    screen.getByRole('button', { name: 'Dismiss announcement' }).focus()
    await user.keyboard('{Enter}')
    expect(html()).toHaveAttribute('data-announcement', 'dismissed')
    expect(localStorage.getItem(storageKey(bar()))).toMatch(/^\d+$/)
  })

  it('makes the main content focusable if it is not', async () => {
    const user = userEvent.setup()
    render(
      <>
        <DismissAnnouncementButton
          storageKey={`${STORAGE_KEY_PREFIX}x`}
          campaignName=""
          label="Dismiss announcement"
        />
        <main id="main">Article</main>
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }))
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('still hides the bar when there is no main content to focus', async () => {
    const user = userEvent.setup()
    render(
      <DismissAnnouncementButton storageKey={`${STORAGE_KEY_PREFIX}x`} campaignName="" label="Dismiss" />,
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(html()).toHaveAttribute('data-announcement', 'dismissed')
  })
})

describe('server HTML, boot script and CSS together (before React runs)', () => {
  const css = fs
    .readFileSync(path.join(__dirname, 'AnnouncementBar.module.css'), 'utf8')
    // what the CSS-module compiler does with :global(...) and (non-scoped) local class names
    .replace(/:global\(((?:[^()]|\([^()]*\))*)\)/g, '$1')

  /** Loads the server-rendered bar into the page the way a browser parses it: the inline script runs first. */
  function loadServerHtml(data: AnnouncementBar) {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<AnnouncementBarView bar={data} siteHost={SITE} />)
    const inert = host.querySelector('script')
    if (inert) {
      const script = document.createElement('script')
      script.setAttribute(KEY_ATTRIBUTE, inert.getAttribute(KEY_ATTRIBUTE) ?? '')
      script.textContent = inert.textContent
      inert.replaceWith(script)
    }
    const style = document.createElement('style')
    style.textContent = css
    document.head.append(style)
    document.body.append(host) // the script executes on insertion, before anything else reads the page
    const cleanup = () => {
      host.remove()
      style.remove()
    }
    return { section: host.querySelector('section')!, cleanup }
  }

  const daysAgo = (days: number) => String(Date.now() - days * 86_400_000)
  const banner = document.createElement('div')
  afterEach(() => banner.remove())

  it.each<{ label: string; arrange: (data: AnnouncementBar) => void; visible: boolean }>([
    { label: 'a first visit', arrange: () => {}, visible: true },
    {
      label: 'dismissed yesterday',
      arrange: (data) => localStorage.setItem(storageKey(data), daysAgo(1)),
      visible: false,
    },
    {
      label: 'dismissed 15 days ago',
      arrange: (data) => localStorage.setItem(storageKey(data), daysAgo(15)),
      visible: true,
    },
    {
      label: 'the previous announcement dismissed yesterday',
      arrange: () => localStorage.setItem(storageKey(bar({ announcementText: 'Old news' })), daysAgo(1)),
      visible: true,
    },
    {
      label: 'a privacy banner marked on <html>',
      arrange: () => setPrivacyBannerVisible(true),
      visible: false,
    },
    {
      label: 'a privacy banner element carrying the attribute',
      arrange: () => {
        banner.setAttribute(PRIVACY_BANNER_ATTRIBUTE, 'visible')
        document.body.append(banner)
      },
      visible: false,
    },
  ])('$label → visible: $visible', ({ arrange, visible }) => {
    const data = bar()
    arrange(data)
    const { section, cleanup } = loadServerHtml(data)
    expect(getComputedStyle(section).display === 'none').toBe(!visible)
    cleanup()
  })

  it('escapes the key attribute like any attribute', () => {
    const out = renderToString(
      <AnnouncementBarBootScript storageKey={'"></script><script>alert(1)</script>'} />,
    )
    expect(out.match(/<script/g)).toHaveLength(1)
    expect(out).toContain('&quot;&gt;&lt;/script&gt;')
  })
})

describe('the privacy-updated bar for a reader the privacy banner asked again (issue 18)', () => {
  const css = fs
    .readFileSync(path.join(__dirname, 'AnnouncementBar.module.css'), 'utf8')
    .replace(/:global\(((?:[^()]|\([^()]*\))*)\)/g, '$1')

  afterEach(() => {
    html().removeAttribute(VARIANT_ATTRIBUTE)
  })

  it('is in every announcement’s HTML, hidden, with its own dismiss button', () => {
    const { container } = render(<AnnouncementBarView bar={bar()} siteHost={SITE} />)
    expect(screen.queryByRole('region', { name: 'Privacy update' })).toBeNull()
    const hidden = container.querySelector<HTMLElement>('[data-announcement-reader-variant]')!
    expect(hidden).toHaveAttribute('hidden')
    expect(hidden).not.toHaveAttribute('data-announcement-bar')
    hidden.hidden = false // what the CSS does in the browser for that reader
    const region = screen.getByRole('region', { name: 'Privacy update' })
    expect(region).toBe(hidden)
    expect(within(region).getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(within(region).getByRole('button', { name: 'Dismiss privacy update' })).toBeInTheDocument()
  })

  it('is not added to the editors’ own privacy-updated bar, nor to a bar that is switched off', () => {
    render(<AnnouncementBarView bar={bar({ isPrivacySettingsUpdatedMPD: true })} siteHost={SITE} />)
    expect(screen.getAllByRole('region', { name: 'Privacy update', hidden: true })).toHaveLength(1)
    const { container } = render(<AnnouncementBarView bar={bar({ enabled: false })} siteHost={SITE} />)
    expect(container).toBeEmptyDOMElement()
  })

  /** The server HTML with its boot script live and the CSS loaded: which of the two bars shows. */
  function shownBars() {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<AnnouncementBarView bar={bar()} siteHost={SITE} />)
    const inert = host.querySelector('script')!
    const script = document.createElement('script')
    script.setAttribute(KEY_ATTRIBUTE, inert.getAttribute(KEY_ATTRIBUTE) ?? '')
    script.textContent = inert.textContent
    inert.replaceWith(script)
    const style = document.createElement('style')
    style.textContent = css
    document.head.append(style)
    document.body.append(host)
    const shown = (selector: string) => getComputedStyle(host.querySelector(selector)!).display !== 'none'
    const result = {
      announcement: shown('[data-announcement-bar="announcement"]'),
      privacyUpdated: shown('[data-announcement-reader-variant]'),
    }
    host.remove()
    style.remove()
    return result
  }

  it.each<{ label: string; arrange: () => void; announcement: boolean; privacyUpdated: boolean }>([
    { label: 'a reader never asked again', arrange: () => {}, announcement: true, privacyUpdated: false },
    {
      label: 'a reader asked again',
      arrange: () => localStorage.setItem(PRIVACY_UPDATED_KEY, '2'),
      announcement: false,
      privacyUpdated: true,
    },
    {
      label: 'a reader asked again who dismissed the privacy update',
      arrange: () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, '2')
        localStorage.setItem(PRIVACY_UPDATED_DISMISSAL_KEY, String(Date.now()))
      },
      announcement: true,
      privacyUpdated: false,
    },
    {
      label: 'a reader asked again while the privacy banner shows',
      arrange: () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, '2')
        setPrivacyBannerVisible(true)
      },
      announcement: false,
      privacyUpdated: false,
    },
    {
      label: 'a reader asked again who just dismissed it on this page',
      arrange: () => {
        localStorage.setItem(PRIVACY_UPDATED_KEY, '2')
        html().setAttribute(DISMISSED_ATTRIBUTE, 'dismissed')
      },
      announcement: false,
      privacyUpdated: false,
    },
  ])(
    '$label → announcement $announcement, privacy update $privacyUpdated',
    ({ arrange, label: _l, ...expected }) => {
      arrange()
      expect(shownBars()).toEqual(expected)
    },
  )

  it('dismissing it records the dismissal and forgets that the reader was asked again', async () => {
    const user = userEvent.setup()
    localStorage.setItem(PRIVACY_UPDATED_KEY, '2')
    html().setAttribute(VARIANT_ATTRIBUTE, 'privacyUpdated')
    const { container } = render(
      <>
        <AnnouncementBarView bar={bar()} siteHost={SITE} />
        <main id="main" tabIndex={-1}>
          Article
        </main>
      </>,
    )
    const region = container.querySelector<HTMLElement>('[data-announcement-reader-variant]')!
    region.hidden = false // what the CSS does in the browser
    await user.click(within(region).getByRole('button', { name: 'Dismiss privacy update' }))
    expect(localStorage.getItem(PRIVACY_UPDATED_KEY)).toBeNull()
    expect(localStorage.getItem(PRIVACY_UPDATED_DISMISSAL_KEY)).toMatch(/^\d+$/)
    expect(html()).toHaveAttribute(DISMISSED_ATTRIBUTE, 'dismissed')
    expect(screen.getByRole('main')).toHaveFocus()
    // The announcement's own dismissal is untouched: it shows again on the next page.
    expect(localStorage.getItem(storageKey(bar()))).toBeNull()
  })
})
