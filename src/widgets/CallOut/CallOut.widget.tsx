import { defineWidget } from '../types'
import { CallOut } from './CallOut'
import { callOutBlock } from './CallOut.config'

/** Call-out: a box, related articles or a content series (static; series and brand pages get the wave leaf). */
export const callOutWidget = defineWidget({ blockType: 'callOut', block: callOutBlock, render: CallOut })
