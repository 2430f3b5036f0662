import type { CSSProperties } from 'react'
import type { HeroImageBlock } from '@/cms/payload-types'
import { Picture, REFERENCE_PHONE_PX } from '@/content/Picture'
import type { WidgetProps } from '../types'
import styles from './HeroImage.module.css'
import { HERO_WIDE_MIN_WIDTH, heroLoading, heroRatio, heroView } from './heroImage'

/** Full-screen: the screen's width, on the reference phone and on a 1280 px screen. */
const HERO_DISPLAY = { mobile: REFERENCE_PHONE_PX, desktop: 1280 }

/**
 * Full-screen hero image: one large picture across the whole width of the screen (`data-bleed="full"`, laid out
 * by RenderWidgets), its caption in the article column under it. Phones get the upright crop when
 * there is one (`<picture>` with a `<source>` for wider screens); each picture offers only files of its own
 * shape in its srcset. Its box is kept from the first paint (width and height, and the CSS aspect ratio of
 * whichever picture shows), so nothing moves as it loads. The first hero image of the page loads at once and
 * first; later ones wait until the reader scrolls near. Static: no JavaScript.
 */
export function HeroImage({ block, ordinal = 1 }: WidgetProps<HeroImageBlock>) {
  const view = heroView(block)
  if (!view) return null
  const { wide, mobile } = view
  const phone = mobile ?? wide
  const box = {
    '--hero-ratio': heroRatio(wide),
    '--hero-ratio-phone': heroRatio(phone),
    ...(wide.position ? { '--hero-focus': wide.position } : {}),
    ...(phone.position ? { '--hero-focus-phone': phone.position } : {}),
  } as CSSProperties
  const hasCaption = view.caption !== '' || view.credit !== ''
  return (
    <figure className={styles.root} style={box} data-bleed="full">
      <Picture
        image={wide}
        phoneImage={mobile ?? undefined}
        phoneMaxWidth={mobile ? HERO_WIDE_MIN_WIDTH - 1 : undefined}
        display={HERO_DISPLAY}
        className={styles.picture}
        imgClassName={styles.image}
        alt={view.alt}
        width={wide.width}
        height={wide.height}
        priority={heroLoading(ordinal).loading === 'eager'}
      />
      {hasCaption ? (
        <figcaption className={styles.caption}>
          {view.caption ? <span className={styles.text}>{view.caption}</span> : null}
          {view.credit ? <span className={styles.credit}>{view.credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
