import fs from 'node:fs'
import path from 'node:path'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { VideoBlock } from '@/cms/payload-types'
import { experimentAttribute } from '@/lib/experiments/experiments'
import { EXPERIMENT_KEYS } from '@/lib/experiments/keys'
import { loadConfig } from '@/platform/config.mjs'
import { publicThirdParties } from '@/privacy/thirdParty/registry'
import { resetPage, setPrivacyConfig } from '@/privacy/thirdParty/testData'
import { doc, p } from '@/seed/lexical'
import { commerceContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import type { JsonLdNode, WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { Video } from './Video'
import { videoFixtures } from './Video.fixtures'
import { videoWidget } from './Video.widget'
import { NO_VIDEOS_EXPERIMENT, NO_VIDEOS_VARIANT } from './video'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: ['walking'],
  articleTitle: 'Walking for heart health',
  articlePath: '/fitness/walking-for-heart-health',
  authors: [],
  siteHost: 'wellread.example',
}

// The page's privacy settings list the embed providers (as the site's layout renders them): the frames'
// third-party guard reads them on the reader's press.
beforeEach(() => setPrivacyConfig(publicThirdParties(loadConfig({}))))
afterEach(resetPage)

const examples = videoFixtures.examples(sampleRefs)
const [walking, playlist, placeholder] = examples.map((e) => withIds(e.blocks, 'video')[0]!) as [
  VideoBlock,
  VideoBlock,
  VideoBlock,
]

const NOTICE = 'Playing this video loads it from YouTube, which may set cookies.'

/** The server's HTML, parsed. */
function serverHtml(block: VideoBlock): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<Video block={block} context={context} ordinal={1} />)
  return host
}

/** Every address the HTML would make the browser fetch by itself (not links the reader may follow). */
function fetchedAddresses(root: HTMLElement): string[] {
  const out: string[] = []
  for (const el of root.querySelectorAll('[src], [srcset], link[href], [poster], object[data]')) {
    for (const attr of ['src', 'poster', 'data', 'href']) {
      const value = el.getAttribute(attr)
      if (value && (attr !== 'href' || el.tagName === 'LINK')) out.push(value)
    }
    for (const part of (el.getAttribute('srcset') ?? '').split(','))
      if (part.trim()) out.push(part.trim().split(/\s+/)[0]!)
  }
  return out
}

