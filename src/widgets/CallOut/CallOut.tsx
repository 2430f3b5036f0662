import type { CSSProperties, ReactNode } from 'react'
import type { CallOutBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { Picture } from '@/content/Picture'
import { RichText } from '@/content/RichText'
import { cx } from '@/lib/cx'
import { linkAttributes } from '@/lib/links'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import type { WidgetContext, WidgetProps } from '@/widgets/types'
import prose from '../prose/prose.module.css'
import { LazyCallOutWave } from './CallOut.lazy.client'
import styles from './CallOut.module.css'
import {
  boxItems,
  type CallOutIcon,
  type CallOutItem,
  callOutHref,
  callOutTheme,
  callOutVariant,
  hasWave,
  RELATED_ARTICLES_HEADING,
  type RelatedLink,
  relatedLinks,
  type SeriesAuthor,
  seriesArticles,
  seriesAuthor,
  seriesTitle,
  topIcon,
  whisperText,
} from './callOut'
import { CallOutIconGlyph } from './icons'

/** Size of a series article's picture, px (3:2; also its width/height attributes). */
const THUMB = { width: 96, height: 64 }
const AVATAR = 48

/**
 * Call-out (000 §3, §4; 001 §3, §4, §9): a box set apart from the article's text, in one of three kinds (a box
 * of titled items, related articles, a content series), in the site's look, a series' colour scheme or a
 * brand's colour. Everything is in the server HTML. Only series and brand-page call-outs carry the wave: a
 * tiny leaf that shows the wave picture once the box is in view; the others ship no JavaScript.
 */
export function CallOut({ block, context, ordinal }: WidgetProps<CallOutBlock>) {
  const variant = callOutVariant(block)
  const whisper = whisperText(block)
  const icon = topIcon(block)

  let body: ReactNode = null
  if (variant === 'contentSeries') {
    const title = seriesTitle(block.contentSeries)
    if (title) {
      body = (
        <SeriesBody
          series={block.contentSeries ?? { title }}
          title={title}
          icon={icon}
          whisper={whisper}
          context={context}
          ordinal={ordinal}
        />
      )
    }
  } else if (variant === 'relatedArticles') {
    const links = relatedLinks(block.multiArticleText?.items)
    if (links.length > 0) {
      body = <RelatedBody links={links} icon={icon} whisper={whisper} context={context} />
    }
  } else {
    const items = boxItems(block.items)
    if (items.length > 0) body = <BoxBody items={items} icon={icon} whisper={whisper} context={context} />
  }
  if (!body) return null

  const theme = callOutTheme(block)
  const wave = hasWave(block)
  const style = theme.kind === 'brand' ? ({ '--call-out-brand': theme.color } as CSSProperties) : undefined

  return (
    <section
      className={styles.root}
      data-variant={variant}
      data-theme={theme.kind === 'scheme' ? theme.scheme : theme.kind}
      data-wave-room={wave ? 'true' : undefined}
      style={style}
    >
      {wave ? (
        <LazyCallOutWave leafProps={{}}>
          <span className={styles.wave} data-wave="waiting" aria-hidden="true" />
        </LazyCallOutWave>
      ) : null}
      <div className={cx(prose.links, styles.content)}>{body}</div>
    </section>
  )
}

/** The small line and the icon at the top, when the call-out has either. */
function TopLine({ icon, whisper }: { icon: CallOutIcon | null; whisper: string | null }) {
  if (!icon && !whisper) return null
  return (
    <div className={styles.top}>
      {icon ? <CallOutIconGlyph icon={icon} className={styles.topIcon} size={28} /> : null}
      {whisper ? <p className={styles.whisper}>{whisper}</p> : null}
    </div>
  )
}

/** A link to a page of this site, or another site in a new tab (said to screen readers). */
function Link({
  href,
  context,
  className,
  attrs,
  children,
}: {
  href: string
  context: WidgetContext
  className?: string
  attrs?: Record<string, string>
  children: ReactNode
}) {
  const link = linkAttributes(href, context.siteHost)
  return (
    <a className={className} {...link} {...attrs}>
      {children}
      {link.target ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  )
}

function BoxBody({
  items,
  icon,
  whisper,
  context,
}: {
  items: CallOutItem[]
  icon: CallOutIcon | null
  whisper: string | null
  context: WidgetContext
}) {
  return (
    <>
      <TopLine icon={icon} whisper={whisper} />
      <div className={styles.items}>
        {items.map((item) => (
          <div key={item.key} className={styles.item}>
            {item.title || item.icon ? (
              <div className={styles.itemHeader}>
                {item.icon ? <CallOutIconGlyph icon={item.icon} className={styles.itemIcon} /> : null}
                {item.title ? <h3 className={styles.itemTitle}>{item.title}</h3> : null}
              </div>
            ) : null}
            {item.body?.kind === 'lines' ? (
              <ul className={styles.lines} data-bullets={item.body.bullets ? 'true' : 'false'}>
                {item.body.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : item.body?.kind === 'richText' ? (
              <RichText data={item.body.data} className={styles.richText} siteHost={context.siteHost} />
            ) : null}
          </div>
        ))}
      </div>
    </>
  )
}

function RelatedBody({
  links,
  icon,
  whisper,
  context,
}: {
  links: RelatedLink[]
  icon: CallOutIcon | null
  whisper: string | null
  context: WidgetContext
}) {
  return (
    <>
      <TopLine icon={icon} whisper={whisper} />
      <h2 className={styles.heading}>{RELATED_ARTICLES_HEADING}</h2>
      <ul className={styles.related}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <Link
              href={link.href}
              context={context}
              className={styles.link}
              attrs={trackClick({
                category: 'call-out',
                location: RELATED_ARTICLES_HEADING,
                text: link.title,
                linkUrl: link.href,
                position: index + 1,
              })}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

function SeriesBody({
  series,
  title,
  icon,
  whisper,
  context,
  ordinal,
}: {
  series: NonNullable<CallOutBlock['contentSeries']>
  title: string
  icon: CallOutIcon | null
  whisper: string | null
  context: WidgetContext
  ordinal?: number
}) {
  const articles = seriesArticles(series.articles)
  const author = seriesAuthor(series)
  const seriesHref = callOutHref(series.link)
  const track = (text: string, linkUrl: string, position?: number) =>
    trackClick({ category: 'content series', name: title, text, linkUrl, position })

  return (
    <div {...trackView({ category: 'content series', name: title, position: ordinal })}>
      {whisper ? <p className={styles.whisper}>{whisper}</p> : null}
      <div className={styles.seriesHeader}>
        {icon ? <CallOutIconGlyph icon={icon} className={styles.topIcon} size={32} /> : null}
        <h2 className={styles.heading}>{title}</h2>
      </div>
      {author ? <SeriesByline author={author} context={context} /> : null}
      {articles.length > 0 ? (
        <ol className={styles.articles}>
          {articles.map((article, index) => (
            <li key={article.key} className={styles.article}>
              <Thumbnail image={article.image} icon={icon} />
              <div className={styles.articleText}>
                <Link
                  href={article.href}
                  context={context}
                  className={styles.link}
                  attrs={track(article.title, article.href, index + 1)}
                >
                  {article.title}
                </Link>
                {article.byline ? <p className={styles.byline}>{article.byline}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {seriesHref ? (
        <p className={styles.more}>
          <Link
            href={seriesHref}
            context={context}
            className={styles.moreLink}
            attrs={track('Explore the series', seriesHref)}
          >
            <span aria-hidden="true">Explore the series</span>
            <span className="visually-hidden">Explore the series: {title}</span>
          </Link>
        </p>
      ) : null}
    </div>
  )
}

function SeriesByline({ author, context }: { author: SeriesAuthor; context: WidgetContext }) {
  return (
    <div className={styles.author}>
      {author.photo ? (
        <Picture
          image={author.photo}
          display={{ mobile: AVATAR, desktop: AVATAR }}
          imgClassName={styles.avatar}
          alt=""
          width={AVATAR}
          height={AVATAR}
        />
      ) : null}
      <div className={styles.authorText}>
        <p className={styles.authorName}>
          By{' '}
          {author.href ? (
            <Link href={author.href} context={context} className={styles.link}>
              {author.name}
            </Link>
          ) : (
            author.name
          )}
        </p>
        {author.bio ? <p className={styles.authorBio}>{author.bio}</p> : null}
      </div>
    </div>
  )
}

/** A series article's picture at a fixed size (no shift while it loads); a tinted tile when it has none. */
function Thumbnail({ image, icon }: { image: ImageView | null; icon: CallOutIcon | null }) {
  if (!image) {
    return (
      <span className={styles.thumb} data-empty="true" aria-hidden="true">
        {icon ? <CallOutIconGlyph icon={icon} size={24} /> : null}
      </span>
    )
  }
  return (
    <Picture
      image={image}
      display={{ mobile: THUMB.width, desktop: THUMB.width }}
      imgClassName={styles.thumb}
      alt=""
      width={THUMB.width}
      height={THUMB.height}
    />
  )
}
