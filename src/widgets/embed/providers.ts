/**
 * The embed kit's rules (pure, table-tested in `providers.test.ts`): which services a video or a social embed
 * may come from (000 §5: instagram, youtube, jwplayer, qzzr, tableau, d3, tiktok; anything else renders
 * nothing), how an editor's embed code or address becomes the id of a post or video, and the address of the
 * frame that loads it once the reader asks for it.
 *
 * Nothing here loads anything: the page shows a facade (poster, provider, notice, button) and only the
 * reader's press puts the frame built here on the page. Every frame address starts with one of the
 * provider's `frameOrigins`, and those are the only hosts the Content-Security-Policy lets frames come from
 * (`THIRD_PARTIES` in `src/platform/config.mjs`; `providers.test.ts` checks both agree).
 */

export const EMBED_PROVIDER_KEYS = [
  'instagram',
  'youtube',
  'jwplayer',
  'qzzr',
  'tableau',
  'd3',
  'tiktok',
] as const
export type EmbedProviderKey = (typeof EMBED_PROVIDER_KEYS)[number]

/** What the reader gets when they press: decides the button's words and the notice. */
export type EmbedKind = 'video' | 'post' | 'chart' | 'quiz'

export type EmbedProvider = {
  /** The company's name as readers know it, shown on the facade and in the notice. */
  name: string
  kind: EmbedKind
  /** Origins the frame loads from (the CSP's frame-src for this provider). */
  frameOrigins: readonly string[]
  /** The frame's permissions (the iframe's `allow`). */
  allow: string
  /** The box the facade and the frame share, unless the editor picks a shape: CSS aspect-ratio. */
  ratio: string
  /** Widest the box gets, px (posts keep their own width); none: the column's width. */
  maxWidth?: number
  /** Least height of the box, px (quizzes need room whatever the width). */
  minHeight?: number
}

const VIDEO_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen'

export const EMBED_PROVIDERS: Record<EmbedProviderKey, EmbedProvider> = {
  youtube: {
    name: 'YouTube',
    kind: 'video',
    frameOrigins: ['https://www.youtube-nocookie.com'],
    allow: VIDEO_ALLOW,
    ratio: '16 / 9',
  },
  jwplayer: {
    name: 'JW Player',
    kind: 'video',
    frameOrigins: ['https://cdn.jwplayer.com'],
    allow: VIDEO_ALLOW,
    ratio: '16 / 9',
  },
  instagram: {
    name: 'Instagram',
    kind: 'post',
    frameOrigins: ['https://www.instagram.com'],
    allow: 'fullscreen',
    ratio: '5 / 7',
    maxWidth: 540,
  },
  tiktok: {
    name: 'TikTok',
    kind: 'post',
    frameOrigins: ['https://www.tiktok.com'],
    allow: 'fullscreen',
    ratio: '9 / 19',
    maxWidth: 340,
  },
  tableau: {
    name: 'Tableau Public',
    kind: 'chart',
    frameOrigins: ['https://public.tableau.com'],
    allow: 'fullscreen',
    ratio: '4 / 3',
  },
  d3: {
    name: 'Observable',
    kind: 'chart',
    frameOrigins: ['https://observablehq.com'],
    allow: 'fullscreen',
    ratio: '4 / 3',
  },
  qzzr: {
    name: 'Qzzr',
    kind: 'quiz',
    frameOrigins: ['https://qzzr.com', 'https://*.qzzr.com'],
    allow: '',
    ratio: '4 / 3',
    minHeight: 560,
  },
}

const NOUN: Record<EmbedKind, string> = { video: 'video', post: 'post', chart: 'chart', quiz: 'quiz' }

/** The facade's button: 'Play video', 'Show post', 'Show chart', 'Show quiz'. */
export function embedAction(kind: EmbedKind): string {
  return kind === 'video' ? 'Play video' : `Show ${NOUN[kind]}`
}

/** The facade's one-line notice, e.g. "Playing this video loads it from YouTube, which may set cookies." */
export function embedNotice(kind: EmbedKind, providerName: string): string {
  return `${kind === 'video' ? 'Playing' : 'Showing'} this ${NOUN[kind]} loads it from ${providerName}, which may set cookies.`
}

