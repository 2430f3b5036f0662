'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The call-out's wave layer, loaded when the box comes within 300 px of the viewport. */
export const LazyCallOutWave = createLazyLeaf('callOut', () =>
  import('./CallOut.client').then((m) => m.CallOutWave),
)
