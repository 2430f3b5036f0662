'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The embed facade's button and the provider's frame, loaded when the block comes within 300 px of the viewport. */
export const LazySocialEmbedPlayer = createLazyLeaf('socialEmbed', () =>
  import('../embed/Facade.client').then((m) => m.EmbedPlayer),
)