/**
 * The facade's notice when the third-party guard refuses the frame (its address names what the page is about,
 * or its host is not listed): the reader can still open it at the provider, in a new tab.
 */
export function embedRefusedNotice(kind: EmbedKind, providerName: string): string {
  return `This ${NOUN[kind]} can’t be ${kind === 'video' ? 'played' : 'shown'} on this page. You can open it on ${providerName} instead.`
}

/** The frame's title (its name for screen readers), e.g. "YouTube video: A morning walk". */
export function embedFrameTitle(provider: EmbedProvider, title: string): string {
  return title
    ? `${provider.name} ${NOUN[provider.kind]}: ${title}`
    : `${provider.name} ${NOUN[provider.kind]}`
}

// ——— reading what the editor pasted ———

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }

/** HTML entities in pasted embed code (`&amp;`, `&#47;`, `&#x2F;`) back to characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * Every web address in an embed code or a pasted link, in order: `https://…`, `http://…`, protocol-relative
 * `//…` (read as https), and a bare `www.youtube.com/…` typed without a scheme. Unparseable ones are skipped.
 */
export function urlsIn(code: unknown): URL[] {
  if (typeof code !== 'string') return []
  const text = decodeEntities(code).trim()
  if (!text) return []
  const found: URL[] = []
  const add = (raw: string) => {
    try {
      found.push(new URL(raw.startsWith('//') ? `https:${raw}` : raw))
    } catch {
      // not an address: skip it
    }
  }
  for (const match of text.matchAll(/(?:https?:)?\/\/[^\s"'<>\\`]+/gi)) add(match[0])
  if (found.length === 0 && /^[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*$/i.test(text)) add(`https://${text}`)
  return found
}

/** Whether `url`'s host is `domain` or one of its subdomains. */
export function hostIs(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

/** The longest start time honoured, s (a day): anything longer is a typo. */
export const MAX_START_SECONDS = 86_400

/**
 * A start time as YouTube writes it: seconds (`90`, `90s`) or hours, minutes and seconds (`1m30s`,
 * `1h2m3s`). Null when absent or unreadable; 0 means the beginning.
 */
export function startSeconds(value: string | null | undefined): number | null {
  const text = (value ?? '').trim().toLowerCase()
  if (!text) return null
  let seconds: number
  if (/^\d+$/.test(text)) seconds = Number(text)
  else {
    const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text)
    if (!parts || !(parts[1] || parts[2] || parts[3])) return null
    seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0)
  }
  return Number.isSafeInteger(seconds) && seconds <= MAX_START_SECONDS ? seconds : null
}

// ——— videos ———

export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
export const YOUTUBE_PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/
/** A JW Player media (or playlist) id, optionally with the player's id: `AbCd1234` or `AbCd1234-XyZ98765`. */
export const JWPLAYER_ID = /^[A-Za-z0-9]{8}(?:-[A-Za-z0-9]{8})?$/

/** A video as the site plays it: the service and its ids, and where to start (s). */
export type VideoRef = {
  provider: 'youtube' | 'jwplayer'
  videoId: string | null
  playlistId: string | null
  start: number | null
}

const YOUTUBE_PATH_KINDS = new Set(['embed', 'v', 'e', 'shorts', 'live'])

function youtubeFromUrl(url: URL): VideoRef | null {
  if (!['youtube.com', 'youtube-nocookie.com', 'youtu.be'].some((d) => hostIs(url, d))) return null
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | undefined
  if (hostIs(url, 'youtu.be')) candidate = segments[0]
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined
  else if (segments[0] && YOUTUBE_PATH_KINDS.has(segments[0])) candidate = segments[1]
  // `/embed/videoseries?list=…` plays a playlist ("videoseries" has the length of an id).
  const videoId =
    candidate && candidate !== 'videoseries' && YOUTUBE_VIDEO_ID.test(candidate) ? candidate : null
  const list = url.searchParams.get('list')
  const playlistId = list && YOUTUBE_PLAYLIST_ID.test(list) ? list : null
  if (!videoId && !playlistId) return null
  const hashStart = new URLSearchParams(url.hash.replace(/^#/, '')).get('t')
  const start = startSeconds(url.searchParams.get('start') ?? url.searchParams.get('t') ?? hashStart)
  return { provider: 'youtube', videoId, playlistId, start }
}

function jwplayerFromUrl(url: URL): VideoRef | null {
  if (!['jwplayer.com', 'jwplatform.com'].some((d) => hostIs(url, d))) return null
  const match = /^\/(?:players|previews)\/([A-Za-z0-9-]+?)(?:\.(?:html|js))?\/?$/.exec(url.pathname)
  const id = match?.[1]
  return id && JWPLAYER_ID.test(id)
    ? { provider: 'jwplayer', videoId: id, playlistId: null, start: null }
    : null
}

/**
 * The video in a YouTube or JW Player embed code or address (`<iframe src=…/embed/ID?start=30>`,
 * `watch?v=ID&t=1m30s`, `youtu.be/ID?t=90`, `/shorts/ID`, `playlist?list=PL…`,
 * `cdn.jwplayer.com/players/ID-PLAYER.js`…): the first address that names one. Null when none does.
 */
export function parseVideoEmbed(code: unknown): VideoRef | null {
  for (const url of urlsIn(code)) {
    const ref = youtubeFromUrl(url) ?? jwplayerFromUrl(url)
    if (ref) return ref
  }
  return null
}

/** The frame that plays the video when the reader presses play (YouTube without its tracking cookies). */
export function videoFrameSrc(ref: VideoRef, { autoplay = true } = {}): string {
  if (ref.provider === 'jwplayer') return `https://cdn.jwplayer.com/players/${ref.videoId}.html`
  const params = new URLSearchParams()
  if (ref.playlistId) params.set('list', ref.playlistId)
  if (autoplay) params.set('autoplay', '1')
  if (ref.start) params.set('start', String(ref.start))
  const query = params.toString()
  return `https://www.youtube-nocookie.com/embed/${ref.videoId ?? 'videoseries'}${query ? `?${query}` : ''}`
}

/** The video's own page at the service (a link for readers without JavaScript; chosen by them). */
export function videoPageUrl(ref: VideoRef): string {
  if (ref.provider === 'jwplayer') return videoFrameSrc(ref)
  if (!ref.videoId) return `https://www.youtube.com/playlist?list=${ref.playlistId}`
  const params = new URLSearchParams({ v: ref.videoId })
  if (ref.playlistId) params.set('list', ref.playlistId)
  if (ref.start) params.set('t', `${ref.start}s`)
  return `https://www.youtube.com/watch?${params}`
}

// ——— posts, charts and quizzes ———

/** An embed the site can show: its provider, the frame's address, and the item's page at the provider. */
export type EmbedRef = { provider: EmbedProviderKey; src: string; link: string; video?: VideoRef }

const INSTAGRAM_PATH = /(?:^|\/)(?:p|reel|tv)\/([A-Za-z0-9_-]{5,40})(?:\/|$)/
const TIKTOK_ID = /^\d{15,25}$/
const TABLEAU_NAME = /^[A-Za-z0-9_.-]{1,100}$/

function instagramFrom(url: URL): EmbedRef | null {
  if (!hostIs(url, 'instagram.com')) return null
  const id = INSTAGRAM_PATH.exec(url.pathname)?.[1]
  if (!id) return null
  return {
    provider: 'instagram',
    src: `https://www.instagram.com/p/${id}/embed`,
    link: `https://www.instagram.com/p/${id}/`,
  }
}

function tiktokFrom(url: URL): EmbedRef | null {
  if (!hostIs(url, 'tiktok.com')) return null
  const match =
    /^\/@([A-Za-z0-9_.]{1,40})\/video\/(\d+)\/?$/.exec(url.pathname) ??
    /^\/embed(?:\/v2)?\/(\d+)\/?$/.exec(url.pathname)
  const id = match?.[match.length - 1]
  if (!id || !TIKTOK_ID.test(id)) return null
  const user = match && match.length === 3 ? match[1] : null
  return {
    provider: 'tiktok',
    src: `https://www.tiktok.com/embed/v2/${id}`,
    link: user ? `https://www.tiktok.com/@${user}/video/${id}` : `https://www.tiktok.com/embed/v2/${id}`,
  }
}

function tableauView(workbook: string | undefined, sheet: string | undefined): EmbedRef | null {
  if (!workbook || !sheet || !TABLEAU_NAME.test(workbook) || !TABLEAU_NAME.test(sheet)) return null
  const view = `https://public.tableau.com/views/${workbook}/${sheet}`
  return { provider: 'tableau', src: `${view}?:embed=yes&:showVizHome=no`, link: view }
}

function tableauFrom(url: URL, code: string): EmbedRef | null {
  if (url.hostname.toLowerCase() !== 'public.tableau.com') return null
  const path = url.pathname.split('/').filter(Boolean)
  if (path[0] === 'views') return tableauView(path[1], path[2])
  const viz = path.indexOf('viz')
  if (path[0] === 'app' && viz > 0) return tableauView(path[viz + 1], path[viz + 2])
  // Tableau's embed code: <param name='name' value='Workbook&#47;Sheet' /> beside a public.tableau.com script.
  const param = /<param\s+name=["']name["']\s+value=["']([^"'/]+)\/([^"'/]+)["']/i.exec(decodeEntities(code))
  return param ? tableauView(param[1], param[2]) : null
}

function qzzrFrom(url: URL): EmbedRef | null {
  if (url.protocol !== 'https:' || !hostIs(url, 'qzzr.com') || url.username || url.password || url.port)
    return null
  return { provider: 'qzzr', src: url.href, link: url.href }
}

function d3From(url: URL): EmbedRef | null {
  if (url.protocol !== 'https:' || url.hostname.toLowerCase() !== 'observablehq.com' || url.port) return null
  const match = /^\/(?:embed\/)?(@[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+|d\/[0-9a-f]{16})\/?$/.exec(url.pathname)
  if (!match) return null
  return {
    provider: 'd3',
    src: `https://observablehq.com/embed/${match[1]}${url.search}`,
    link: `https://observablehq.com/${match[1]}`,
  }
}

/**
 * What a social-embed block shows, from the editor's embed code or address: an Instagram post or reel, a
 * TikTok video, a YouTube or JW Player video, a Tableau Public view, a Qzzr quiz, an Observable (D3) chart.
 * Null for anything else (it renders nothing).
 */
export function parseEmbed(code: unknown): EmbedRef | null {
  const video = parseVideoEmbed(code)
  if (video) return { provider: video.provider, src: videoFrameSrc(video), link: videoPageUrl(video), video }
  const text = typeof code === 'string' ? code : ''
  for (const url of urlsIn(code)) {
    const ref =
      instagramFrom(url) ?? tiktokFrom(url) ?? tableauFrom(url, text) ?? qzzrFrom(url) ?? d3From(url)
    if (ref) return ref
  }
  return null
}

// ——— the box ———

/** The shape the editor may pick (stored value → CSS aspect-ratio). */
export const EMBED_SHAPES = [
  { value: '16:9', label: 'Wide (16:9)' },
  { value: '4:3', label: 'Standard (4:3)' },
  { value: '1:1', label: 'Square (1:1)' },
  { value: '4:5', label: 'Portrait (4:5)' },
  { value: '9:16', label: 'Vertical (9:16, e.g. Shorts and Reels)' },
] as const

/** Narrowest and widest shapes honoured (width ÷ height); anything outside is a typo. */
export const MIN_RATIO = 0.25
export const MAX_RATIO = 4

/**
 * A stored aspect ratio as CSS (`"16 / 9"`): `16:9`, `16/9`, `16 x 9`, a legacy padding percentage
 * (`56.25%`: height as a share of width) or a number (width ÷ height). `fallback` for anything else.
 */
export function aspectRatioOf(value: unknown, fallback = '16 / 9'): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!text) return fallback
  const num = (s: string | undefined) => (s === undefined ? Number.NaN : Number(s))
  let width: number
  let height: number
  const pair = /^(\d+(?:\.\d+)?)\s*[:/xX×]\s*(\d+(?:\.\d+)?)$/.exec(text)
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text)
  if (pair) [width, height] = [num(pair[1]), num(pair[2])]
  else if (percent) [width, height] = [100, num(percent[1])]
  else if (/^\d+(?:\.\d+)?$/.test(text)) [width, height] = [Number(text), 1]
  else return fallback
  if (!(width > 0 && height > 0)) return fallback
  const ratio = width / height
  if (ratio < MIN_RATIO || ratio > MAX_RATIO) return fallback
  return `${width} / ${height}`
}
