'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The video facade's button and the player's frame, loaded when the block comes within 300 px of the viewport. */
export const LazyVideoPlayer = createLazyLeaf('video', () =>
  import('../embed/Facade.client').then((m) => m.EmbedPlayer),
)
