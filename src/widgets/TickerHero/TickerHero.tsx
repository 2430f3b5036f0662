import type { TickerHeroBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import { Picture, REFERENCE_PHONE_PX } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { linkAttributes } from '@/lib/links'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import kit from '../commerce/commerce.module.css'
import { widgetDomId } from '../commerce/rules'
import type { WidgetProps } from '../types'
import { TickerHeadlineView } from './TickerHeadline'
import { LazyTickerHeadline } from './TickerHero.lazy.client'
import styles from './TickerHero.module.css'
import { tickerHeroView, tickerImageLoading } from './tickerHero'

export const TICKER_HERO_CATEGORY = 'ticker hero'

/** The picture's width beside the text from 768 px up (280 px at most), and under it on phones (less padding). */
const IMAGE_DISPLAY = { mobile: REFERENCE_PHONE_PX - 80, desktop: 280 }

/**
 * Ticker hero (000 §3, §4): a newsletter landing hero in one of the site's themes, with a headline whose
 * middle phrase takes turns, a few lines, a button and a picture. The HTML shows the first phrase (and every
 * phrase, once, to screen readers); with two or more phrases the ticker leaf loads near the viewport and
 * turns them while the headline is in view. A single phrase ships no JavaScript.
 */
export function TickerHero({ block, context, ordinal = 1 }: WidgetProps<TickerHeroBlock>) {
  const view = tickerHeroView(block, context.siteHost)
  if (!view) return null
  const titleId = `${widgetDomId('ticker-hero', block.id, ordinal)}-title`
  const turns = view.headline.items.length > 1
  const heading = <TickerHeadlineView id={titleId} headline={view.headline} />
  const track = { category: TICKER_HERO_CATEGORY, name: view.headline.accessible, position: ordinal }
  return (
    <section
      className={cx(styles.root, styles[view.theme], view.image && styles.withImage)}
      aria-labelledby={titleId}
      {...trackView(track)}
    >
      <div className={cx(styles.text, turns && styles.turns)}>
        {turns ? (
          <LazyTickerHeadline leafProps={{ id: titleId, headline: view.headline }}>
            {heading}
          </LazyTickerHeadline>
        ) : (
          heading
        )}
        {view.lines.length > 1 ? (
          <ul className={styles.lines}>
            {view.lines.map((line, index) => (
              <li key={index}>
                <Glyph className={styles.check} d="M3.5 8.5l3 3 6-7" size={18} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        ) : view.lines.length === 1 ? (
          <p className={styles.lead}>{view.lines[0]}</p>
        ) : null}
        {view.cta ? (
          <a
            className={cx(kit.button, styles.cta)}
            {...linkAttributes(view.cta.href, context.siteHost)}
            {...trackClick({ ...track, text: view.cta.text, linkUrl: view.cta.href })}
          >
            {view.cta.text}
            {view.cta.internal ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        ) : null}
      </div>
      {view.image ? (
        <div className={styles.media}>
          <Picture
            image={view.image}
            display={IMAGE_DISPLAY}
            imgClassName={styles.image}
            loading={tickerImageLoading(ordinal)}
          />
        </div>
      ) : null}
    </section>
  )
}
