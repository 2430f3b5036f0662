import { randomUUID } from 'node:crypto'
import type { CollectionConfig, Condition, Field } from 'payload'
import { DEVICE_TYPES, PLACEMENTS } from '@/lib/placements'
import { SECTIONS, TEMPLATES } from '@/lib/sections'
import {
  AUDIENCES,
  DRIVER_STYLES,
  DRIVER_TYPES,
  type DriverType,
  FREQUENCY_CAP_MAX,
  FREQUENCY_DAYS_MAX,
  PRIORITY_MAX,
  WEIGHT_MAX,
} from '@/services/drivers/shared'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { colorField } from '../fields/color'
import { lengthLimitComponent, limitedTextField } from '../fields/lengthLimit'
import { urlField } from '../fields/url'
import { revalidateHook } from '../revalidate'

export const DRIVERS_SLUG = 'drivers'

const revalidateDrivers = revalidateHook(() => [CACHE_TAGS.drivers])

type Sibling = { driverType?: unknown; includeFeedbackStep?: unknown } | undefined
const typeIs =
  (...types: DriverType[]): Condition =>
  (data) =>
    types.includes((data as Sibling)?.driverType as DriverType)
const typeIsNot =
  (...types: DriverType[]): Condition =>
  (data) =>
    !types.includes((data as Sibling)?.driverType as DriverType)

/** A named text field with the live length counter. */
function text(
  name: string,
  label: string,
  max: number,
  description: string,
  extra: { condition?: Condition; width?: string; whenEmpty?: string; type?: 'text' | 'textarea' } = {},
): Field {
  return limitedTextField({ name, label, max, description, ...extra })
}

/** Whole numbers in a range, with the range in the message. */
function wholeNumber(label: string, min: number, max: number) {
  return (value: unknown): string | true => {
    if (value === null || value === undefined || value === '') return true
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? true
      : `${label} must be a whole number from ${min} to ${max}.`
  }
}

/**
 * Drivers (001 §3 "Driver"): promotions placed at named positions by the placement engine
 * (`src/services/drivers/engine.ts`): newsletter sign-ups, downloads, quizzes, videos, coupons, copay offers,
 * calculators, banners, app downloads and phone buttons. Four tabs in editors' words: what shows, where it
 * links (and, for sign-ups, which lists and what follows), who it targets, what it tracks.
 *
 * No drafts: switch a driver on or off with "Running". Changes reach readers within seconds (the API's
 * driver list is reloaded on every save here and at most 30 s old on other instances); pages are not
 * regenerated, because pages never contain drivers (they are filled in the browser).
 */
