import type { TestimonialBlock } from '@/cms/payload-types'
import { CONTENT_DISPLAY, Picture } from '@/content/Picture'
import { trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { QuoteCard } from '../quote/QuoteCard'
import { QuoteList } from './QuoteList'
import { LazyTestimonialQuotes } from './Testimonial.lazy.client'
import styles from './Testimonial.module.css'
import {
  type ArtDirectedPicture,
  TESTIMONIAL_BREAKPOINT,
  TESTIMONIAL_CATEGORY,
  testimonialView,
} from './testimonial'

/**
 * Testimonial (000 §3, §4, §9), in one of two forms:
 *
 * - a list of quotes: heading, intro, an optional banner picture (the phone picture under the breakpoint),
 *   and the quotes in cards taking turns in three tints. The quotes are in the server HTML, visible without
 *   JavaScript; a small leaf loaded near the viewport plays their one-time entrance once the widget has been
 *   seen twice (see `testimonial.ts`);
 * - one featured quote, in large type, with who said it, their role and a small round picture: the quote kit's
 *   card (`QuoteCard`). Static.
 *
 * Renders nothing without a quote.
 */
export function Testimonial({ block, ordinal = 1 }: WidgetProps<TestimonialBlock>) {
  const view = testimonialView(block)
  if (!view) return null
  const headingId = `testimonial-${ordinal}-heading`
  const subheader = view.kind === 'quotes' ? view.subheader : ''
  const intro =
    view.header || subheader ? (
      <div className={styles.intro}>
        {view.header ? (
          <h2 id={headingId} className={styles.header}>
            {view.header}
          </h2>
        ) : null}
        {subheader ? <p className={styles.subheader}>{subheader}</p> : null}
      </div>
    ) : null
  const rootProps = {
    'aria-labelledby': view.header ? headingId : undefined,
    'data-testimonial': view.kind,
    ...trackView({ category: TESTIMONIAL_CATEGORY, position: ordinal, variant: view.kind }),
  }

  if (view.kind === 'featured') {
    return (
      <section className={styles.root} {...rootProps}>
        {intro}
        <QuoteCard
          tone="brand"
          quote={view.text}
          photo={view.portrait}
          name={view.author}
          title={view.title}
        />
      </section>
    )
  }

  return (
    <section className={styles.root} {...rootProps}>
      {intro}
      {view.picture ? <BannerPicture picture={view.picture} /> : null}
      <LazyTestimonialQuotes leafProps={{ quotes: view.quotes }}>
        <div className={styles.quotesArea}>
          <QuoteList quotes={view.quotes} />
        </div>
      </LazyTestimonialQuotes>
    </section>
  )
}

/** The banner: the wide picture, the phone picture in its place under the breakpoint; its box is reserved. */
function BannerPicture({ picture: { img, phone } }: { picture: ArtDirectedPicture }) {
  return (
    <Picture
      image={img}
      phoneImage={phone ? { ...phone, alt: img.alt } : undefined}
      phoneMaxWidth={TESTIMONIAL_BREAKPOINT - 1}
      display={CONTENT_DISPLAY}
      className={styles.picture}
    />
  )
}
