import type { CarouselBlock } from '@/cms/payload-types'
import { trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { LazyCarousel } from './Carousel.lazy.client'
import styles from './Carousel.module.css'
import { CarouselFrame } from './CarouselFrame'
import { carouselDomId, carouselView } from './carouselCards'

/**
 * Carousel (000 §3 "Carousel cards", §4): question cards that flip, daily-dose cards, value-prop cards or an
 * image gallery. The server HTML holds every card in a row that scrolls and snaps without JavaScript (the
 * answers under the questions); the leaf, loaded near the viewport, renders the same markup with arrows,
 * dots, the active page, arrow keys, mouse swipes and the card flip. Nothing to show: nothing rendered.
 */
export function Carousel({ block, ordinal }: WidgetProps<CarouselBlock>) {
  const view = carouselView(block)
  if (!view) return null
  const id = carouselDomId(block.id, ordinal)
  const headingId = `${id}-heading`
  const label = view.header ? { 'aria-labelledby': headingId } : { 'aria-label': view.label }

  return (
    <section
      className={styles.root}
      // A named section is a region; said explicitly so that aria-roledescription applies to it.
      role="region"
      aria-roledescription="carousel"
      data-kind={view.kind}
      {...label}
      {...trackView({ category: 'carousel', formatType: view.kind, position: ordinal })}
    >
      {view.header ? (
        <h2 id={headingId} className={styles.header}>
          {view.header}
        </h2>
      ) : null}
      {view.description ? <p className={styles.description}>{view.description}</p> : null}
      <LazyCarousel leafProps={{ id, kind: view.kind, cards: view.cards }}>
        <CarouselFrame id={id} kind={view.kind} cards={view.cards} />
      </LazyCarousel>
    </section>
  )
}
