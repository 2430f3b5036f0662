'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** Print and Share (with the share dialog's code), loaded when the card comes within 300 px of the viewport. */
export const LazyDownloadableTools = createLazyLeaf('downloadable', () =>
  import('./Downloadable.client').then((m) => m.DownloadableTools),
)
