import { THIRD_PARTIES } from '@/platform/config.mjs'
import {
  aspectRatioOf,
  decodeEntities,
  EMBED_PROVIDER_KEYS,
  EMBED_PROVIDERS,
  EMBED_SHAPES,
  embedAction,
  embedFrameTitle,
  embedNotice,
  MAX_START_SECONDS,
  parseEmbed,
  parseVideoEmbed,
  startSeconds,
  urlsIn,
  type VideoRef,
  videoFrameSrc,
  videoPageUrl,
} from './providers'

const yt = (
  videoId: string | null,
  playlistId: string | null = null,
  start: number | null = null,
): VideoRef => ({
  provider: 'youtube',
  videoId,
  playlistId,
  start,
})

describe('the providers', () => {
  it('are exactly the seven of the spec (000 §5)', () => {
    expect([...EMBED_PROVIDER_KEYS].sort()).toEqual(
      ['d3', 'instagram', 'jwplayer', 'qzzr', 'tableau', 'tiktok', 'youtube'].sort(),
    )
    expect(Object.keys(EMBED_PROVIDERS).sort()).toEqual([...EMBED_PROVIDER_KEYS].sort())
  })

  it('each has its frame origins in the Content-Security-Policy list, as media (consent) third parties', () => {
    const frameSources = THIRD_PARTIES.flatMap((t) => t.sources['frame-src'] ?? [])
    for (const provider of Object.values(EMBED_PROVIDERS)) {
      for (const origin of provider.frameOrigins) expect(frameSources, provider.name).toContain(origin)
    }
    const ours = THIRD_PARTIES.filter((t) =>
      (t.sources['frame-src'] ?? []).some((s) =>
        Object.values(EMBED_PROVIDERS).some((p) => p.frameOrigins.includes(s)),
      ),
    )
    for (const entry of ours) expect(entry.consent, entry.name).toBe('media')
  })

  it.each([
    ['video', 'YouTube', 'Play video', 'Playing this video loads it from YouTube, which may set cookies.'],
    ['post', 'Instagram', 'Show post', 'Showing this post loads it from Instagram, which may set cookies.'],
    [
      'chart',
      'Tableau Public',
      'Show chart',
      'Showing this chart loads it from Tableau Public, which may set cookies.',
    ],
    ['quiz', 'Qzzr', 'Show quiz', 'Showing this quiz loads it from Qzzr, which may set cookies.'],
  ] as const)('a %s from %s: "%s" and its notice', (kind, name, action, notice) => {
    expect(embedAction(kind)).toBe(action)
    expect(embedNotice(kind, name)).toBe(notice)
  })

  it('names the frame by provider, kind and title', () => {
    expect(embedFrameTitle(EMBED_PROVIDERS.youtube, 'A morning walk')).toBe('YouTube video: A morning walk')
    expect(embedFrameTitle(EMBED_PROVIDERS.tiktok, '')).toBe('TikTok post')
  })
})

