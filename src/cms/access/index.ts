import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Who may do what in the CMS (ADR 12):
 *
 * | role   | articles                                   | products, authors, categories, site settings | media          | users       |
 * | ------ | ------------------------------------------ | -------------------------------------------- | -------------- | ----------- |
 * | admin  | everything                                 | everything                                   | everything     | everything  |
 * | editor | everything, including publish and delete   | everything                                   | everything     | self        |
 * | writer | create and edit drafts, ask for review;    | read                                         | upload, edit   | self        |
 * |        | never publish, unpublish or delete          |                                              |                |             |
 *
 * Readers are not users: they see published articles only.
 */
export const ROLES = [
  { value: 'admin', label: 'Administrator' },
  { value: 'editor', label: 'Editor' },
  { value: 'writer', label: 'Writer' },
] as const

export type Role = (typeof ROLES)[number]['value']

export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const role = (req.user as { role?: unknown } | null | undefined)?.role
  return role === 'admin' || role === 'editor' || role === 'writer' ? role : null
}

/** Anyone signed in to the CMS. */
export const isSignedIn: Access = ({ req }) => roleOf(req) !== null

/** Administrators and editors: may publish, schedule and change shared content. */
export function canPublish(req: Pick<PayloadRequest, 'user'>): boolean {
  const role = roleOf(req)
  return role === 'admin' || role === 'editor'
}

export const isEditor: Access = ({ req }) => canPublish(req)

export const isEditorField: FieldAccess = ({ req }) => canPublish(req)

export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'

export const anyone: Access = () => true

/** Readers see published documents only; everyone signed in also sees drafts. */
export const signedInOrPublished: Access = ({ req }) => {
  if (roleOf(req)) return true
  return { _status: { equals: 'published' } }
}

/**
 * Saving an article: editors and admins always; writers only when the save keeps it a draft. Payload asks
 * this with `data._status: 'published'` to decide whether to offer "Publish" at all, so writers never see it.
 */
export const canSaveArticle: Access = ({ req, data }) => {
  if (canPublish(req)) return true
  if (roleOf(req) !== 'writer') return false
  return (data as { _status?: unknown } | undefined)?._status !== 'published'
}
