import type { ImageView } from '@/content/image'
import type { TrackFields } from '@/lib/trackingAttrs'
import {
  aspectRatioOf,
  EMBED_PROVIDERS,
  type EmbedKind,
  type EmbedProviderKey,
  type EmbedRef,
  embedAction,
  embedFrameTitle,
  embedNotice,
} from './providers'

/**
 * Everything the facade and the frame after it need: computed on the server, small and serialisable (the
 * client leaf's props). No page title, path or topic goes to the provider: only `src`.
 */
export type FacadeData = {
  provider: EmbedProviderKey
  kind: EmbedKind
  providerName: string
  /** The button's words: 'Play video', 'Show post'… */
  action: string
  /** The one-line notice under the button. */
  notice: string
  /** What the item is, added to the button's name for screen readers ('' for none). */
  title: string
  /** The frame's title attribute. */
  frameTitle: string
  /**
   * The frame's address (built from checked ids; only hosts in the CSP's frame-src). The frame loads it only
   * after the third-party guard allows it on the reader's press (`thirdPartyFrameSrc`).
   */
  src: string
  /** The item's page at the provider: the facade's link for readers without JavaScript. */
  link: string
  /** The frame's permissions. */
  allow: string
  /** CSS aspect-ratio of the box the facade and the frame share. */
  ratio: string
  maxWidth?: number
  minHeight?: number
  /** The poster, an uploaded picture served by the site; null draws the site's own placeholder. */
  poster: ImageView | null
  /** Click tracking on the button (first-party data layer). */
  track?: TrackFields
}

/** The facade for an embed: provider words, the frame, and the box (the editor's shape, else the provider's). */
export function facadeFor(
  ref: EmbedRef,
  options: { title?: string; poster?: ImageView | null; shape?: unknown; track?: TrackFields },
): FacadeData {
  const provider = EMBED_PROVIDERS[ref.provider]
  const title = (options.title ?? '').trim()
  return {
    provider: ref.provider,
    kind: provider.kind,
    providerName: provider.name,
    action: embedAction(provider.kind),
    notice: embedNotice(provider.kind, provider.name),
    title,
    frameTitle: embedFrameTitle(provider, title),
    src: ref.src,
    link: ref.link,
    allow: provider.allow,
    ratio: aspectRatioOf(options.shape, provider.ratio),
    ...(provider.maxWidth ? { maxWidth: provider.maxWidth } : {}),
    ...(provider.minHeight ? { minHeight: provider.minHeight } : {}),
    poster: options.poster ?? null,
    ...(options.track ? { track: options.track } : {}),
  }
}

/**
 * The frame's referrer: the site's origin only, never the article's path (which names a health condition).
 * Not `no-referrer`: YouTube refuses to play in a frame that sends no referrer (error 153) and JW Player
 * players may be locked to the publisher's domain. Decided once, in the third-party guard.
 */
export { FRAME_REFERRER_POLICY } from '@/privacy/thirdParty/guard'

/**
 * What the frame may do: run its player, keep its own storage, open the provider's page in a new tab, go
 * full screen and submit its own forms (quizzes). Not: navigate the article, download, lock the pointer.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms'
