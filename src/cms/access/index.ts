import type { Access, FieldAccess } from 'payload'

/** Signed-in editors (the `users` collection) may do anything the collection allows. */
export const isEditor: Access = ({ req }) => Boolean(req.user)

export const isEditorField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Readers see published documents only; editors also see drafts. */
export const editorOrPublished: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

export const isAdmin: Access = ({ req }) => req.user?.role === 'admin'
