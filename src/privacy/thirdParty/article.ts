import 'server-only'
import { createHmac } from 'node:crypto'
import { resolvePayloadSecret } from '@/platform/runtime'
import { articleTopicWords, type TopicSource, topicAttributes } from './pageTopic'

/**
 * An article's opaque page id: what the analytics vendor is told instead of its address or title (issue 18).
 * A keyed hash of the path (the key derived from PAYLOAD_SECRET, so every instance agrees and nobody without it
 * can work out which article an id stands for from a list of our addresses), 16 hex digits after a "p".
 * The operator finds an article's id with the same function.
 */
export function analyticsPageId(path: string, secret: string = resolvePayloadSecret()): string {
  const key = createHmac('sha256', secret).update('wellread.analytics-page-id').digest()
  return `p${createHmac('sha256', key).update(path).digest('hex').slice(0, 16)}`
}

/**
 * The attributes the article page puts on its `<article>`: the topic words the browser's guard keeps away
 * from other sites (`data-wr-topic`) and the opaque page id (`data-wr-page`). The same for every reader.
 */
export function articlePrivacyAttributes(
  article: TopicSource & { path: string },
  body: unknown,
): Record<string, string> {
  return topicAttributes(articleTopicWords(article, body), analyticsPageId(article.path))
}
