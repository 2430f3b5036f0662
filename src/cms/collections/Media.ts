import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'
import { config } from '@/platform/config.mjs'
import { mediaDir } from '@/platform/runtime'
import { requestPregeneration } from '@/services/images/pregeneration'
import { uploadProblem } from '@/services/images/upload'
import { anyone, isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

const revalidateMedia = revalidateHook<{ id: number }>((doc) => [CACHE_TAGS.media(doc.id)])

/**
 * Every change is a new version (pages name an upload's variants by its last change): its common image-proxy
 * variants are made in the background (issue 31).
 */
const pregenerateVariants: CollectionAfterChangeHook = ({ doc }) => {
  requestPregeneration(doc)
  return doc
}

/**
 * A damaged file, or one larger than the image proxy decodes (issue 31), is refused before Payload stores or
 * resizes it, with a message that says what to do.
 */
const refuseUnusableImages: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return
  const problem = await uploadProblem(req.file, config().images.maxInputPixels)
  if (problem) throw new APIError(problem, 400, undefined, true)
}

/** Uploaded images, resized with sharp into the sizes the site renders. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  // Writers upload and describe images for their drafts; only editors delete them.
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isEditor },
  hooks: {
    beforeOperation: [refuseUnusableImages],
    afterChange: [revalidateMedia, pregenerateVariants],
    afterDelete: [revalidateMedia],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre' },
      { name: 'card', width: 640, height: 480, position: 'centre' },
      { name: 'hero', width: 1280, height: 720, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for readers who cannot see it.' },
    },
    { name: 'credit', type: 'text' },
  ],
}
