import { imageView } from '@/content/image'
import { plainTextFromRichText } from '@/content/lexical'
import { textOf } from '@/lib/text'
import type { JsonLdNode } from '../types'
import { defineWidget } from '../types'
import { Video } from './Video'
import { videoBlock } from './Video.config'
import { isoDuration, playerName, videoObjectJsonLd, videoSource } from './video'

/** Video: the facade in the HTML, the player's frame only on the reader's press; a VideoObject per video. */
export const videoWidget = defineWidget({
  blockType: 'video',
  block: videoBlock,
  render: Video,
  structuredData(blocks, page) {
    return blocks.flatMap((block, index) => {
      const source = videoSource(block)
      if (source.state !== 'video') return []
      const poster = imageView(block.poster)
      const node = videoObjectJsonLd({
        id: `${page.url}#video-${index + 1}`,
        name: textOf(block.title) || playerName(block),
        description: textOf(block.description),
        thumbnailUrl: poster ? new URL(poster.src, page.url).href : null,
        uploadDate: textOf(block.uploadDate),
        duration: isoDuration(block.duration),
        transcript: plainTextFromRichText(block.transcripts?.[0]?.text).trim(),
        ref: source.ref,
      })
      return node ? [node as JsonLdNode] : []
    })
  },
})
