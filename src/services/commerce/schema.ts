import { z } from 'zod'
import { MAX_EVENTS_PER_BATCH } from './shared'

export const commerceEvent = z.object({
  kind: z.enum(['impression', 'click']),
  productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'productId must be a product id'),
  articlePath: z
    .string()
    .max(300, 'articlePath is too long')
    .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'articlePath must be an article address such as /health/sleep'),
  position: z.number().int().min(1).max(999),
})

export const commerceEventsBody = z.object({
  events: z
    .array(commerceEvent)
    .min(1, 'events must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `events may hold at most ${MAX_EVENTS_PER_BATCH} events`),
})
