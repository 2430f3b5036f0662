import { defineWidget } from '../types'
import { Tiles } from './Tiles'
import { tilesBlock } from './Tiles.config'

/** Article tiles: "Discover more about" a hub, linking to related articles (static, no JavaScript). */
export const tilesWidget = defineWidget({ blockType: 'tiles', block: tilesBlock, render: Tiles })
