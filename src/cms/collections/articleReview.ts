import { APIError, type CollectionBeforeChangeHook, type Field, type Where } from 'payload'
import { isEditorField, roleOf } from '../access'
import type { DraftRule } from '../fields/draftRules'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { wasPublished } from './Redirects'

/**
 * The review workflow of an article. Writers draft and ask for review; editors request changes, approve and
 * publish. The medical reviewer's sign-off (who, and when) is recorded by editors and shown on the page.
 */
export const REVIEW_STATUSES = [
  { value: 'inProgress', label: 'In progress' },
  { value: 'readyForReview', label: 'Ready for review' },
  { value: 'changesRequested', label: 'Changes requested' },
  { value: 'approved', label: 'Approved' },
] as const

export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value']

/** What a writer may set: their own progress, never an editor's decision. */
export const WRITER_REVIEW_STATUSES: readonly ReviewStatus[] = ['inProgress', 'readyForReview']

export const WRITER_CANNOT_DECIDE =
  'Only an editor can approve an article or ask for changes. Choose "In progress" or "Ready for review".'
export const WRITER_CANNOT_UNPUBLISH =
  'Writers cannot unpublish an article. Ask an editor, or save your changes as a draft.'

/**
 * Writers set their own progress only (checked on drafts and on publish alike). A status they did not
 * change (an editor's "Approved" on an article they now revise) stays as it is.
 */
export const reviewStatusRule: DraftRule = {
  path: 'review.status',
  label: 'Review status',
  check: (value, { req, previousValue }) =>
    roleOf(req) === 'writer' &&
    value &&
    value !== previousValue &&
    !WRITER_REVIEW_STATUSES.includes(value as ReviewStatus)
      ? WRITER_CANNOT_DECIDE
      : true,
}

/** Editors' filter for the article list: drafts waiting for them. */
export const READY_FOR_REVIEW: Where = { 'review.status': { equals: 'readyForReview' } }

export const reviewFields: Field[] = [
  {
    name: 'review',
    label: 'Review',
    type: 'group',
    admin: {
      position: 'sidebar',
      description:
        'Writers: set "Ready for review" and save your draft when it is ready for an editor. Editors: approve it, or ask for changes and say what in the note.',
    },
    fields: [
      {
        name: 'status',
        label: 'Status',
        type: 'select',
        defaultValue: 'inProgress',
        options: REVIEW_STATUSES.map((s) => ({ label: s.label, value: s.value })),
        validate: (value: unknown, { req, previousValue }: { req: unknown; previousValue?: unknown }) =>
          reviewStatusRule.check(value, { req: req as never, data: {}, previousValue }),
      },
      {
        name: 'note',
        label: 'Note for the team',
        type: 'textarea',
        maxLength: 1000,
        admin: {
          description: 'What to check, or what to change. Up to 1,000 characters. Not shown to readers.',
          components: { afterInput: [lengthLimitComponent('Note for the team', 1000)] },
        },
      },
    ],
  },
  {
    name: 'medicalReviewDate',
    label: 'Medically reviewed on',
    type: 'date',
    access: { create: isEditorField, update: isEditorField },
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' },
      description:
        'The day the medical reviewer signed off this version. Shown under the byline with the reviewer. Editors only.',
    },
  },
]

/**
 * Writers may save drafts of a published article but not take it down: an update that sets `_status: draft`
 * outside a draft save (the admin's "Unpublish") is refused when the article is live.
 */
export const preventWriterUnpublish: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (roleOf(req) !== 'writer' || operation !== 'update' || data?._status !== 'draft') return data
  const draftSave = String((req.query as { draft?: unknown } | undefined)?.draft) === 'true'
  if (draftSave || originalDoc?.id === undefined) return data
  // The hook sees the newest version, which may be a draft; whether the article itself is live was read
  // once, before this hook, by rememberPublishedPath.
  if (wasPublished(context)) throw new APIError(WRITER_CANNOT_UNPUBLISH, 403, undefined, true)
  return data
}
