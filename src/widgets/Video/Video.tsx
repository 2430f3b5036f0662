import type { VideoBlock } from '@/cms/payload-types'
import { imageView } from '@/content/image'
import { plainTextFromRichText } from '@/content/lexical'
import { RichText } from '@/content/RichText'
import { textOf } from '@/lib/text'
import { trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { EmbedFacade } from '../embed/Facade'
import { facadeFor } from '../embed/facadeData'
import { videoFrameSrc, videoPageUrl } from '../embed/providers'
import { LazyVideoPlayer } from './Video.lazy.client'
import styles from './Video.module.css'
import {
  playerName,
  transcriptLabel,
  VIDEO_PLACEHOLDER_TEXT,
  VIDEO_PLACEHOLDER_TITLE,
  videoSource,
} from './video'

/**
 * Video (000 §3, §5): a YouTube or JW Player video behind the privacy facade (the site's poster, the
 * provider's name, a one-line notice, "Play video"); the player's frame replaces the facade in the same box
 * only when the reader presses play. The title, description and transcripts are in the server HTML. Without
 * embed code, the placeholder (001 §8); with no video id or playlist id found, nothing. Under the `noVideos`
 * test flag (`html[data-ab-no-videos="on"]`) the CSS hides the whole block.
 */
export function Video({ block, context, ordinal }: WidgetProps<VideoBlock>) {
  const source = videoSource(block)

  if (source.state === 'placeholder') {
    return (
      <div className={`${styles.video} ${styles.placeholder}`}>
        <p className={styles.placeholderTitle}>{VIDEO_PLACEHOLDER_TITLE}</p>
        <p>{VIDEO_PLACEHOLDER_TEXT}</p>
      </div>
    )
  }
  if (source.state === 'none') return null

  const title = textOf(block.title)
  const description = textOf(block.description)
  const ref = source.ref
  const data = facadeFor(
    { provider: ref.provider, src: videoFrameSrc(ref), link: videoPageUrl(ref), video: ref },
    {
      title: playerName(block),
      poster: imageView(block.poster),
      shape: block.aspectRatio,
      track: { category: 'video', name: title || undefined, position: ordinal, variant: ref.provider },
    },
  )
  const transcripts = (block.transcripts ?? []).filter((t) => t && plainTextFromRichText(t.text).trim())

  return (
    <section
      className={styles.video}
      aria-label={title ? undefined : 'Video'}
      {...trackView({ category: 'video', name: title || undefined, position: ordinal })}
    >
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <LazyVideoPlayer leafProps={{ data }}>
        <EmbedFacade data={data} state="static" />
      </LazyVideoPlayer>
      {description ? <p className={styles.description}>{description}</p> : null}
      {transcripts.map((transcript, index) => (
        <details key={transcript.id ?? index} className={styles.transcript}>
          <summary className={styles.summary}>{transcriptLabel(transcript.label)}</summary>
          <RichText
            className={styles.transcriptText}
            data={transcript.text}
            siteHost={context.siteHost}
            headingOffset={2}
          />
        </details>
      ))}
    </section>
  )
}
