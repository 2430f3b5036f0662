/**
 * Pure rules for the top comments block (000 §3 "Top comments", §9 "Top comments shown by default 3"). No React.
 */
import { isRecord } from '@/content/lexical'

/** Comments shown before the "Show N more comments" control (000 §9). */
export const TOP_COMMENTS_SHOWN = 3

/** The ages an editor may give a commenter: the site's readers are 13 or older. */
export const COMMENT_AGE = { min: 13, max: 120 } as const

/** Length limits, stated in the fields' help and shown live under them. */
export const COMMENT_LIMITS = {
  heading: 80,
  comment: 1000,
  editedComment: 500,
  primaryHealthConcern: 60,
} as const

/** The control's words once the rest is shown. */
export const FEWER_COMMENTS_LABEL = 'Show fewer comments'

/** The control's words while the rest is hidden: "Show 4 more comments", "Show 1 more comment". */
export function moreCommentsLabel(hidden: number): string {
  return `Show ${hidden.toLocaleString('en-US')} more ${hidden === 1 ? 'comment' : 'comments'}`
}

const tidy = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** A comment's paragraphs: one per line the reader wrote, blank lines dropped, spaces tidied. */
export function commentParagraphs(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return text.split(/\r?\n/).map(tidy).filter(Boolean)
}

/** A whole number of years within `COMMENT_AGE`, else null (not shown). */
function shownAge(age: unknown): number | null {
  return typeof age === 'number' && Number.isInteger(age) && age >= COMMENT_AGE.min && age <= COMMENT_AGE.max
    ? age
    : null
}

/** Who wrote it, as far as the editor said: "Age 47", "Main health concern: High blood pressure". */
export function attribution(age: unknown, primaryHealthConcern: unknown): string[] {
  const years = shownAge(age)
  const concern = tidy(primaryHealthConcern)
  return [
    ...(years === null ? [] : [`Age ${years}`]),
    ...(concern ? [`Main health concern: ${concern}`] : []),
  ]
}

export type ShownComment = { key: string; paragraphs: string[]; attribution: string[] }

/**
 * The comments a reader sees, in the editor's order: the edited comment when there is one, else the reader's
 * own words; comments that would show no text are left out.
 */
export function shownComments(comments: unknown): ShownComment[] {
  if (!Array.isArray(comments)) return []
  return comments.flatMap((item: unknown, index) => {
    if (!isRecord(item)) return []
    const edited = commentParagraphs(item.editedComment)
    const paragraphs = edited.length > 0 ? edited : commentParagraphs(item.comment)
    if (paragraphs.length === 0) return []
    const key = typeof item.id === 'string' && item.id ? item.id : `comment-${index}`
    return [{ key, paragraphs, attribution: attribution(item.age, item.primaryHealthConcern) }]
  })
}

/** The first comments, shown at once, and the rest, behind the control. */
export function splitComments<T>(
  comments: T[],
  shown: number = TOP_COMMENTS_SHOWN,
): { first: T[]; rest: T[] } {
  return { first: comments.slice(0, shown), rest: comments.slice(shown) }
}

/** The block's heading, tidied; '' when there is none. */
export function topCommentsHeading(value: unknown): string {
  return tidy(value)
}

/** The age field's check on publish, in editors' words. */
export function ageProblem(value: unknown): string | true {
  if (value === null || value === undefined) return true
  const fix = 'Fix the age, or leave it empty to show none.'
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return `Age must be a whole number of years; this one is ${String(value)}. ${fix}`
  }
  if (value < COMMENT_AGE.min || value > COMMENT_AGE.max) {
    return `Age must be between ${COMMENT_AGE.min} and ${COMMENT_AGE.max}; this one is ${value}. ${fix}`
  }
  return true
}
