'use client'

import { createLazyLeaf } from '@/lib/lazy/lazyLeaf'

/** The call-out's wave layer, loaded when the box comes within 300 px of the viewport. */
export const LazyCallOutWave = createLazyLeaf('callOut', () =>
  import('./CallOut.client').then((m) => m.CallOutWave),
)
