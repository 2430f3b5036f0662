import type { SocialEmbedBlock } from '@/cms/payload-types'
import { imageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { EmbedFacade } from '../embed/Facade'
import { facadeFor } from '../embed/facadeData'
import { EMBED_PROVIDERS } from '../embed/providers'
import { LazySocialEmbedPlayer } from './SocialEmbed.lazy.client'
import styles from './SocialEmbed.module.css'
import { socialEmbedOf } from './socialEmbed'

/**
 * Social embed (000 §3, §5): an Instagram or TikTok post, a YouTube or JW Player video, a Tableau Public or
 * Observable (D3) chart or a Qzzr quiz, behind the privacy facade; the provider's frame loads only when the
 * reader presses "Show post" (or "Play video", "Show chart", "Show quiz"). Any other embed renders nothing.
 */
export function SocialEmbed({ block, ordinal }: WidgetProps<SocialEmbedBlock>) {
  const ref = socialEmbedOf(block.embedCode)
  if (!ref) return null
  const title = textOf(block.title)
  const provider = EMBED_PROVIDERS[ref.provider]
  const data = facadeFor(ref, {
    title,
    poster: imageView(block.poster),
    shape: block.aspectRatio,
    track: { category: 'social embed', name: title || undefined, position: ordinal, variant: ref.provider },
  })
  return (
    <figure
      className={styles.embed}
      aria-label={title ? `${provider.name}: ${title}` : provider.name}
      {...trackView({ category: 'social embed', position: ordinal, variant: ref.provider })}
    >
      <LazySocialEmbedPlayer leafProps={{ data }}>
        <EmbedFacade data={data} state="static" />
      </LazySocialEmbedPlayer>
    </figure>
  )
}
