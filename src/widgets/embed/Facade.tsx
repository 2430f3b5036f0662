import type { CSSProperties, Ref } from 'react'
import { CONTENT_DISPLAY, Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { trackClick } from '@/lib/trackingAttrs'
import styles from './embed.module.css'
import { type FacadeData, FRAME_REFERRER_POLICY, FRAME_SANDBOX } from './facadeData'
import { embedRefusedNotice } from './providers'

/**
 * - `static`: the server's HTML (and readers without JavaScript): the button is a link to the item's page at
 *   the provider, opened in a new tab only if the reader follows it;
 * - `ready`: the client leaf has loaded: the button puts the frame in place;
 * - `playing`: the provider's frame, in the same box, at the address the third-party guard allowed;
 * - `refused`: the guard refused the frame (its address names the page's topic, or its host is not listed):
 *   the button is the provider's link again (a new tab, as without JavaScript) and the notice says so.
 */
export type FacadeState = 'static' | 'ready' | 'playing' | 'refused'

/** The play triangle (videos) or the "open" arrow (posts, charts, quizzes). */
function Glyph({ video }: { video: boolean }) {
  return (
    <svg
      className={styles.glyph}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
    >
      {video ? (
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      ) : (
        <path
          d="M9 5h10v10M19 5L6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  )
}

/** The poster's displayed width (issue 31): the article column; a social post's frame is 540 px at most. */
const VIDEO_POSTER_DISPLAY = CONTENT_DISPLAY
const POST_POSTER_DISPLAY = { mobile: CONTENT_DISPLAY.mobile, desktop: 540 }

/** The site's own placeholder when the editor gave no poster: a tinted panel with a large glyph. */
function DrawnPoster({ video }: { video: boolean }) {
  return (
    <div className={styles.drawn}>
      <svg
        className={styles.drawnGlyph}
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 48 48"
        width="48"
        height="48"
      >
        {video ? (
          <>
            <rect
              x="4"
              y="10"
              width="40"
              height="28"
              rx="6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path d="M20 17v14l11-7z" fill="currentColor" />
          </>
        ) : (
          <>
            <rect
              x="8"
              y="6"
              width="32"
              height="36"
              rx="6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <circle cx="24" cy="21" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15 34h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </>
        )}
      </svg>
    </div>
  )
}

/**
 * The privacy facade and, once the reader asks, the provider's frame, in one reserved box (the same size in
 * every state: no layout shift). The server renders it `static`; the client leaf (`Facade.client.tsx`)
 * renders the same markup `ready`, then `playing` with the `frameSrc` the third-party guard returned (or
 * `refused`). No frame is rendered without a `frameSrc`.
 */
export function EmbedFacade({
  data,
  state,
  onPress,
  frameRef,
  linkRef,
  frameSrc,
  className,
}: {
  data: FacadeData
  state: FacadeState
  onPress?: () => void
  frameRef?: Ref<HTMLIFrameElement>
  /** The provider's link (states `static` and `refused`). */
  linkRef?: Ref<HTMLAnchorElement>
  /** The frame's address as the third-party guard allowed it (`thirdPartyFrameSrc`), for `playing`. */
  frameSrc?: string | null
  className?: string
}) {
  const video = data.kind === 'video'
  const box = {
    '--embed-ratio': data.ratio,
    ...(data.maxWidth ? { maxWidth: `${data.maxWidth}px` } : {}),
    ...(data.minHeight ? { minHeight: `${data.minHeight}px` } : {}),
  } as CSSProperties
  const about = data.title ? `: ${data.title}` : ''

  return (
    <div
      className={cx(styles.box, className)}
      style={box}
      data-embed={data.provider}
      data-embed-state={state}
    >
      {state === 'playing' && frameSrc ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={frameSrc}
          title={data.frameTitle}
          allow={data.allow || undefined}
          allowFullScreen
          referrerPolicy={FRAME_REFERRER_POLICY}
          sandbox={FRAME_SANDBOX}
        />
      ) : (
        <>
          {data.poster ? (
            <Picture
              image={data.poster}
              display={video ? VIDEO_POSTER_DISPLAY : POST_POSTER_DISPLAY}
              imgClassName={styles.poster}
              alt=""
            />
          ) : (
            <DrawnPoster video={video} />
          )}
          <div className={styles.overlay}>
            <p className={styles.provider}>{data.providerName}</p>
            {state !== 'ready' ? (
              <a
                ref={linkRef}
                className={styles.action}
                href={data.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${data.action}${about} (opens ${data.providerName} in a new tab)`}
              >
                <Glyph video={video} />
                <span>{data.action}</span>
              </a>
            ) : (
              <button
                type="button"
                className={styles.action}
                onClick={onPress}
                aria-label={`${data.action}${about}`}
                {...(data.track ? trackClick(data.track) : {})}
              >
                <Glyph video={video} />
                <span>{data.action}</span>
              </button>
            )}
            <p className={styles.notice} role={state === 'refused' ? 'status' : undefined}>
              {state === 'refused' ? embedRefusedNotice(data.kind, data.providerName) : data.notice}
            </p>
          </div>
        </>
      )}
    </div>
  )
}
