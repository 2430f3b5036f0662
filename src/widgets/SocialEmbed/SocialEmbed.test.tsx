import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { SocialEmbedBlock } from '@/cms/payload-types'
import { loadConfig } from '@/platform/config.mjs'
import { publicThirdParties } from '@/privacy/thirdParty/registry'
import { resetPage, setPrivacyConfig } from '@/privacy/thirdParty/testData'
import { TOPIC_ATTRIBUTE } from '@/privacy/thirdParty/topic'
import { commerceContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { SocialEmbed } from './SocialEmbed'
import { socialEmbedFixtures } from './SocialEmbed.fixtures'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: ['nutrition'],
  articleTitle: 'Healthy lunches',
  articlePath: '/nutrition/healthy-lunches',
  authors: [],
  siteHost: 'wellread.example',
}

// The page's privacy settings list the embed providers (as the site's layout renders them): the frames'
// third-party guard reads them on the reader's press.
beforeEach(() => setPrivacyConfig(publicThirdParties(loadConfig({}))))
afterEach(resetPage)

const examples = socialEmbedFixtures.examples(sampleRefs)
const blocks = examples.flatMap((e) => withIds(e.blocks, 'social')) as SocialEmbedBlock[]
const [instagram, tiktok, tableau] = blocks as [SocialEmbedBlock, SocialEmbedBlock, SocialEmbedBlock]
const block = (embedCode: string, extra: Partial<SocialEmbedBlock> = {}): SocialEmbedBlock => ({
  blockType: 'socialEmbed',
  embedCode,
  ...extra,
})
/** Stored before the editor refused it (publishing now refuses an unsupported address). */
const vimeo = block('https://vimeo.com/123456789', { id: 'social-vimeo', title: 'a stretching routine' })

function serverHtml(b: SocialEmbedBlock): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<SocialEmbed block={b} context={context} />)
  return host
}

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

