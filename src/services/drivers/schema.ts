import { z } from 'zod'
import { DEVICE_TYPE_VALUES } from '@/lib/placements'
import type { DriverRequest } from './shared'
import { DRIVER_STYLE_VALUES } from './shared'

/*
 * The drivers call's request schema (002 §3.9), for the server. Kept out of `shared.ts` so that zod never
 * reaches the browser.
 */

const text = (max: number) => z.string().trim().max(max)
const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case slug like "heart-health"')

/** A placement name: letters and digits, as the page declares it. Unknown names are answered with null. */
const placementName = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a placement name like "articlePlacement"')

/** The request body of 002 §3.9. Unknown keys are refused so a typo is a 400, not a silent miss. */
export const driverRequestSchema = z
  .object({
    k1: text(120).nullish(),
    kMetas: z.array(text(120)).max(40).default([]),
    pageType: text(60).nullish(),
    categorySlugs: z.array(slug).max(40).default([]),
    articlePlacements: z.array(placementName).min(1, 'name at least one placement').max(20),
    profile: z
      .object({
        audiences: z.array(text(60)).max(20).default([]),
        /** The reader's bucket, 0–99: random once per browser, kept first-party. */
        bucket: z.number().int().min(0).max(99).default(0),
        /** Drivers this browser has seen as often as their frequency cap allows. */
        cappedDrivers: z.array(text(64)).max(200).default([]),
      })
      .strict()
      .default({ audiences: [], bucket: 0, cappedDrivers: [] }),
    deviceType: z.enum(DEVICE_TYPE_VALUES).nullish(),
    mobileOS: z.enum(['ios', 'android', 'other']).nullish(),
    msiteID: text(60).nullish(),
    webContext: z
      .object({
        section: text(60).nullish(),
        /** The space each in-article placement reserved (a driver of another style does not fit it). */
        placementStyles: z.record(placementName, z.enum(DRIVER_STYLE_VALUES)).default({}),
        /** The drug a drug cost savings widget shows (its copay placement). */
        drugId: text(64).nullish(),
      })
      .strict()
      .default({ placementStyles: {} }),
    cesData: z
      .object({ metaDescription: text(500).nullish(), mpdTags: z.array(text(120)).max(40).default([]) })
      .strict()
      .nullish(),
    excludeVideos: z.boolean().default(false),
  })
  .strict()

export type ParsedDriverRequest = z.output<typeof driverRequestSchema>

// The browser's request type and this schema describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.input<typeof driverRequestSchema>, DriverRequest> = true
void sameShape
