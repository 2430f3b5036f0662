import { z } from 'zod'
import { AD_POSITIONS, AD_SIZES, type AdSizeName, positionTakes } from '@/lib/ads'
import { DEVICE_TYPE_VALUES } from '@/lib/placements'
import {
  AD_COUNT_KINDS,
  AD_ID_PATTERN,
  AD_MAX_COUNT,
  AD_MAX_COUNTS_PER_BEACON,
  type AdCountsBody,
  type AdDecisionRequest,
} from './shared'

/*
 * The ad server's request schemas (issue 28), for the server only: zod never reaches the browser. Unknown
 * keys are refused, so a typo is a 400 naming the field, not a silent miss.
 */

const text = (max: number) => z.string().trim().max(max)
const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case slug like "heart-health"')
const sizeNames = Object.keys(AD_SIZES) as [AdSizeName, ...AdSizeName[]]

/** At most this many slots in one decision (the page's limits come to 10 faces at most). */
export const MAX_SLOTS_PER_DECISION = 12

const slot = z
  .object({
    id: z
      .string()
      .regex(/^[A-Z]{3}\d(\.\d{1,2})?$/, 'must be a slot id like "MMR2.3" (a position, then its number)'),
    position: z.enum(AD_POSITIONS),
    size: z.enum(sizeNames),
  })
  .strict()
  .refine((s) => positionTakes(s.position, s.size), {
    message: 'is a size this position does not take (see AD_POSITION_SPECS)',
    path: ['size'],
  })

export const adDecisionSchema = z
  .object({
    path: z.string().regex(/^\/[A-Za-z0-9/._-]{0,300}$/, 'must be a site path like "/health/sleep"'),
    section: text(60).nullable(),
    template: text(60).nullable(),
    categorySlugs: z.array(slug).max(40),
    keywords: z.array(text(120)).max(40),
    deviceType: z.enum(DEVICE_TYPE_VALUES),
    sensitive: z.boolean(),
    bucket: z.number().int().min(0).max(99),
    cappedCampaigns: z.array(z.string().regex(AD_ID_PATTERN, 'must be campaign ids')).max(200),
    slots: z
      .array(slot)
      .min(1, 'must name at least one slot')
      .max(MAX_SLOTS_PER_DECISION)
      .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
        message: 'must not name a slot twice',
      }),
  })
  .strict()

export type ParsedAdDecision = z.output<typeof adDecisionSchema>

export const adCountsSchema = z
  .object({
    counts: z
      .array(
        z
          .object({
            kind: z.enum(AD_COUNT_KINDS),
            campaignId: z.string().regex(AD_ID_PATTERN, 'must be a campaign id'),
            creativeId: z.string().regex(AD_ID_PATTERN, 'must be a creative id'),
            position: z.union([z.enum(AD_POSITIONS), z.literal('')]),
            count: z.number().int().min(1).max(AD_MAX_COUNT),
          })
          .strict()
          .refine((c) => (c.kind === 'blocked') === (c.position === ''), {
            message: 'must be "" for a blocked page view, and an ad position for any other count',
            path: ['position'],
          })
          .refine((c) => c.kind !== 'blocked' || (c.campaignId === '' && c.creativeId === ''), {
            message: 'must be "" for a blocked page view',
            path: ['campaignId'],
          }),
      )
      .min(1, 'must hold at least one count')
      .max(AD_MAX_COUNTS_PER_BEACON),
  })
  .strict()

export const adClickQuery = z.object({
  c: z
    .string({ error: 'c is required: the creative’s id.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'c must be a creative id.'),
  p: z.enum(AD_POSITIONS, { error: `p must be an ad position: ${AD_POSITIONS.join(', ')}.` }),
  s: z
    .string({ error: 's is required: the link’s signature.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 's must be a signature.'),
})

// The browser's request types and these schemas describe the same bodies.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameDecision: Same<z.input<typeof adDecisionSchema>, AdDecisionRequest> = true
const sameCounts: Same<z.input<typeof adCountsSchema>, AdCountsBody> = true
void sameDecision
void sameCounts