describe('SocialEmbed in the server HTML', () => {
  it('shows the facade: the site’s poster, the provider, the notice and "Show post"; no frame', () => {
    const html = serverHtml(instagram)
    expect(html.querySelector('iframe, script, blockquote')).toBeNull()
    expect(html.querySelector('img')).toHaveAttribute('src', '/sample/pictures/embed-post.webp')
    expect(html.textContent).toContain('Instagram')
    expect(html.textContent).toContain('Showing this post loads it from Instagram, which may set cookies.')
    expect(within(html).getByRole('link', { name: /^Show post: a colourful lunch bowl/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/C8wR3xLpQ7d/',
    )
    expect(
      within(html).getByRole('figure', { name: 'Instagram: a colourful lunch bowl that keeps you full' }),
    ).toBeTruthy()
  })

  it('gives posts their own fixed shape and width (no layout shift when the post loads)', () => {
    const box = serverHtml(instagram).querySelector<HTMLElement>('[data-embed="instagram"]')!
    expect(box.style.getPropertyValue('--embed-ratio')).toBe('5 / 7')
    expect(box.style.maxWidth).toBe('540px')
    const tall = serverHtml(tiktok).querySelector<HTMLElement>('[data-embed="tiktok"]')!
    expect(tall.style.getPropertyValue('--embed-ratio')).toBe('9 / 19')
    const square = serverHtml({ ...instagram, aspectRatio: '1:1' }).querySelector<HTMLElement>(
      '[data-embed]',
    )!
    expect(square.style.getPropertyValue('--embed-ratio')).toBe('1 / 1')
    const quiz = serverHtml(block('https://www.qzzr.com/c/quiz/450245')).querySelector<HTMLElement>(
      '[data-embed]',
    )!
    expect(quiz.style.minHeight).toBe('560px')
  })

  it('draws the site’s own panel without a poster', () => {
    const html = serverHtml(tiktok)
    expect(html.querySelector('img')).toBeNull()
    expect(html.querySelector('[data-embed] svg')).not.toBeNull()
  })

  it.each([
    ['Vimeo (not supported)', vimeo],
    [
      'an X post',
      block('<blockquote class="twitter-tweet"><a href="https://twitter.com/x/status/1">x</a></blockquote>'),
    ],
    ['a Facebook post', block('https://www.facebook.com/wellread/posts/123')],
    ['an unreadable Instagram address', block('https://www.instagram.com/wellread/')],
    ['empty code', block('')],
    ['malformed content', { blockType: 'socialEmbed' } as SocialEmbedBlock],
  ])('renders nothing for %s', (_label, b) => {
    const { container } = render(<SocialEmbed block={b} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('showing the post', () => {
  it.each([
    [
      'Instagram',
      () => instagram,
      'Show post',
      'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
      'Instagram post: a colourful lunch bowl that keeps you full',
    ],
    [
      'TikTok',
      () => tiktok,
      'Show post',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
      'TikTok post: three stretches for tight hips',
    ],
    [
      'Tableau',
      () => tableau,
      'Show chart',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:embed=yes&:showVizHome=no',
      'Tableau Public chart: average hours of sleep by age group',
    ],
    [
      'D3',
      () => block('https://observablehq.com/@d3/bar-chart?cells=chart'),
      'Show chart',
      'https://observablehq.com/embed/@d3/bar-chart?cells=chart',
      'Observable chart',
    ],
    [
      'Qzzr',
      () => block('https://www.qzzr.com/c/quiz/450245', { title: 'sleep quiz' }),
      'Show quiz',
      'https://www.qzzr.com/c/quiz/450245',
      'Qzzr quiz: sleep quiz',
    ],
    [
      'YouTube',
      () => block('https://youtu.be/abcDEF12345?t=1m'),
      'Play video',
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&start=60',
      'YouTube video',
    ],
  ])(
    '%s: the keyboard press puts the frame in the box and moves focus to it',
    async (_label, get, action, src, title) => {
      const user = userEvent.setup()
      const { container } = render(<SocialEmbed block={get()} context={context} ordinal={1} />)
      await loadLeaf()
      const button = await screen.findByRole('button', { name: new RegExp(`^${action}`) })
      const box = container.querySelector('[data-embed]')
      button.focus()
      await user.keyboard(' ')
      const frame = container.querySelector('iframe')!
      expect(frame.getAttribute('src')).toBe(src)
      expect(frame.getAttribute('title')).toBe(title)
      expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin')
      expect(frame).toHaveFocus()
      expect(container.querySelector('[data-embed]')).toBe(box)
      expect(screen.queryByRole('button')).toBeNull()
    },
  )
})

describe('when the third-party guard refuses the frame', () => {
  it.each([
    [
      'its address names the page’s topic',
      () => {
        const topic = document.createElement('article')
        topic.setAttribute(TOPIC_ATTRIBUTE, 'sleep insomnia')
        document.body.append(topic)
      },
    ],
    ['the page does not list the provider', () => setPrivacyConfig([])],
  ])(
    '(%s) nothing loads: the press turns the button into the provider’s link, which takes focus',
    async (_label, arrange) => {
      const user = userEvent.setup()
      const quiz = block('https://www.qzzr.com/c/quiz/450245/sleep-quiz', { title: 'a quiz' })
      const { container } = render(<SocialEmbed block={quiz} context={context} ordinal={1} />)
      await loadLeaf()
      arrange()
      await user.click(await screen.findByRole('button', { name: /^Show quiz/ }))
      expect(container.querySelector('iframe')).toBeNull()
      const link = screen.getByRole('link', { name: /^Show quiz: a quiz \(opens Qzzr in a new tab\)/ })
      expect(link).toHaveAttribute('href', 'https://www.qzzr.com/c/quiz/450245/sleep-quiz')
      expect(link).toHaveFocus()
      expect(screen.getByRole('status')).toHaveTextContent(
        'This quiz can’t be shown on this page. You can open it on Qzzr instead.',
      )
      expect(window.wellreadEvents?.at(-1)).toMatchObject({ name: 'third_party_blocked', kind: 'frame' })
    },
  )
})
