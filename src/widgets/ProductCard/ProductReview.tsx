import type { ReactNode } from 'react'
import type { Product } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import type { LexicalNode } from '@/content/lexical'
import { RichTextNodes } from '@/content/RichText'
import { cx } from '@/lib/cx'
import { type TrackFields, trackOpen } from '@/lib/trackingAttrs'
import { Disclosure } from '../commerce/Item'
import { ratingWord } from '../commerce/rules'
import prose from '../prose/prose.module.css'
import { CardLink, type ReviewPlacement } from './CardLink'
import { AnimatedImage, ReviewCollapse } from './ProductCard.lazy.client'
import styles from './ProductCard.module.css'
import {
  ACCORDION_TITLES,
  animatedImage,
  overallScore,
  productDetailRows,
  prosAndCons,
  type ReviewBody,
  reviewBody,
  reviewFit,
  reviewTitle,
  type ScoreBar,
  scoreBreakdown,
  scoreText,
} from './review'

/**
 * A review's text: rich text (headings shifted under the card's title), with any animated image made
 * pausable; or HTML still stored from before the rich-text migration, already sanitised.
 */
export function ReviewText({ body, siteHost }: { body: ReviewBody; siteHost: string }) {
  if (body.kind === 'html') {
    // Sanitised by `reviewBody` (sanitizeBlockHtml): no scripts, handlers or unsafe addresses.
    return (
      <div className={cx(prose.text, styles.reviewRich)} dangerouslySetInnerHTML={{ __html: body.html }} />
    )
  }
  const parts: ReactNode[] = []
  let run: LexicalNode[] = []
  const flush = () => {
    if (run.length === 0) return
    parts.push(<RichTextNodes key={`t${parts.length}`} nodes={run} siteHost={siteHost} headingOffset={2} />)
    run = []
  }
  for (const node of body.nodes) {
    const animated = animatedImage(node)
    if (!animated) {
      run.push(node)
      continue
    }
    flush()
    parts.push(<AnimatedImage key={`a${parts.length}`} {...animated} />)
  }
  flush()
  return <div className={cx(prose.text, styles.reviewRich)}>{parts}</div>
}

