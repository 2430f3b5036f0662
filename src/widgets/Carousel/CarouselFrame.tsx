import type {
  KeyboardEventHandler,
  MouseEventHandler,
  PointerEventHandler,
  ReactNode,
  RefObject,
} from 'react'
import type { ImageView } from '@/content/image'
import { type DisplayWidths, Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { trackClick } from '@/lib/trackingAttrs'
import styles from './Carousel.module.css'
import {
  CAROUSEL_BREAKPOINTS,
  dotLabel,
  FLIP_LABELS,
  layoutsFor,
  NEXT_LABEL,
  PREVIOUS_LABEL,
  slideLabel,
} from './carousel'
import type { CarouselCard, CarouselKind, DoseCard, QuestionCard } from './carouselCards'

/** What the leaf adds to the server's markup: the state and the reader's controls. */
export type CarouselLive = {
  trackRef: RefObject<HTMLDivElement | null>
  pages: number
  active: number
  flipped: readonly boolean[]
  reducedMotion: boolean
  dragging: boolean
  onFlip: (index: number) => void
  onGoTo: (page: number) => void
  onKeyDown: KeyboardEventHandler<HTMLDivElement>
  onPointerDown: PointerEventHandler<HTMLDivElement>
  onPointerMove: PointerEventHandler<HTMLDivElement>
  onPointerUp: PointerEventHandler<HTMLDivElement>
  onClickCapture: MouseEventHandler<HTMLDivElement>
}

export type CarouselFrameProps = {
  /** Unique on the page (ids of the cards' backs). */
  id: string
  kind: CarouselKind
  cards: CarouselCard[]
  /** Absent on the server: the row scrolls natively, the answers sit under the questions, no controls. */
  live?: CarouselLive
}

/**
 * The cards' pictures' displayed widths (issue 31), measured on a 375 px phone and a 1280 px screen: a lone
 * card fills the column; in a row, a value card's picture is narrower than a gallery's.
 */
const SINGLE_CARD_DISPLAY: DisplayWidths = { mobile: 326, desktop: 718 }
const VALUE_CARD_DISPLAY: DisplayWidths = { mobile: 285, desktop: 230 }
const CARD_DISPLAY: DisplayWidths = { mobile: 287, desktop: 354 }

function Img({
  image,
  display,
  className,
}: {
  image: ImageView
  display: DisplayWidths
  className?: string
}) {
  return <Picture image={image} display={display} imgClassName={className} draggable={false} />
}

/** The daily dose's picture: the upright one on phones, the wide one from tablet width up. */
function DosePicture({ card, display }: { card: DoseCard; display: DisplayWidths }) {
  const { mobile, desktop } = card
  return (
    <Picture
      image={desktop ?? mobile}
      phoneImage={desktop ? mobile : undefined}
      phoneMaxWidth={CAROUSEL_BREAKPOINTS.tablet - 1}
      display={display}
      className={styles.dosePicture}
      imgClassName={cx(styles.doseImage, desktop ? styles.doseImageSplit : undefined)}
      alt={mobile.alt}
      draggable={false}
    />
  )
}

/**
 * A card with two faces and a button that turns it over. Both faces are in the HTML; without JavaScript
 * (`@media (scripting: none)`) they stack, the back under the front, and the button is hidden. Once the
 * leaf runs, the face not shown is inert (not focusable, not read) as well as hidden.
 */
function FlipCard({
  backId,
  labels,
  flipped,
  live,
  onFlip,
  kind,
  front,
  back,
  className,
}: {
  className?: string
  backId: string
  labels: { front: string; back: string }
  flipped: boolean
  live: CarouselLive | undefined
  onFlip?: () => void
  kind: CarouselKind
  front: ReactNode
  back: ReactNode
}) {
  return (
    <div className={cx(styles.card, styles.flipCard, className)} data-flipped={flipped ? 'true' : 'false'}>
      <div className={styles.faces}>
        <div className={cx(styles.face, styles.front)} inert={live && flipped ? true : undefined}>
          {front}
        </div>
        <div id={backId} className={cx(styles.face, styles.back)} inert={live && !flipped ? true : undefined}>
          {back}
        </div>
      </div>
      <button
        type="button"
        className={styles.flipButton}
        aria-expanded={flipped}
        aria-controls={backId}
        onClick={onFlip}
        {...trackClick({
          category: 'carousel',
          formatType: kind,
          text: flipped ? labels.back : labels.front,
        })}
      >
        {flipped ? labels.back : labels.front}
      </button>
    </div>
  )
}

function questionFaces({ card }: { card: QuestionCard }) {
  return {
    front: <h3 className={styles.question}>{card.question}</h3>,
    back: (
      <>
        {card.answer ? <p className={styles.answer}>{card.answer}</p> : null}
        {card.description ? <p className={styles.explanation}>{card.description}</p> : null}
      </>
    ),
  }
}

function doseFaces({ card, display }: { card: DoseCard; display: DisplayWidths }) {
  return {
    front: <DosePicture card={card} display={display} />,
    back: (
      <>
        {card.title ? <h3 className={styles.doseTitle}>{card.title}</h3> : null}
        {card.lessons.length > 0 ? (
          <ol className={styles.lessons}>
            {card.lessons.map((lesson, i) => (
              <li key={i}>{lesson}</li>
            ))}
          </ol>
        ) : null}
      </>
    ),
  }
}

function Card({
  card,
  index,
  id,
  kind,
  display,
  live,
}: {
  card: CarouselCard
  index: number
  id: string
  kind: CarouselKind
  display: DisplayWidths
  live: CarouselLive | undefined
}) {
  const flipped = Boolean(live?.flipped[index])
  const onFlip = live ? () => live.onFlip(index) : undefined
  const backId = `${id}-back-${index + 1}`
  switch (card.type) {
    case 'question': {
      const faces = questionFaces({ card })
      return (
        <FlipCard {...faces} {...{ backId, flipped, live, onFlip, kind }} labels={FLIP_LABELS.question} />
      )
    }
    case 'dose': {
      const faces = doseFaces({ card, display })
      return (
        <FlipCard
          {...faces}
          {...{ backId, flipped, live, onFlip, kind }}
          labels={FLIP_LABELS.dose}
          className={styles.doseCard}
        />
      )
    }
    case 'value':
      return (
        <div className={cx(styles.card, styles.valueCard)}>
          {card.image ? <Img image={card.image} display={display} className={styles.valueImage} /> : null}
          <h3 className={styles.valueTitle}>{card.title}</h3>
        </div>
      )
    case 'image':
      return (
        <div className={cx(styles.card, styles.imageCard)}>
          <Img image={card.image} display={display} className={styles.galleryImage} />
        </div>
      )
  }
}

function Controls({ live, kind }: { live: CarouselLive; kind: CarouselKind }) {
  const { pages, active, onGoTo } = live
  const atStart = active <= 0
  const atEnd = active >= pages - 1
  return (
    <>
      <button
        type="button"
        className={styles.arrow}
        aria-label={PREVIOUS_LABEL}
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) onGoTo(active - 1)
        }}
        {...trackClick({ category: 'carousel', formatType: kind, text: 'previous' })}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M14.5 6l-6 6 6 6" />
        </svg>
      </button>
      <div className={styles.dots}>
        {Array.from({ length: pages }, (_, page) => (
          <button
            key={page}
            type="button"
            className={styles.dot}
            aria-label={dotLabel(page)}
            aria-current={page === active ? 'true' : undefined}
            onClick={() => onGoTo(page)}
            {...trackClick({ category: 'carousel', formatType: kind, text: 'dot', position: page + 1 })}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label={NEXT_LABEL}
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) onGoTo(active + 1)
        }}
        {...trackClick({ category: 'carousel', formatType: kind, text: 'next' })}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M9.5 6l6 6-6 6" />
        </svg>
      </button>
    </>
  )
}

