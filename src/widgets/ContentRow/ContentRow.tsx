import type { ContentRowBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import { Picture } from '@/content/Picture'
import { RichText } from '@/content/RichText'
import { linkAttributes } from '@/lib/links'
import { trackClick } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import styles from './ContentRow.module.css'
import { contentRowView, pictureDisplay } from './contentRow'

/**
 * Full-width and split rows (001 §2): a picture with a heading, text and an optional link, placed between
 * paragraphs. Split: the picture beside the text (left or right), stacked on phones. Full: a band with the
 * picture above the text, or behind it with the text on a panel. Pictures keep a fixed shape (no shift while
 * they load). The band asks for the site's width with `data-bleed="wide"`; until the article body honours it
 * (see the report's RenderWidgets proposal) it fills the article column. Static, no JavaScript.
 */
export function ContentRow({ block, context, ordinal }: WidgetProps<ContentRowBlock>) {
  const view = contentRowView(block)
  if (!view) return null
  const { layout, placement, side, picture, heading, text, link } = view
  const linkAttrs = link ? linkAttributes(link.href, context.siteHost) : null

  return (
    <section
      className={styles.root}
      data-layout={layout}
      data-placement={layout === 'full' ? placement : undefined}
      data-side={layout === 'split' ? side : undefined}
      data-picture={picture ? 'true' : 'false'}
      data-bleed={layout === 'full' ? 'wide' : undefined}
    >
      {picture ? (
        <div className={styles.media}>
          <Picture image={picture} display={pictureDisplay(layout)} imgClassName={styles.picture} />
        </div>
      ) : null}
      <div className={styles.body}>
        {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
        {text ? (
          <RichText data={text} className={styles.text} siteHost={context.siteHost} headingOffset={1} />
        ) : null}
        {link && linkAttrs ? (
          <p className={styles.linkLine}>
            <a
              className={styles.link}
              {...linkAttrs}
              {...trackClick({
                category: 'content row',
                name: heading ?? undefined,
                text: link.text,
                linkUrl: link.href,
                position: ordinal,
              })}
            >
              {link.text}
              {linkAttrs.target ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
              <Glyph className={styles.arrow} d="M5 12h14M13 6l6 6-6 6" box={24} size={18} />
            </a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
