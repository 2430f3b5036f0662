import { z } from 'zod'
import { PLACEMENT_NAMES } from '@/lib/placements'
import { DRIVER_COUNT_KINDS, DRIVER_ID_PATTERN, MAX_COUNT, MAX_COUNTS_PER_BEACON } from './shared'

export const driverCount = z
  .object({
    kind: z.enum(DRIVER_COUNT_KINDS),
    driverId: z.string().max(64, 'driverId is too long'),
    placement: z.enum(PLACEMENT_NAMES, {
      error: `placement must be a position name: ${PLACEMENT_NAMES.join(', ')}`,
    }),
    count: z
      .number()
      .int('count must be a whole number')
      .min(1, 'count must be at least 1')
      .max(MAX_COUNT, `count may be at most ${MAX_COUNT}`)
      .default(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    // A miss is the placement's, not a driver's: counted under "" so the placement's fill rate adds up.
    if (c.kind === 'miss' && c.driverId !== '')
      ctx.addIssue({ code: 'custom', path: ['driverId'], message: 'driverId must be empty for a miss' })
    if (c.kind !== 'miss' && !DRIVER_ID_PATTERN.test(c.driverId))
      ctx.addIssue({ code: 'custom', path: ['driverId'], message: 'driverId must be a driver id' })
  })

export const driverCountsBody = z
  .object({
    counts: z
      .array(driverCount)
      .min(1, 'counts must hold at least one count')
      .max(MAX_COUNTS_PER_BEACON, `counts may hold at most ${MAX_COUNTS_PER_BEACON} counts`),
  })
  .strict()

export type ParsedDriverCount = z.output<typeof driverCount>
