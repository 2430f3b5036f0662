import { Picture } from '@/content/Picture'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import type { DecisionListView, PreampView } from './model'
import { DECISION_LIST_LIMITS } from './model'
import styles from './Preamp.module.css'

/** The list's picture: the article column less the box's padding and border on phones, 200 px from 768 px. */
const MAIN_IMAGE_DISPLAY = { mobile: 309, desktop: 200 }
/** The articles' thumbnails: 80 px wide at every width. */
const THUMB_DISPLAY = {
  mobile: DECISION_LIST_LIMITS.thumbWidth,
  desktop: DECISION_LIST_LIMITS.thumbWidth,
}

/** The decision article list: a heading with its picture, then the articles a reader chooses between. */
function DecisionList({ view }: { view: DecisionListView }) {
  const headingId = 'preamp-decision-list'
  return (
    <section
      className={styles.decisionList}
      aria-labelledby={headingId}
      data-preamp="decisionList"
      {...trackView({ category: 'decision list', location: 'preamp', name: view.title })}
    >
      {view.image ? (
        <Picture
          image={view.image}
          display={MAIN_IMAGE_DISPLAY}
          imgClassName={styles.mainImage}
          width={view.image.width ?? 640}
          height={view.image.height ?? 480}
          loading="eager"
        />
      ) : null}
      <div className={styles.listArea}>
        <h2 id={headingId} className={styles.heading}>
          {view.title}
        </h2>
        <ol className={styles.list}>
          {view.articles.map((article, index) => (
            <li key={article.href}>
              <a
                className={styles.item}
                href={article.href}
                {...trackClick({
                  category: 'decision list',
                  location: 'preamp',
                  position: index + 1,
                  text: article.title,
                  linkUrl: article.href,
                })}
              >
                {article.image ? (
                  <Picture
                    image={article.image}
                    display={THUMB_DISPLAY}
                    imgClassName={styles.thumb}
                    alt=""
                    width={DECISION_LIST_LIMITS.thumbWidth}
                    height={DECISION_LIST_LIMITS.thumbHeight}
                  />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.itemTitle}>{article.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/**
 * The preamp asset attached to the page (Content → Preamp assets), above the article text. Server-rendered,
 * no JavaScript; a kind this renderer does not know shows nothing.
 */
export function Preamp({ view }: { view: PreampView | null }) {
  if (!view) return null
  switch (view.kind) {
    case 'decisionList':
      return <DecisionList view={view} />
    default:
      return null
  }
}
