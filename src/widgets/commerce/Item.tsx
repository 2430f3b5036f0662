import type { ReactNode } from 'react'
import { Chevron } from '@/content/Chevron'
import type { ImageView } from '@/content/image'
import { type DisplayWidths, Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import type { TrackFields } from '@/lib/trackingAttrs'
import { AffiliateLink } from '@/ui/AffiliateLink'
import type { WidgetContext } from '../types'
import styles from './commerce.module.css'
import { discountLayout, formatDiscount, shopLinkHint, VETTING_LINK_TEXT } from './rules'

/**
 * The commerce kit's parts, used by every commerce widget so that the shop button, the commission note, an
 * item's row, its picture, a highlighted discount and an accordion look and behave the same everywhere. Server
 * components with no JavaScript. A widget adds its own layout (padding, width, placement) through `className`;
 * the kit's stylesheet (`commerce.module.css`) holds what they share, so the two never set the same property.
 */

type ShopButtonProps = {
  href: string
  /** The widget's block type and the item's position: the affiliate link's placement. */
  widget: string
  position: number
  context: WidgetContext
  /** What the page's tracking island reports for a click (the button's words are added). */
  track: TrackFields
  /** The button's words. */
  text: string
  sponsored?: boolean
  paidMedia?: boolean
  /** What the button is for, read after its words by screen readers (" — Calmleaf Gummies"). */
  about?: string
  /** The whole screen-reader hint after the words, when a widget words it its own way. */
  hint?: string
  className?: string
  /** The visible content, when it is more than the words (the paid-media card's two-part text). */
  children?: ReactNode
}

/** The shop button: an affiliate link out (new tab, the right rel, click tracked) styled as the site's button. */
export function ShopButton(props: ShopButtonProps) {
  const { href, widget, position, context, track, text, sponsored, paidMedia, about, hint, className } = props
  return (
    <AffiliateLink
      className={cx(styles.button, className)}
      href={href}
      placement={{ widget, position }}
      sponsored={sponsored}
      paidMedia={paidMedia}
      clickTrackingHosts={context.commerce.clickTrackingHosts}
      track={{ ...track, text }}
    >
      {props.children ?? text}
      <span className="visually-hidden">{hint ?? shopLinkHint({ about, sponsored })}</span>
    </AffiliateLink>
  )
}

/** A button-styled link to a page of this site (no affiliate handling, same tab). */
export function SiteButton({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a className={cx(styles.button, className)} href={href}>
      {children}
    </a>
  )
}

/** The commission note with the link to how brands and products are vetted (000 §5, 001 §3). */
export function CommissionNote({
  text,
  linkText = VETTING_LINK_TEXT,
  context,
  className,
}: {
  text: ReactNode
  linkText?: string
  context: WidgetContext
  className?: string
}) {
  return (
    <p className={cx(styles.note, className)}>
      {text} <a href={context.commerce.vettingPagePath}>{linkText}</a>
    </p>
  )
}

/**
 * An item's picture at a fixed size (so nothing moves as it loads), lazily loaded; an upload through the image
 * proxy at about 2.1× `display` (its CSS width on phones and on wider screens), a product's own picture as it is.
 */
export function ItemImage({
  image,
  width,
  height = width,
  display,
  className,
}: {
  image: ImageView
  width: number
  height?: number
  display: DisplayWidths
  className?: string
}) {
  return (
    <Picture
      image={image}
      display={display}
      imgClassName={cx(styles.image, className)}
      width={width}
      height={height}
    />
  )
}

/**
 * One item of a list of offers or products: its picture (if any), its name and text, and its shop button, which takes
 * the whole row on phones. The widget sets the picture's size with `--item-image` in its CSS.
 */
export function ItemRow({
  image,
  imageSize,
  name,
  children,
  button,
  className,
  attrs,
}: {
  image: ImageView | null
  imageSize: number
  name: string
  /** What is said under the name (the deal, the brand). */
  children?: ReactNode
  button: ReactNode
  className?: string
  /** Tracking attributes for the item (`trackView`, `commerceCount`). */
  attrs?: Record<string, string>
}) {
  return (
    <li className={cx(styles.row, className)} {...attrs}>
      {image ? (
        <ItemImage
          image={image}
          width={imageSize}
          display={{ mobile: imageSize, desktop: imageSize }}
          className={styles.rowImage}
        />
      ) : null}
      <div className={styles.rowText}>
        <p className={styles.rowName}>{name}</p>
        {children}
      </div>
      {button}
    </li>
  )
}

/**
 * A discount with what the reader acts on highlighted (codes, "$N off", "N% off"); as typed, with a warning in
 * the log, if formatting fails. `source` names the widget in that warning.
 */
export function DiscountText({ text, source }: { text: string; source: string }) {
  const parts = formatDiscount(text, (error) =>
    console.warn(`[${source}] discount text could not be formatted; shown as typed: ${String(error)}`),
  )
  return (
    <>
      {parts.map((part, i) =>
        part.highlight ? (
          <strong key={i} className={styles.highlight}>
            {part.text}
          </strong>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}

/** The discount line (000 §5): highlighted, centred; left-aligned when long, lighter when very long. */
export function DiscountLine({
  text,
  source,
  className,
}: {
  text: string
  source: string
  className?: string
}) {
  const layout = discountLayout(text)
  return (
    <p
      className={cx(
        styles.discount,
        layout.align === 'left' && styles.discountLeft,
        layout.light && styles.discountLight,
        className,
      )}
    >
      <DiscountText text={text} source={source} />
    </p>
  )
}

/** Facts about a product as small labelled tiles (highlights, specifications). `--fact-min` sets a tile's least width. */
export function FactList({
  facts,
  className,
}: {
  facts: { key: string; label: string; value: ReactNode }[]
  className?: string
}) {
  return (
    <dl className={cx(styles.facts, className)}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * An accordion: a native <details> (works without JavaScript, announces its own state), closed at first,
 * its title beside a chevron that turns when open. `attrs` carries its tracking (`trackOpen`).
 */
export function Disclosure({
  title,
  children,
  id,
  className,
  bodyClassName,
  attrs,
}: {
  title: string
  children: ReactNode
  id?: string
  className?: string
  bodyClassName?: string
  attrs?: Record<string, string>
}) {
  return (
    <details id={id} className={cx(styles.disclosure, className)} {...attrs}>
      <summary className={styles.summary}>
        <span>{title}</span>
        <Chevron className={styles.chevron} />
      </summary>
      <div className={cx(styles.disclosureBody, bodyClassName)}>{children}</div>
    </details>
  )
}
