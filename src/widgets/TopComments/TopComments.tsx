import type { TopCommentsBlock } from '@/cms/payload-types'
import { Chevron } from '@/content/Chevron'
import { trackOpen } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { widgetDomId } from '../commerce/rules'
import styles from './TopComments.module.css'
import {
  FEWER_COMMENTS_LABEL,
  moreCommentsLabel,
  type ShownComment,
  shownComments,
  splitComments,
  topCommentsHeading,
} from './topComments'

/** What the page's tracking island records when a reader opens the rest of the comments. */
export const TOP_COMMENTS_CATEGORY = 'top comments'

/** One comment: the reader's words as a quotation, with who wrote it under it. */
function Comment({ comment }: { comment: ShownComment }) {
  return (
    <li className={styles.item}>
      <figure className={styles.comment}>
        <blockquote className={styles.quote}>
          {comment.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        {comment.attribution.length > 0 ? (
          <figcaption className={styles.attribution}>
            {comment.attribution.map((part, index) => (
              <span key={part} className={styles.part}>
                {index > 0 ? (
                  <>
                    <span className={styles.separator} aria-hidden="true">
                      ·
                    </span>
                    <span className="visually-hidden">, </span>
                  </>
                ) : null}
                {part}
              </span>
            ))}
          </figcaption>
        ) : null}
      </figure>
    </li>
  )
}

/**
 * Top comments (000 §3 "Top comments", §9): readers' comments as quotations (the edited comment when there is
 * one), each with the reader's age and main health concern. The first 3 show; the rest are in a native
 * <details> right after them, opened by "Show N more comments" (Enter, Space, click; screen readers hear it as
 * collapsed or expanded). Focus stays on that control, and the comments it reveals follow it at once in
 * reading and tab order. Static: no JavaScript. Everything is in the HTML; browsers open the <details> for
 * find-in-page. Renders nothing without a comment to show.
 */
export function TopComments({ block, ordinal }: WidgetProps<TopCommentsBlock>) {
  const comments = shownComments(block.comments)
  if (comments.length === 0) return null

  const heading = topCommentsHeading(block.heading)
  const headingId = `${widgetDomId('top-comments', block.id, ordinal ?? 1)}-heading`
  const { first, rest } = splitComments(comments)

  return (
    <section
      className={styles.root}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Reader comments'}
    >
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {first.map((comment) => (
          <Comment key={comment.key} comment={comment} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details
          className={styles.more}
          {...trackOpen({
            category: TOP_COMMENTS_CATEGORY,
            text: moreCommentsLabel(rest.length),
            position: ordinal,
          })}
        >
          <summary className={styles.summary}>
            <span className={styles.showMore}>{moreCommentsLabel(rest.length)}</span>
            <span className={styles.showFewer}>{FEWER_COMMENTS_LABEL}</span>
            <Chevron className={styles.chevron} />
          </summary>
          <ul className={styles.list}>
            {rest.map((comment) => (
              <Comment key={comment.key} comment={comment} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
