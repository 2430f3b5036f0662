import type { ReactNode } from 'react'
import { Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import type { ImageVariant } from '@/lib/images'
import styles from './quote.module.css'

/** The round photo's size in CSS pixels from 768 px up, and its width/height attributes. */
export const QUOTE_PHOTO_SIZE = 96
/** Its displayed width: `--quote-photo` (64 px by default) on phones, 96 px from 768 px. */
const PHOTO_DISPLAY = { mobile: 64, desktop: QUOTE_PHOTO_SIZE }

/**
 * One voice in large type, as a card (no JavaScript): a figure with the quote behind a big quotation mark
 * (decoration, hidden from screen readers, so the words are read once) and, when someone is named, a caption
 * with their decorative round photo, name and title. The featured testimonial and the lived-experience quote.
 *
 * - `tone`: the card's colours: `brand` (green edge and mark on the brand tint) or `accent` (warm edge and mark on
 *   the paper tint);
 * - `label`: shown above the quote, inside the figure (style it yourself);
 * - `name`: text, or a link with what follows it; `title`: the line under it;
 * - `children`: under the figure, inside the card (a button);
 * - `className`: your layout, and the card's sizes on phones: `--quote-mark-size` (the mark, default 4rem),
 *   `--quote-photo` (the photo, default 64px), `--quote-person-gap` (between name and title, default none).
 */
export function QuoteCard({
  quote,
  name,
  title,
  photo,
  tone,
  label,
  className,
  attrs,
  children,
}: {
  quote: string
  name?: ReactNode
  title?: string | null
  photo?: { src: string; variants?: ImageVariant[] } | null
  tone: 'brand' | 'accent'
  label?: ReactNode
  className?: string
  attrs?: Record<string, string>
  children?: ReactNode
}) {
  return (
    <div className={cx(styles.card, styles[tone], className)} {...attrs}>
      <figure className={styles.figure}>
        {label}
        <blockquote className={styles.quote}>
          <span className={styles.mark} aria-hidden="true">
            “
          </span>
          <p className={styles.text}>{quote}</p>
        </blockquote>
        {name || title ? (
          <figcaption className={styles.caption}>
            {photo ? (
              <Picture
                image={{ ...photo, alt: '' }}
                display={PHOTO_DISPLAY}
                imgClassName={styles.photo}
                width={QUOTE_PHOTO_SIZE}
                height={QUOTE_PHOTO_SIZE}
              />
            ) : null}
            <span className={styles.person}>
              {name ? <span className={styles.name}>{name}</span> : null}
              {title ? <span className={styles.title}>{title}</span> : null}
            </span>
          </figcaption>
        ) : null}
      </figure>
      {children}
    </div>
  )
}