export const Drivers: CollectionConfig = {
  slug: DRIVERS_SLUG,
  labels: { singular: 'Driver', plural: 'Drivers' },
  admin: {
    useAsTitle: 'name',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Promotions',
    defaultColumns: ['name', 'driverType', 'articlePlacement', 'enabled', 'priority', 'updatedAt'],
    listSearchableFields: ['name', 'campaignName', 'headline'],
    description:
      'Promotions shown at named positions: newsletter sign-ups, downloads, quizzes, coupons, banners… The placement engine picks one per position for each reader, by the rules under "Who sees it". See why with Promotions → Who fills a placement.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // The drivers API's catalog is reloaded on the next request (other instances within DRIVERS_RELOAD_SECONDS).
    afterChange: [revalidateDrivers],
    afterDelete: [revalidateDrivers],
    beforeChange: [
      ({ data, operation }) => {
        if (operation === 'create' || !data._uuid) data._uuid = data._uuid || randomUUID()
        return data
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Name (for editors)',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: {
            width: '50%',
            description:
              'Not shown to readers: how you find this driver in lists and reports, e.g. "Heart newsletter, spring". Up to 80 characters.',
            components: { afterInput: [lengthLimitComponent('Name', 80)] },
          },
        },
        {
          name: 'driverType',
          label: 'Kind of promotion',
          type: 'select',
          required: true,
          defaultValue: 'banner',
          options: DRIVER_TYPES.map((t) => ({ label: t.label, value: t.value })),
          admin: {
            width: '25%',
            description: 'Decides which fields below apply and how it looks.',
          },
        },
        {
          name: 'enabled',
          label: 'Running',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            width: '25%',
            description: 'Off: never shown, whatever the dates and rules say.',
          },
        },
      ],
    },
    {
      name: '_uuid',
      label: 'Driver id',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Set when the driver is first saved; it names the driver in tracking and reports.',
      },
    },
    {
      // "See where it fills": opens Promotions → Who fills a placement, following this driver (issue 17).
      name: 'seeWhereItFills',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/cms/admin/SeeWhereItFills.client#SeeWhereItFills' },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'What shows',
          description:
            'What readers see. Sign-up forms, banners and cards each keep their own size on the page.',
          fields: [
            {
              name: 'style',
              label: 'Look',
              type: 'select',
              options: DRIVER_STYLES.map((s) => ({ label: s.label, value: s.value })),
              admin: {
                condition: typeIsNot('copay'),
                description:
                  'Empty: sign-ups are a form, banners and phone buttons a strip, the rest a card. An in-article position holds one look; a driver of another look does not fill it.',
              },
            },
            {
              type: 'row',
              fields: [
                text(
                  'brand',
                  'Brand',
                  60,
                  'Who it is from, shown as "Sponsored by …" on sponsored drivers, e.g. "Acme Health".',
                  {
                    width: '50%',
                    condition: typeIsNot('copay'),
                  },
                ),
                text(
                  'vendorName',
                  'Vendor',
                  60,
                  'The partner that runs the offer, when not the brand (tracking and reports).',
                  {
                    width: '50%',
                    condition: typeIsNot('copay'),
                  },
                ),
              ],
            },
            text(
              'campaignName',
              'Campaign',
              80,
              'Groups drivers in reports and tracking, e.g. "spring-heart-2026". Not shown to readers.',
            ),
            limitedTextField({
              name: 'headline',
              label: 'Headline',
              max: 90,
              description:
                'The driver’s main line, e.g. "Get our heart-health newsletter". For a copay offer it is the heading above the offer (empty: "Find prescription drug savings").',
              validate: (value, sibling) =>
                sibling.driverType === 'copay' || (typeof value === 'string' && value.trim() !== '')
                  ? true
                  : 'Write a headline: readers see it first.',
            }),
            {
              type: 'row',
              fields: [
                text('whisper', 'Small line above the headline', 60, 'e.g. "FREE NEWSLETTER". Empty: none.', {
                  width: '50%',
                  condition: typeIsNot('copay'),
                }),
                colorField({
                  name: 'whisperColor',
                  label: 'Colour of the small line',
                  contrastWith: '#ffffff',
                  admin: {
                    width: '50%',
                    condition: typeIsNot('copay'),
                    description: 'Empty: the site’s accent colour.',
                  },
                }),
              ],
            },
            text(
              'bodyCopy',
              'Text',
              400,
              'A sentence or two under the headline. A blank line starts a new paragraph.',
              {
                type: 'textarea',
                condition: typeIsNot('copay'),
              },
            ),
            {
              type: 'row',
              fields: [
                {
                  name: 'image',
                  label: 'Picture',
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    width: '50%',
                    condition: typeIsNot('copay', 'phone'),
                    description:
                      'Shown beside the text on cards and sign-ups (square crops best). Empty: none.',
                  },
                },
                {
                  name: 'vendorLogo',
                  label: 'Partner logo',
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    width: '50%',
                    condition: typeIsNot('copay'),
                    description: 'A small logo under the text of sponsored drivers. Empty: none.',
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'rating',
                  label: 'Rating (out of 5)',
                  type: 'number',
                  min: 0,
                  max: 5,
                  admin: {
                    width: '33%',
                    step: 0.1,
                    condition: typeIs('appDownload', 'download', 'calculator', 'coupon'),
                    description: 'e.g. 4.8 for an app’s store rating. Empty: none.',
                  },
                },
                {
                  name: 'subscriberNumber',
                  label: 'Readers already signed up',
                  type: 'number',
                  min: 0,
                  admin: {
                    width: '33%',
                    condition: typeIs('newsletter'),
                    description: 'Shown as "Join 120,000 readers". Empty: not shown.',
                  },
                },
                {
                  name: 'autoOpen',
                  label: 'Open the form at once',
                  type: 'checkbox',
                  admin: {
                    width: '33%',
                    condition: typeIs('newsletter'),
                    description: 'In the second-page pop-up: open with the address field focused.',
                  },
                },
              ],
            },
            {
              name: 'copay',
              label: 'Copay offer',
              type: 'group',
              admin: {
                condition: typeIs('copay'),
                description:
                  'Shown inside the drug cost savings widget for readers with insurance: "With insurance, pay as little as $X…", three cards and the button.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'price',
                      label: 'Price with insurance (USD)',
                      type: 'number',
                      min: 0,
                      admin: {
                        width: '50%',
                        step: 0.01,
                        description: 'Shown as "pay as little as $X", e.g. 0 or 10.',
                      },
                      validate: (value: unknown, { data }: { data?: unknown }) =>
                        (data as Sibling)?.driverType !== 'copay' || typeof value === 'number'
                          ? true
                          : 'Enter the price with insurance, e.g. 10',
                    },
                    {
                      name: 'monthlyPrice',
                      label: 'First months’ price (USD)',
                      type: 'number',
                      min: 0,
                      admin: {
                        width: '50%',
                        step: 0.01,
                        description: 'Shown as "Only $X/mo initially", e.g. 4.',
                      },
                      validate: (value: unknown, { data }: { data?: unknown }) =>
                        (data as Sibling)?.driverType !== 'copay' || typeof value === 'number'
                          ? true
                          : 'Enter the first months’ price, e.g. 4',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Where it links',
          description: 'The button and what happens after a sign-up.',
          fields: [
            {
              type: 'row',
              fields: [
                text(
                  'callToAction',
                  'Button text',
                  40,
                  'e.g. "Download the guide". Sign-ups: the submit button (empty: "Sign up").',
                  {
                    width: '50%',
                  },
                ),
                urlField({
                  name: 'callToActionURL',
                  label: 'Button link',
                  admin: {
                    width: '50%',
                    condition: typeIsNot('newsletter', 'phone'),
                    description:
                      'Where the button goes, starting with https:// or a page of this site (/health/…). +k1, +where, +utm_source and the other tokens are replaced for each reader.',
                  },
                }),
              ],
            },
            colorField({
              name: 'callToActionHexColor',
              label: 'Button colour',
              contrastWith: '#ffffff',
              admin: { description: 'Empty: the site’s button colour. White text must stay readable on it.' },
            }),
            {
              type: 'row',
              fields: [
                text(
                  'secondaryCtaText',
                  'Second link text',
                  40,
                  'A quieter link beside the button, e.g. "Learn more". Empty: none.',
                  {
                    width: '50%',
                    condition: typeIsNot('copay', 'newsletter'),
                  },
                ),
                urlField({
                  name: 'secondaryCtaUrl',
                  label: 'Second link',
                  admin: {
                    width: '50%',
                    condition: typeIsNot('copay', 'newsletter'),
                    description: 'Where the second link goes.',
                  },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                urlField({
                  name: 'appleHref',
                  label: 'App Store link',
                  admin: {
                    width: '50%',
                    condition: typeIs('appDownload'),
                    description: 'The app’s App Store page.',
                  },
                }),
                urlField({
                  name: 'googleHref',
                  label: 'Google Play link',
                  admin: {
                    width: '50%',
                    condition: typeIs('appDownload'),
                    description: 'The app’s Google Play page.',
                  },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                text('buttonTeaser', 'Line before the phone button', 60, 'e.g. "Talk to a licensed agent".', {
                  width: '50%',
                  condition: typeIs('phone'),
                }),
                {
                  name: 'buttonPhoneNumber',
                  label: 'Phone number',
                  type: 'text',
                  admin: {
                    width: '50%',
                    condition: typeIs('phone'),
                    description: 'Ten digits, e.g. 800-555-0134; readers on phones call it with one tap.',
                  },
                  validate: (value: unknown, { data }: { data?: unknown }) => {
                    if ((data as Sibling)?.driverType !== 'phone') return true
                    const digits = typeof value === 'string' ? value.replace(/\D/g, '') : ''
                    return /^1?\d{10}$/.test(digits)
                      ? true
                      : 'Enter a ten-digit phone number, e.g. 800-555-0134.'
                  },
                },
              ],
            },
            {
              name: 'newsletterLists',
              label: 'Newsletter lists',
              type: 'relationship',
              relationTo: 'newsletterLists',
              hasMany: true,
              admin: {
                condition: typeIs('newsletter'),
                description:
                  'The lists a sign-up joins. The list for the page’s first keyword is added when there is one.',
              },
              validate: (value: unknown, { data }: { data?: unknown }) =>
                (data as Sibling)?.driverType !== 'newsletter' || (Array.isArray(value) && value.length > 0)
                  ? true
                  : 'Pick at least one newsletter list: a sign-up has to join something.',
            },
            {
              type: 'row',
              fields: [
                text(
                  'newsletterSource',
                  'Sign-up source',
                  60,
                  'Recorded with each sign-up, e.g. "article-inline". Empty: the position’s name.',
                  {
                    width: '50%',
                    condition: typeIs('newsletter'),
                  },
                ),
                {
                  name: 'isLeadGen',
                  label: 'Sign-up shared with the sponsor',
                  type: 'checkbox',
                  admin: {
                    width: '50%',
                    condition: typeIs('newsletter'),
                    description: 'Lead generation: the form says the brand will also receive the address.',
                  },
                },
              ],
            },
            {
              type: 'collapsible',
              label: 'After a sign-up: optional question',
              admin: { condition: typeIs('newsletter'), initCollapsed: true },
              fields: [
                {
                  name: 'includeFeedbackStep',
                  label: 'Ask a question after the sign-up',
                  type: 'checkbox',
                  admin: {
                    description:
                      'e.g. "What brings you here?" with a few choices. Answers are counted, not tied to the address.',
                  },
                },
                text('feedbackTitle', 'Question', 90, 'e.g. "What would you like to read about?"', {
                  condition: (_d, s) => Boolean((s as Sibling)?.includeFeedbackStep),
                }),
                text('feedbackDescription', 'Question help', 200, 'A line under the question. Empty: none.', {
                  condition: (_d, s) => Boolean((s as Sibling)?.includeFeedbackStep),
                }),
                {
                  name: 'feedbackSelections',
                  label: 'Choices',
                  type: 'array',
                  maxRows: 6,
                  labels: { singular: 'Choice', plural: 'Choices' },
                  admin: {
                    condition: (_d, s) => Boolean((s as Sibling)?.includeFeedbackStep),
                    description: 'Two to six answers readers pick from.',
                  },
                  fields: [{ name: 'label', label: 'Answer', type: 'text', required: true, maxLength: 60 }],
                },
                text('feedbackCallToAction', 'Question button', 30, 'Empty: "Continue".', {
                  condition: (_d, s) => Boolean((s as Sibling)?.includeFeedbackStep),
                }),
              ],
            },
            {
              type: 'collapsible',
              label: 'After a sign-up: confirmation',
              admin: { condition: typeIs('newsletter'), initCollapsed: true },
              fields: [
                text('confirmTitle', 'Confirmation heading', 90, 'Empty: "Check your inbox".'),
                text(
                  'confirmDesc',
                  'Confirmation text',
                  300,
                  'Empty: "We sent you an email. Open it and confirm to start getting the newsletter."',
                  {
                    type: 'textarea',
                  },
                ),
                {
                  type: 'row',
                  fields: [
                    text('confirmCallToAction', 'Confirmation button', 40, 'Empty: no button.', {
                      width: '50%',
                    }),
                    urlField({
                      name: 'confirmCallToActionURL',
                      label: 'Confirmation button link',
                      admin: { width: '50%', description: 'Where the confirmation button goes.' },
                    }),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Who sees it',
          description:
            'Where it shows and for whom. An empty list targets everything: leave Sections empty to show it in every section.',
          fields: [
            {
              name: 'articlePlacement',
              label: 'Positions',
              type: 'select',
              hasMany: true,
              options: PLACEMENTS.map((p) => ({ label: p.label, value: p.value })),
              admin: {
                description: `Where it may show. ${PLACEMENTS.map((p) => `${p.label}: ${p.help}`).join(' ')}`,
              },
              validate: (value: unknown) =>
                Array.isArray(value) && value.length > 0
                  ? true
                  : 'Pick at least one position: a driver without one never shows.',
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'sections',
                  label: 'Sections',
                  type: 'select',
                  hasMany: true,
                  options: SECTIONS.map((s) => ({ label: s.label, value: s.slug })),
                  admin: { width: '50%', description: 'Empty: every section.' },
                },
                {
                  name: 'categories',
                  label: 'Categories',
                  type: 'relationship',
                  relationTo: 'categories',
                  hasMany: true,
                  admin: { width: '50%', description: 'Pages in any of these. Empty: any category.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'templates',
                  label: 'Page templates',
                  type: 'select',
                  hasMany: true,
                  options: TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
                  admin: { width: '50%', description: 'Empty: every template.' },
                },
                {
                  name: 'devices',
                  label: 'Devices',
                  type: 'select',
                  hasMany: true,
                  options: DEVICE_TYPES.map((d) => ({ label: d.label, value: d.value })),
                  admin: { width: '50%', description: 'By the reader’s window width. Empty: all.' },
                },
              ],
            },
            {
              name: 'keywords',
              label: 'Keywords (k1)',
              type: 'text',
              hasMany: true,
              maxRows: 40,
              admin: {
                description:
                  'Pages whose first keyword is one of these, e.g. "blood pressure". Empty: any keyword.',
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'paths',
                  label: 'Only at these addresses',
                  type: 'text',
                  hasMany: true,
                  maxRows: 40,
                  admin: {
                    width: '50%',
                    description:
                      'Exact paths (/health/heart-health) or a prefix with * (/health/*). Empty: anywhere.',
                  },
                },
                {
                  name: 'excludePaths',
                  label: 'Never at these addresses',
                  type: 'text',
                  hasMany: true,
                  maxRows: 40,
                  admin: { width: '50%', description: 'Same form; wins over the list beside it.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'audiences',
                  label: 'Audiences',
                  type: 'select',
                  hasMany: true,
                  options: AUDIENCES.map((a) => ({ label: a.label, value: a.value })),
                  admin: {
                    width: '50%',
                    description:
                      'Readers in any of these, from what this site knows of the browser. Empty: everyone.',
                  },
                },
                {
                  name: 'drugs',
                  label: 'Drugs',
                  type: 'relationship',
                  relationTo: 'drugs',
                  hasMany: true,
                  admin: {
                    width: '50%',
                    condition: typeIs('copay'),
                    description: 'The drugs whose cost savings widget shows this offer. Empty: every drug.',
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'startsAt',
                  label: 'Starts',
                  type: 'date',
                  admin: {
                    width: '50%',
                    date: { pickerAppearance: 'dayAndTime' },
                    description: 'Empty: now.',
                  },
                },
                {
                  name: 'endsAt',
                  label: 'Ends',
                  type: 'date',
                  admin: {
                    width: '50%',
                    date: { pickerAppearance: 'dayAndTime' },
                    description: 'Empty: no end.',
                  },
                  validate: (value: unknown, { siblingData }: { siblingData?: unknown }) => {
                    const start = (siblingData as { startsAt?: unknown } | undefined)?.startsAt
                    if (!value || !start) return true
                    return Date.parse(String(value)) > Date.parse(String(start))
                      ? true
                      : 'The end must come after the start.'
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'priority',
                  label: 'Priority',
                  type: 'number',
                  defaultValue: 50,
                  admin: {
                    width: '33%',
                    description: `0 to ${PRIORITY_MAX}. Where several drivers qualify, the highest priority wins.`,
                  },
                  validate: wholeNumber('Priority', 0, PRIORITY_MAX),
                },
                {
                  name: 'weight',
                  label: 'Share among equals',
                  type: 'number',
                  defaultValue: 1,
                  admin: {
                    width: '33%',
                    description: `1 to ${WEIGHT_MAX}. Drivers of equal priority split readers by these: 3 and 1 show to three readers in four and one in four.`,
                  },
                  validate: wholeNumber('Share among equals', 1, WEIGHT_MAX),
                },
                {
                  name: 'frequencyCap',
                  label: 'Times per reader',
                  type: 'group',
                  admin: { width: '33%', description: 'Empty: no limit.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'count',
                          label: 'At most',
                          type: 'number',
                          admin: { width: '50%', description: 'times' },
                          validate: wholeNumber('At most', 1, FREQUENCY_CAP_MAX),
                        },
                        {
                          name: 'days',
                          label: 'In',
                          type: 'number',
                          admin: { width: '50%', description: 'days' },
                          validate: wholeNumber('In', 1, FREQUENCY_DAYS_MAX),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'What it tracks',
          description:
            'Counting is first-party. A sponsor’s pixel loads only for readers who have not opted out of tracking.',
          fields: [
            {
              type: 'row',
              fields: [
                text('productId', 'Product id', 60, 'The partner’s product id, recorded with clicks.', {
                  width: '50%',
                }),
                text(
                  'productVariantId',
                  'Product variant id',
                  60,
                  'The variant, when the partner has several.',
                  { width: '50%' },
                ),
              ],
            },
            {
              type: 'row',
              fields: [
                urlField({
                  name: 'sponsorTracker',
                  label: 'Sponsor’s pixel',
                  admin: {
                    width: '50%',
                    description:
                      'An https:// image address the sponsor counts views with. Loaded without the page address.',
                  },
                }),
                urlField({
                  name: 'sponsorUrl',
                  label: 'Sponsor’s page',
                  admin: { width: '50%', description: 'Linked from "Sponsored by …".' },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                urlField({
                  name: 'pixelTracker',
                  label: 'Click pixel',
                  admin: {
                    width: '50%',
                    description: 'An https:// image address loaded once when a reader clicks the button.',
                  },
                }),
                text(
                  'ga',
                  'Analytics label',
                  80,
                  'Sent with the driver’s events as their label, e.g. "heart-nl-spring".',
                  {
                    width: '50%',
                  },
                ),
              ],
            },
            {
              type: 'row',
              fields: [
                text(
                  'sailthruAccount',
                  'Sailthru account',
                  60,
                  'For sign-ups sent to Sailthru: the account name.',
                  {
                    width: '50%',
                    condition: typeIs('newsletter'),
                  },
                ),
                text(
                  'iterableAccount',
                  'Iterable account',
                  60,
                  'For sign-ups sent to Iterable: the project name.',
                  {
                    width: '50%',
                    condition: typeIs('newsletter'),
                  },
                ),
              ],
            },
            {
              name: 'adTagIds',
              label: 'Ad tag ids',
              type: 'text',
              hasMany: true,
              maxRows: 10,
              admin: { description: 'Recorded with the driver’s events for the ad server’s reports.' },
            },
          ],
        },
      ],
    },
  ],
}
