import type { CollectionConfig } from 'payload'
import { mediaDir } from '@/platform/runtime'
import { anyone, isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

const revalidateMedia = revalidateHook<{ id: number }>((doc) => [CACHE_TAGS.media(doc.id)])

/** Uploaded images, resized with sharp into the sizes the site renders. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  // Writers upload and describe images for their drafts; only editors delete them.
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isEditor },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMedia] },
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