/** The score board: the Overall score out of 5 with its word, and the breakdown as bars of score / 5. */
function ScoreBoard({ overall, breakdown }: { overall: number | null; breakdown: ScoreBar[] }) {
  return (
    <div className={styles.scoreBoard}>
      {overall === null ? null : (
        <p className={styles.overall}>
          <span className={styles.overallLabel}>Our score</span>
          <span className={styles.overallValue}>{scoreText(overall)}</span>
          <span className={styles.overallOutOf}> out of 5</span>
          <span className={styles.ratingWord}> {ratingWord(overall)}</span>
        </p>
      )}
      {breakdown.length > 0 ? (
        <dl className={styles.breakdown}>
          {breakdown.map((row) => (
            <div key={row.name} className={styles.scoreRow}>
              <dt>{row.name}</dt>
              <dd>
                <span className={styles.scoreBar} aria-hidden="true">
                  <span className={styles.scoreFill} style={{ width: `${row.percent}%` }} />
                </span>
                <span className={styles.scoreValue}>
                  {scoreText(row.value)}
                  <span className="visually-hidden"> out of 5</span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}

/**
 * The review block (001 §4): the product's review ({product}Reviews) under its title, by its reviewer, with
 * the score board when the product asks for it (the Overall score out of 5 and the breakdown as bars of
 * score / 5). A long review collapses behind a toggle once measured; a featured partner's never does, and
 * is titled "Editor's take".
 */
export function ProductReviewBlock({ product, placement }: { product: Product; placement: ReviewPlacement }) {
  const body = reviewBody(product.productReview)
  const overall = overallScore(product.proprietaryReviews)
  const breakdown = scoreBreakdown(product.proprietaryReviews)
  const showBoard = product.showReviewScoreBoard === true && (overall !== null || breakdown.length > 0)
  if (!body && !showBoard) return null

  const title = reviewTitle(product)
  const titleId = `${placement.anchor}-review`
  const author = typeof product.reviewAuthorName === 'string' ? product.reviewAuthorName.trim() : ''
  const text = body ? <ReviewText body={body} siteHost={placement.context.siteHost} /> : null
  const fit = body ? reviewFit(body) : 'always'
  const neverCollapses = product.isFeaturedPartner === true || fit === 'always'

  return (
    <div className={styles.review}>
      <h4 id={titleId} className={styles.reviewTitle}>
        {title}
      </h4>
      {author ? <p className={styles.reviewer}>By {author}</p> : null}
      {showBoard ? <ScoreBoard overall={overall} breakdown={breakdown} /> : null}
      {text === null ? null : neverCollapses ? (
        text
      ) : (
        <ReviewCollapse id={`${placement.anchor}-review-text`} subject={title} fitsWide={fit === 'wide'}>
          {text}
        </ReviewCollapse>
      )}
    </div>
  )
}

/** One accordion: the kit's disclosure, closed at first, reporting each opening to the tracking island. */
function Accordion({
  id,
  title,
  track,
  children,
}: {
  id: string
  title: string
  track: TrackFields
  children: ReactNode
}) {
  return (
    <Disclosure
      id={id}
      title={title}
      className={styles.accordion}
      attrs={trackOpen({ ...track, text: title })}
    >
      {children}
    </Disclosure>
  )
}

function Mark({ kind }: { kind: 'pro' | 'con' }) {
  return (
    <Glyph
      className={kind === 'pro' ? styles.proMark : styles.conMark}
      d={kind === 'pro' ? 'M3 8.5l3.2 3L13 4.5' : 'M4 4l8 8M12 4l-8 8'}
    />
  )
}

/**
 * The three accordions (001 §4): "What our tester says" (the hands-on review), "Pros & cons" and "Product
 * details"; each closed at first, opened and closed on its own, and reported when opened.
 */
export function ProductAccordions({ product, placement }: { product: Product; placement: ReviewPlacement }) {
  const handsOn = reviewBody(product.handsOnReview)
  const { pros, cons } = prosAndCons(product)
  const details = productDetailRows(product)
  if (!handsOn && pros.length === 0 && cons.length === 0 && details.length === 0) return null
  const id = (part: string) => `${placement.anchor}-${part}`
  const sponsored = product.isFeaturedPartner === true

  return (
    <div className={styles.accordions}>
      {handsOn ? (
        <Accordion id={id('tester')} title={ACCORDION_TITLES.handsOnReview} track={placement.track}>
          <ReviewText body={handsOn} siteHost={placement.context.siteHost} />
        </Accordion>
      ) : null}
      {pros.length > 0 || cons.length > 0 ? (
        <Accordion id={id('pros-cons')} title={ACCORDION_TITLES.prosAndCons} track={placement.track}>
          <div className={styles.prosCons}>
            {(
              [
                ['pro', 'Pros', pros],
                ['con', 'Cons', cons],
              ] as const
            ).map(([kind, heading, items]) =>
              items.length > 0 ? (
                <div key={kind}>
                  <p id={id(`${kind}s`)} className={styles.listTitle}>
                    {heading}
                  </p>
                  <ul className={styles.points} aria-labelledby={id(`${kind}s`)}>
                    {items.map((item, i) => (
                      <li key={`${i}-${item}`}>
                        <Mark kind={kind} />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        </Accordion>
      ) : null}
      {details.length > 0 ? (
        <Accordion id={id('details')} title={ACCORDION_TITLES.productDetails} track={placement.track}>
          <dl className={styles.details}>
            {details.map((row, i) => (
              <div key={`${i}-${row.label}`}>
                <dt>{row.label}</dt>
                <dd>
                  {row.linkUrl ? (
                    <CardLink
                      href={row.linkUrl}
                      label={row.label}
                      placement={placement}
                      sponsored={sponsored}
                    >
                      {row.value}
                    </CardLink>
                  ) : (
                    row.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Accordion>
      ) : null}
    </div>
  )
}