describe('reading embed code', () => {
  it.each([
    ['&amp;', '&'],
    ['Workbook&#47;Sheet', 'Workbook/Sheet'],
    ['a&#x2F;b', 'a/b'],
    ['&quot;x&quot;', '"x"'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('decodeEntities(%j) → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output)
  })

  it.each([
    [
      '<iframe src="https://www.youtube.com/embed/abcDEF12345?start=3"></iframe>',
      ['https://www.youtube.com/embed/abcDEF12345?start=3'],
    ],
    ['//www.youtube.com/embed/abcDEF12345', ['https://www.youtube.com/embed/abcDEF12345']],
    ['www.youtube.com/watch?v=abcDEF12345', ['https://www.youtube.com/watch?v=abcDEF12345']],
    ['see https://a.example/x and http://b.example/y', ['https://a.example/x', 'http://b.example/y']],
    ['https://x.example/?a=1&amp;b=2', ['https://x.example/?a=1&b=2']],
    ['no address here', []],
    ['', []],
    [null, []],
    [42, []],
  ])('urlsIn(%j)', (code, expected) => {
    expect(urlsIn(code).map((u) => u.href)).toEqual(expected)
  })
})

describe('startSeconds', () => {
  it.each([
    ['90', 90],
    ['0', 0],
    ['90s', 90],
    ['1m30s', 90],
    ['1m', 60],
    ['2h', 7200],
    ['1h2m3s', 3723],
    ['1H2M3S', 3723],
    [' 45 ', 45],
    [String(MAX_START_SECONDS), MAX_START_SECONDS],
    [String(MAX_START_SECONDS + 1), null],
    ['', null],
    [null, null],
    [undefined, null],
    ['h', null],
    ['1:30', null],
    ['-5', null],
    ['1.5', null],
    ['abc', null],
    ['30s1m', null],
  ])('startSeconds(%j) → %j', (value, seconds) => {
    expect(startSeconds(value)).toBe(seconds)
  })
})

describe('parseVideoEmbed', () => {
  it.each([
    [
      'YouTube embed code',
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/abcDEF12345" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
      yt('abcDEF12345'),
    ],
    ['embed with start', 'https://www.youtube.com/embed/abcDEF12345?start=95', yt('abcDEF12345', null, 95)],
    [
      'embed code with si and start (&amp;)',
      '<iframe src="https://www.youtube.com/embed/abcDEF12345?si=Zx9&amp;start=42"></iframe>',
      yt('abcDEF12345', null, 42),
    ],
    ['no-cookie embed', 'https://www.youtube-nocookie.com/embed/abc_DEF-123', yt('abc_DEF-123')],
    ['watch page', 'https://www.youtube.com/watch?v=abcDEF12345', yt('abcDEF12345')],
    [
      'watch page with t=1m30s',
      'https://www.youtube.com/watch?v=abcDEF12345&t=1m30s',
      yt('abcDEF12345', null, 90),
    ],
    ['mobile watch page', 'https://m.youtube.com/watch?v=abcDEF12345&feature=share', yt('abcDEF12345')],
    ['short link', 'https://youtu.be/abcDEF12345', yt('abcDEF12345')],
    ['short link with t', 'https://youtu.be/abcDEF12345?t=90', yt('abcDEF12345', null, 90)],
    ['short link with #t', 'https://youtu.be/abcDEF12345#t=2m', yt('abcDEF12345', null, 120)],
    ['Shorts', 'https://www.youtube.com/shorts/abcDEF12345', yt('abcDEF12345')],
    ['live', 'https://www.youtube.com/live/abcDEF12345?feature=share', yt('abcDEF12345')],
    ['old /v/', 'http://www.youtube.com/v/abcDEF12345', yt('abcDEF12345')],
    ['without a scheme', 'youtube.com/watch?v=abcDEF12345', yt('abcDEF12345')],
    ['protocol-relative', '<iframe src="//www.youtube.com/embed/abcDEF12345"></iframe>', yt('abcDEF12345')],
    [
      'playlist page',
      'https://www.youtube.com/playlist?list=PLabcdefghij123456',
      yt(null, 'PLabcdefghij123456'),
    ],
    [
      'playlist embed',
      'https://www.youtube.com/embed/videoseries?list=PLabcdefghij123456',
      yt(null, 'PLabcdefghij123456'),
    ],
    [
      'video in a playlist',
      'https://www.youtube.com/watch?v=abcDEF12345&list=PLabcdefghij123456&t=30',
      yt('abcDEF12345', 'PLabcdefghij123456', 30),
    ],
    ['unreadable start is ignored', 'https://youtu.be/abcDEF12345?t=soon', yt('abcDEF12345')],
    [
      'JW Player script',
      '<script src="https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.js"></script>',
      { provider: 'jwplayer', videoId: 'AbCd1234-XyZ98765', playlistId: null, start: null },
    ],
    [
      'JW Player iframe',
      '<iframe src="https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.html" width="640"></iframe>',
      { provider: 'jwplayer', videoId: 'AbCd1234-XyZ98765', playlistId: null, start: null },
    ],
    [
      'JW Player old host',
      'https://content.jwplatform.com/players/AbCd1234.html',
      { provider: 'jwplayer', videoId: 'AbCd1234', playlistId: null, start: null },
    ],
  ] as const)('%s', (_label, code, expected) => {
    expect(parseVideoEmbed(code)).toEqual(expected)
  })

  it.each([
    ['an id too short', 'https://youtu.be/abc'],
    ['an id too long', 'https://www.youtube.com/watch?v=abcDEF123456'],
    ['a channel page', 'https://www.youtube.com/@wellread'],
    ['a look-alike host', 'https://youtube.com.evil.example/embed/abcDEF12345'],
    ['another host', 'https://vimeo.com/123456789'],
    ['a bare id (use the video ID field)', 'abcDEF12345'],
    ['a JW Player page that is not a player', 'https://cdn.jwplayer.com/v2/media/AbCd1234'],
    ['a malformed JW Player id', 'https://cdn.jwplayer.com/players/AbC.js'],
    ['nothing', ''],
    ['not text', { src: 'https://youtu.be/abcDEF12345' }],
  ])('finds no video in %s', (_label, code) => {
    expect(parseVideoEmbed(code)).toBeNull()
  })
})

describe('video frames and pages', () => {
  it.each([
    [yt('abcDEF12345'), 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1'],
    [yt('abcDEF12345', null, 95), 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&start=95'],
    [yt('abcDEF12345', null, 0), 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1'],
    [
      yt(null, 'PLabcdefghij123456'),
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLabcdefghij123456&autoplay=1',
    ],
    [
      yt('abcDEF12345', 'PLabcdefghij123456', 30),
      'https://www.youtube-nocookie.com/embed/abcDEF12345?list=PLabcdefghij123456&autoplay=1&start=30',
    ],
    [
      { provider: 'jwplayer', videoId: 'AbCd1234-XyZ98765', playlistId: null, start: null } as VideoRef,
      'https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.html',
    ],
  ])('plays %j in %s', (ref, src) => {
    expect(videoFrameSrc(ref)).toBe(src)
  })

  it('has an embed address without autoplay for structured data', () => {
    expect(videoFrameSrc(yt('abcDEF12345', null, 5), { autoplay: false })).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345?start=5',
    )
  })

  it.each([
    [yt('abcDEF12345'), 'https://www.youtube.com/watch?v=abcDEF12345'],
    [
      yt('abcDEF12345', 'PLabcdefghij123456', 30),
      'https://www.youtube.com/watch?v=abcDEF12345&list=PLabcdefghij123456&t=30s',
    ],
    [yt(null, 'PLabcdefghij123456'), 'https://www.youtube.com/playlist?list=PLabcdefghij123456'],
  ])('links %j to %s', (ref, page) => {
    expect(videoPageUrl(ref)).toBe(page)
  })
})

describe('parseEmbed', () => {
  it.each([
    [
      'an Instagram blockquote',
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C8wR3xLpQ7d/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"></blockquote><script async src="//www.instagram.com/embed.js"></script>',
      'instagram',
      'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
      'https://www.instagram.com/p/C8wR3xLpQ7d/',
    ],
    [
      'an Instagram reel',
      'https://www.instagram.com/reel/C8wR3xLpQ7d/',
      'instagram',
      'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
      'https://www.instagram.com/p/C8wR3xLpQ7d/',
    ],
    [
      'an Instagram post with its account',
      'https://www.instagram.com/wellread/p/C8wR3xLpQ7d/',
      'instagram',
      'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
      'https://www.instagram.com/p/C8wR3xLpQ7d/',
    ],
    [
      'a TikTok link',
      'https://www.tiktok.com/@wellread.health/video/7391234567890123456?lang=en',
      'tiktok',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
      'https://www.tiktok.com/@wellread.health/video/7391234567890123456',
    ],
    [
      'a TikTok blockquote',
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@wellread.health/video/7391234567890123456" data-video-id="7391234567890123456"><section></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>',
      'tiktok',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
      'https://www.tiktok.com/@wellread.health/video/7391234567890123456',
    ],
    [
      'a TikTok frame',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
      'tiktok',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
      'https://www.tiktok.com/embed/v2/7391234567890123456',
    ],
    [
      'a YouTube link',
      'https://youtu.be/abcDEF12345?t=10',
      'youtube',
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&start=10',
      'https://www.youtube.com/watch?v=abcDEF12345&t=10s',
    ],
    [
      'a JW Player code',
      '<script src="https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.js"></script>',
      'jwplayer',
      'https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.html',
      'https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.html',
    ],
    [
      'a Tableau view',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:language=en-US&:display_count=n',
      'tableau',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:embed=yes&:showVizHome=no',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1',
    ],
    [
      'a Tableau profile link',
      'https://public.tableau.com/app/profile/wellread/viz/SleepHoursByAge/Dashboard1',
      'tableau',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:embed=yes&:showVizHome=no',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1',
    ],
    [
      "Tableau's embed code",
      "<div class='tableauPlaceholder'><object class='tableauViz'><param name='host_url' value='https%3A%2F%2Fpublic.tableau.com%2F' /><param name='name' value='SleepHoursByAge&#47;Dashboard1' /></object></div><script src='https://public.tableau.com/javascripts/api/viz_v1.js'></script>",
      'tableau',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:embed=yes&:showVizHome=no',
      'https://public.tableau.com/views/SleepHoursByAge/Dashboard1',
    ],
    [
      'a Qzzr quiz',
      'https://www.qzzr.com/c/quiz/450245/how-well-do-you-sleep',
      'qzzr',
      'https://www.qzzr.com/c/quiz/450245/how-well-do-you-sleep',
      'https://www.qzzr.com/c/quiz/450245/how-well-do-you-sleep',
    ],
    [
      'a Qzzr quiz on a publisher subdomain',
      'https://wellread.qzzr.com/quiz/450245',
      'qzzr',
      'https://wellread.qzzr.com/quiz/450245',
      'https://wellread.qzzr.com/quiz/450245',
    ],
    [
      'an Observable (D3) notebook',
      'https://observablehq.com/@d3/bar-chart?cells=chart',
      'd3',
      'https://observablehq.com/embed/@d3/bar-chart?cells=chart',
      'https://observablehq.com/@d3/bar-chart',
    ],
    [
      'an Observable embed frame',
      '<iframe width="100%" height="500" src="https://observablehq.com/embed/@wellread/sleep-by-age?cells=chart"></iframe>',
      'd3',
      'https://observablehq.com/embed/@wellread/sleep-by-age?cells=chart',
      'https://observablehq.com/@wellread/sleep-by-age',
    ],
  ])('%s', (_label, code, provider, src, link) => {
    const ref = parseEmbed(code)
    expect(ref).toMatchObject({ provider, src, link })
    // Every frame loads from one of its provider's origins (the ones the CSP lets in).
    const origin = new URL(ref!.src).origin
    const allowed = EMBED_PROVIDERS[ref!.provider].frameOrigins.some(
      (o) =>
        o === origin ||
        (o.includes('*.') && origin.endsWith(o.replace('https://*', '')) && origin.startsWith('https://')),
    )
    expect(allowed).toBe(true)
  })

  it.each([
    ['Vimeo', 'https://vimeo.com/123456789'],
    ['Facebook', '<iframe src="https://www.facebook.com/plugins/post.php?href=x"></iframe>'],
    [
      'X',
      '<blockquote class="twitter-tweet"><a href="https://twitter.com/wellread/status/1">x</a></blockquote>',
    ],
    ['an Instagram profile (not a post)', 'https://www.instagram.com/wellread/'],
    ['a TikTok profile', 'https://www.tiktok.com/@wellread.health'],
    ['a TikTok short link (cannot be read without asking TikTok)', 'https://vm.tiktok.com/ZMabc123/'],
    ['Tableau Server elsewhere', 'https://tableau.example.com/views/A/B'],
    ['a Tableau page that is not a view', 'https://public.tableau.com/app/discover'],
    ['Qzzr over http', 'http://www.qzzr.com/c/quiz/450245'],
    ['a Qzzr look-alike', 'https://qzzr.com.evil.example/quiz/1'],
    ['Qzzr with a password', 'https://user:pass@www.qzzr.com/quiz/1'],
    ['Observable over http', 'http://observablehq.com/@d3/bar-chart'],
    ['an Observable page that is not a notebook', 'https://observablehq.com/explore'],
    ['a script', 'javascript:alert(1)'],
    ['plain words', 'our favourite stretching post'],
    ['nothing', ''],
    ['not text', null],
  ])('%s renders nothing', (_label, code) => {
    expect(parseEmbed(code)).toBeNull()
  })
})

describe('aspectRatioOf', () => {
  it.each([
    ['16:9', '16 / 9'],
    ['4:3', '4 / 3'],
    ['9:16', '9 / 16'],
    ['1:1', '1 / 1'],
    ['16/9', '16 / 9'],
    [' 21 x 9 ', '21 / 9'],
    ['56.25%', '100 / 56.25'],
    ['75%', '100 / 75'],
    ['1.7778', '1.7778 / 1'],
    [1.5, '1.5 / 1'],
    ['0:9', '16 / 9'],
    ['16:0', '16 / 9'],
    ['1:5', '16 / 9'],
    ['5:1', '16 / 9'],
    ['4:1', '4 / 1'],
    ['1:4', '1 / 4'],
    ['wide', '16 / 9'],
    ['-16:9', '16 / 9'],
    ['', '16 / 9'],
    [null, '16 / 9'],
    [undefined, '16 / 9'],
  ])('aspectRatioOf(%j) → %s', (value, css) => {
    expect(aspectRatioOf(value)).toBe(css)
  })

  it('uses the given fallback, and reads every shape an editor can pick', () => {
    expect(aspectRatioOf('', '9 / 19')).toBe('9 / 19')
    for (const shape of EMBED_SHAPES) expect(aspectRatioOf(shape.value)).toBe(shape.value.replace(':', ' / '))
  })
})