/** The reader scrolls near the block: the leaf's code loads and the facade becomes interactive. */
async function loadLeaf() {
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Video in the server HTML', () => {
  it('shows the title, the facade (poster, provider, notice, play link), the description and the transcript', () => {
    const html = serverHtml(walking)
    expect(
      within(html).getByRole('heading', { level: 2, name: 'A 10-minute walk to start your day' }),
    ).toBeTruthy()
    expect(html.textContent).toContain('YouTube')
    expect(html.textContent).toContain(NOTICE)
    expect(html.textContent).toContain('A physiotherapist walks you through')
    const play = within(html).getByRole('link', { name: /^Play video: a 10-minute walking warm-up/ })
    // Without JavaScript the reader may choose to watch it at YouTube, in a new tab.
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Wr7kYt3pQ2s&t=95s')
    expect(play).toHaveAttribute('target', '_blank')
    expect(play.getAttribute('rel')).toContain('noopener')
    expect(html.querySelector('summary')?.textContent).toBe('Transcript')
    expect(html.querySelector('details')?.textContent).toContain('stand tall, let your shoulders drop')
    expect(html.querySelector('details')).not.toHaveAttribute('open')
  })

  it.each([
    ['the video', walking],
    ['the playlist', playlist],
  ])('loads nothing from another host for %s: no frame, the poster is the site’s own', (_label, block) => {
    const html = serverHtml(block)
    expect(html.querySelector('iframe, script, object, embed')).toBeNull()
    const addresses = fetchedAddresses(html)
    expect(addresses.length).toBeGreaterThan(0)
    for (const address of addresses) expect(address, address).toMatch(/^\/(?!\/)/)
    expect(html.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/sample\/pictures\/video-poster-/),
    )
  })

  it('reserves the box in the block’s shape (16:9 unless the editor picks another)', () => {
    const box = serverHtml(walking).querySelector<HTMLElement>('[data-embed="youtube"]')!
    expect(box.style.getPropertyValue('--embed-ratio')).toBe('16 / 9')
    const tall = serverHtml({ ...walking, aspectRatio: '9:16' }).querySelector<HTMLElement>('[data-embed]')!
    expect(tall.style.getPropertyValue('--embed-ratio')).toBe('9 / 16')
  })

  it('draws the site’s own panel when there is no poster', () => {
    const html = serverHtml({ ...walking, poster: null })
    expect(html.querySelector('img')).toBeNull()
    expect(html.querySelector('[data-embed] svg')).not.toBeNull()
    expect(html.textContent).toContain(NOTICE)
  })

  it('shows the placeholder without embed code (001 §8)', () => {
    const { container } = render(<Video block={placeholder} context={context} />)
    expect(container.textContent).toBe('Video PlaceholderVideo implementation pending')
  })

  it.each([
    ['a service the site does not play', { embeddedVideoCode: 'https://vimeo.com/123456789' }],
    ['code without a video id or playlist id', { embeddedVideoCode: '<div class="player"></div>' }],
  ])('renders nothing for %s', (_label, change) => {
    const { container } = render(<Video block={{ ...walking, ...change }} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('survives malformed stored content', () => {
    const broken = {
      blockType: 'video',
      embeddedVideoCode: 'https://youtu.be/abcDEF12345',
      transcripts: [null, { text: null }],
      poster: 7,
      aspectRatio: 'huge',
    } as unknown as VideoBlock
    const { container } = render(<Video block={broken} context={context} />)
    expect(container.querySelector('details')).toBeNull()
    expect(screen.getByRole('link', { name: /^Play video/ })).toBeInTheDocument()
    expect(
      container.querySelector<HTMLElement>('[data-embed]')!.style.getPropertyValue('--embed-ratio'),
    ).toBe('16 / 9')
  })

  it('labels each transcript, in the editor’s words', () => {
    const block = {
      ...walking,
      transcripts: [
        { text: doc(p('Hello.')) },
        { label: 'Spanish', text: doc(p('Hola.')) },
        { label: 'Empty', text: doc(p('  ')) },
      ],
    }
    const summaries = [...serverHtml(block).querySelectorAll('summary')].map((s) => s.textContent)
    expect(summaries).toEqual(['Transcript', 'Transcript (Spanish)'])
  })
})

describe('pressing play', () => {
  it('with the keyboard: the player replaces the facade in the same box, and focus moves to it', async () => {
    const user = userEvent.setup()
    const { container } = render(<Video block={walking} context={context} ordinal={1} />)
    expect(container.querySelector('[data-lazy-leaf="video"]')).toHaveAttribute('data-lazy-state', 'waiting')
    await loadLeaf()
    const play = await screen.findByRole('button', {
      name: 'Play video: a 10-minute walking warm-up with a physiotherapist',
    })
    expect(container.querySelector('iframe')).toBeNull()
    const box = container.querySelector<HTMLElement>('[data-embed="youtube"]')!
    const ratio = box.style.getPropertyValue('--embed-ratio')

    await user.tab()
    expect(play).toHaveFocus()
    await user.keyboard('{Enter}')

    const frame = container.querySelector('iframe')!
    expect(frame).not.toBeNull()
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Wr7kYt3pQ2s?autoplay=1&start=95',
    )
    expect(frame.getAttribute('title')).toBe(
      'YouTube video: a 10-minute walking warm-up with a physiotherapist',
    )
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin')
    expect(frame.getAttribute('allow')).toContain('autoplay')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    expect(frame).toHaveFocus()
    // The same box, the same shape: the facade's words are gone, nothing else moved.
    expect(container.querySelector('[data-embed="youtube"]')).toBe(box)
    expect(box.style.getPropertyValue('--embed-ratio')).toBe(ratio)
    expect(box).not.toHaveTextContent(NOTICE)
    // Never the page's title, path or topic.
    for (const secret of ['walking-for-heart-health', 'Walking for heart health', 'fitness'])
      expect(frame.getAttribute('src')).not.toContain(secret)
  })

  it('with the mouse, for a playlist', async () => {
    const user = userEvent.setup()
    const { container } = render(<Video block={playlist} context={context} />)
    await loadLeaf()
    await user.click(await screen.findByRole('button', { name: /^Play video/ }))
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLw3llR3adBr3aThNGm9q7XkM2b&autoplay=1',
    )
  })

  it('counts the press on the first-party data layer, without anything about the reader', async () => {
    const { container } = render(<Video block={walking} context={context} ordinal={2} />)
    await loadLeaf()
    const play = await screen.findByRole('button', { name: /^Play video/ })
    expect(JSON.parse(play.getAttribute('data-track-click')!)).toEqual({
      category: 'video',
      name: 'A 10-minute walk to start your day',
      position: 2,
      variant: 'youtube',
    })
    expect(JSON.parse(container.querySelector('section')!.getAttribute('data-track-view')!)).toMatchObject({
      category: 'video',
      position: 2,
    })
  })
})