/**
 * The carousel's cards and controls, the same markup on the server and in the leaf: a row of cards that
 * scrolls sideways and snaps (CSS scroll snap, no JavaScript needed), and a reserved row under it where the
 * leaf puts the arrows and dots. The layout at each breakpoint (row, 2 × 2 grid or carousel) is written as
 * data attributes; CSS media queries pick one, so the server needs no viewport width.
 */
export function CarouselFrame({ id, kind, cards, live }: CarouselFrameProps) {
  const layouts = layoutsFor(cards.length)
  const display =
    cards.length === 1 ? SINGLE_CARD_DISPLAY : kind === 'valueProps' ? VALUE_CARD_DISPLAY : CARD_DISPLAY
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the focused row and the controls bubble here
    <div
      className={styles.frame}
      data-mobile={layouts.mobile}
      data-tablet={layouts.tablet}
      data-desktop={layouts.desktop}
      data-live={live ? 'true' : undefined}
      data-motion={live ? (live.reducedMotion ? 'reduce' : 'full') : undefined}
      onKeyDown={live?.onKeyDown}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a group of slides; fieldset is for form controls */}
      <div
        ref={live?.trackRef}
        className={styles.track}
        role="group"
        aria-label="Cards"
        // Focusable, so the row scrolls with the keyboard (and the leaf's arrow keys page it); once the leaf
        // knows the cards all fit (a row or the grid), it leaves the tab order.
        tabIndex={live && live.pages <= 1 ? -1 : 0}
        data-dragging={live?.dragging ? 'true' : undefined}
        onPointerDown={live?.onPointerDown}
        onPointerMove={live?.onPointerMove}
        onPointerUp={live?.onPointerUp}
        onPointerCancel={live?.onPointerUp}
        onClickCapture={live?.onClickCapture}
      >
        {cards.map((card, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, cards.length)}
          >
            <Card card={card} index={index} id={id} kind={kind} display={display} live={live} />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {live && live.pages > 1 ? <Controls live={live} kind={kind} /> : null}
      </div>
    </div>
  )
}