describe('the noVideos test flag', () => {
  it('is an experiment key editors can run, marked on <html> as data-ab-no-videos', () => {
    expect(EXPERIMENT_KEYS.map((e) => e.key)).toContain(NO_VIDEOS_EXPERIMENT)
    expect(experimentAttribute(NO_VIDEOS_EXPERIMENT)).toBe('data-ab-no-videos')
  })

  it('hides every video block (and its placeholder) with CSS, before anything loads', async () => {
    // The module's own rules, as the browser gets them (class names are not hashed in tests).
    const css = fs
      .readFileSync(path.join(__dirname, 'Video.module.css'), 'utf8')
      .replace(/:global\(([^)]*\])\)/g, '$1')
    const style = document.createElement('style')
    style.textContent = css
    document.head.append(style)
    try {
      const { container } = render(
        <>
          <Video block={walking} context={context} />
          <Video block={placeholder} context={context} />
        </>,
      )
      const roots = [...container.children] as HTMLElement[]
      expect(roots).toHaveLength(2)
      for (const root of roots) expect(getComputedStyle(root).display).not.toBe('none')
      document.documentElement.setAttribute(experimentAttribute(NO_VIDEOS_EXPERIMENT), 'off')
      for (const root of roots) expect(getComputedStyle(root).display).not.toBe('none')
      document.documentElement.setAttribute(experimentAttribute(NO_VIDEOS_EXPERIMENT), NO_VIDEOS_VARIANT)
      for (const root of roots) expect(getComputedStyle(root).display).toBe('none')
    } finally {
      style.remove()
      document.documentElement.removeAttribute(experimentAttribute(NO_VIDEOS_EXPERIMENT))
    }
  })
})

describe('VideoObject structured data', () => {
  const page = { url: 'https://wellread.example/health/widget-gallery' }
  const nodes = videoWidget.structuredData!(
    examples.flatMap((e) => withIds(e.blocks, 'video')),
    page,
  )

  /** Issues the validator finds: every error, and properties schema.org does not know. */
  async function problems(graph: JsonLdNode[]) {
    // The validator ships no type declarations: its one class, as used here.
    const { default: Validator } = (await import('@adobe/structured-data-validator' as string)) as {
      default: new (schemaOrgJson?: unknown) => { validate(data: unknown): Promise<unknown[]> }
    }
    const validator = new Validator(MINIMAL_SCHEMA_ORG)
    const issues = (await validator.validate({ jsonld: { VideoObject: structuredClone(graph) } })) as {
      severity: string
      errorType?: string
      issueMessage: string
    }[]
    return issues
      .filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')
      .map((i) => i.issueMessage)
  }

  it('describes the videos with a poster and a date, with the site’s poster as the thumbnail', () => {
    expect(nodes).toHaveLength(2)
    expect(nodes[0]).toMatchObject({
      '@type': 'VideoObject',
      '@id': 'https://wellread.example/health/widget-gallery#video-1',
      name: 'A 10-minute walk to start your day',
      thumbnailUrl: 'https://wellread.example/sample/pictures/video-poster-walking.webp',
      uploadDate: '2025-09-15T12:00:00.000Z',
      duration: 'PT10M24S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Wr7kYt3pQ2s?start=95',
    })
    expect(String(nodes[0]!.transcript)).toMatch(/^Hello, and welcome\./)
    expect(nodes[1]).toMatchObject({ name: 'Breathing exercises for calmer days' })
    expect(nodes[1]).not.toHaveProperty('duration')
  })

  it('passes the structured-data validator', async () => {
    expect(await problems(nodes)).toEqual([])
  })

  it('the validator fails a broken VideoObject (the check can fail)', async () => {
    const { thumbnailUrl: _t, uploadDate: _u, ...broken } = nodes[0]!
    expect(await problems([{ ...broken, thumbnailURL: 'x' } as JsonLdNode])).toEqual(
      expect.arrayContaining([
        expect.stringContaining('thumbnailUrl'),
        expect.stringContaining('uploadDate'),
        expect.stringContaining('"thumbnailURL"'),
      ]),
    )
  })

  it('leaves out videos search engines would refuse (no poster or no date) and the placeholder', () => {
    const blocks = [{ ...walking, poster: null }, { ...walking, uploadDate: null }, placeholder]
    expect(videoWidget.structuredData!(blocks, page)).toEqual([])
  })
})

/**
 * The part of the schema.org vocabulary a VideoObject uses, in the shape of schema.org's
 * `schemaorg-all-https.jsonld` (which cannot be downloaded here): the type chain and the properties with
 * their real domains, so the validator flags unknown types and properties.
 */
const MINIMAL_SCHEMA_ORG = {
  '@graph': [
    { '@id': 'schema:Thing', '@type': 'rdfs:Class' },
    { '@id': 'schema:CreativeWork', '@type': 'rdfs:Class', 'rdfs:subClassOf': { '@id': 'schema:Thing' } },
    {
      '@id': 'schema:MediaObject',
      '@type': 'rdfs:Class',
      'rdfs:subClassOf': { '@id': 'schema:CreativeWork' },
    },
    {
      '@id': 'schema:VideoObject',
      '@type': 'rdfs:Class',
      'rdfs:subClassOf': { '@id': 'schema:MediaObject' },
    },
    ...[
      ['name', 'Thing'],
      ['description', 'Thing'],
      ['url', 'Thing'],
      ['thumbnailUrl', 'Thing'],
      ['uploadDate', 'MediaObject'],
      ['duration', 'MediaObject'],
      ['embedUrl', 'MediaObject'],
      ['contentUrl', 'MediaObject'],
      ['transcript', 'VideoObject'],
    ].map(([property, domain]) => ({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': { '@id': `schema:${domain}` },
    })),
  ],
}
