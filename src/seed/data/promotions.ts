import type { Payload } from 'payload'
import type { Driver, NewsletterList } from '@/cms/payload-types'
import type { PictureKey } from '../images'
import type { SeedCounts } from '../types'
import type { CategoryKey } from './categories'

/** Every local-API call acts as the system and skips cache revalidation (no Next.js while seeding). */
const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

/**
 * The sample newsletters and promotions (issue 17). Invented text, fictional partners: the newsletters are
 * this site's own; the "sleep reset" guide and the step challenge point at this site's own articles; the
 * pharmacist line uses a 555 number that reaches nobody.
 */

type ListId = 'wellread-weekly' | 'heart-health-weekly'

export const NEWSLETTER_LIST_SEEDS: (Pick<NewsletterList, 'name' | 'k1' | 'description'> & {
  listId: ListId
})[] = [
  {
    name: 'Wellread Weekly',
    listId: 'wellread-weekly',
    k1: null,
    description: 'One email on Fridays with the week’s most useful health reads, reviewed by our clinicians.',
  },
  {
    name: 'Heart Health Weekly',
    listId: 'heart-health-weekly',
    k1: 'heart health',
    description:
      'Blood pressure, cholesterol, food and movement: one practical step for your heart each week.',
  },
]

type DriverSeed = Omit<
  Driver,
  'id' | 'createdAt' | 'updatedAt' | '_uuid' | 'newsletterLists' | 'categories' | 'image' | 'drugs'
> & {
  /** A stable id, so the seed finds its drivers again (and tests can name them). */
  _uuid: string
  lists?: ListId[]
  categoryKeys?: CategoryKey[]
  picture?: PictureKey
}

export const DRIVER_SEEDS: DriverSeed[] = [
  {
    _uuid: 'seed-wellread-weekly',
    name: 'Wellread Weekly: Subscribe dialog and second-page pop-up',
    driverType: 'newsletter',
    enabled: true,
    campaignName: 'wellread-weekly-evergreen',
    whisper: 'FREE NEWSLETTER',
    headline: 'Get Wellread Weekly',
    bodyCopy:
      'The week’s most useful health reads in one short email on Fridays. No spam, and you can leave with one click.',
    callToAction: 'Sign up',
    lists: ['wellread-weekly'],
    newsletterSource: 'header-dialog',
    confirmTitle: 'Check your inbox',
    confirmDesc: 'We sent you an email. Open it and press Confirm to start getting Wellread Weekly.',
    articlePlacement: ['headerNewsletter', 'wBw2ndPagePopup'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-heart-health-weekly',
    name: 'Heart Health Weekly: heart articles and the newsletter page',
    driverType: 'newsletter',
    style: 'newsletter',
    enabled: true,
    campaignName: 'heart-weekly-2026',
    whisper: 'HEART HEALTH WEEKLY',
    headline: 'One small step for your heart, every week',
    bodyCopy:
      'Practical tips on blood pressure, cholesterol, food and movement, checked by our medical reviewers.',
    callToAction: 'Sign up',
    lists: ['heart-health-weekly'],
    newsletterSource: 'article-inline',
    includeFeedbackStep: true,
    feedbackTitle: 'What would you most like help with?',
    feedbackDescription: 'Pick one: we use the answers to plan what we write, not to profile you.',
    feedbackSelections: [
      { label: 'Blood pressure' },
      { label: 'Cholesterol' },
      { label: 'Moving more' },
      { label: 'Eating well' },
    ],
    feedbackCallToAction: 'Continue',
    confirmTitle: 'Almost there',
    confirmDesc: 'Open the email we just sent and press Confirm. Then the first issue arrives on Friday.',
    articlePlacement: ['articlePlacement', 'manualPlacement1'],
    categoryKeys: ['heartHealth'],
    priority: 60,
    weight: 1,
  },
  {
    _uuid: 'seed-sleep-reset-guide',
    name: 'Sleep reset guide (sleep articles)',
    driverType: 'download',
    style: 'card',
    enabled: true,
    campaignName: 'sleep-reset-guide',
    whisper: 'FREE GUIDE',
    headline: 'A two-week sleep reset you can start tonight',
    bodyCopy:
      'A printable plan: a steady wake time, a wind-down routine and what to do when you cannot fall asleep.',
    callToAction: 'Get the guide',
    callToActionURL:
      '/health/high-blood-pressure-and-sleep?utm_source=wellread&utm_medium=driver&utm_content=+where',
    picture: 'gallery-morning-walk',
    articlePlacement: ['articlePlacement', 'articlePlacement2'],
    categoryKeys: ['sleep'],
    priority: 50,
    weight: 1,
    frequencyCap: { count: 5, days: 7 },
  },
  {
    _uuid: 'seed-step-challenge',
    name: 'Step challenge banner (fitness section)',
    driverType: 'banner',
    style: 'banner',
    enabled: true,
    campaignName: 'step-challenge',
    whisper: '30-DAY CHALLENGE',
    headline: 'Add 1,000 steps a day for a month',
    callToAction: 'See the plan',
    callToActionURL: '/fitness/walking-for-heart-health',
    articlePlacement: ['articlePlacement2'],
    sections: ['fitness'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-pharmacist-line',
    name: 'Pharmacist question line (drug pages)',
    driverType: 'phone',
    style: 'banner',
    enabled: true,
    campaignName: 'pharmacist-line',
    headline: 'Questions about your prescription?',
    buttonTeaser: 'Talk to a pharmacist, free',
    buttonPhoneNumber: '800-555-0134',
    callToAction: 'Call 800-555-0134',
    articlePlacement: ['articlePlacement2'],
    sections: ['drugs'],
    priority: 50,
    weight: 1,
  },
  // Every other kind of driver, each pinned to one sample page (issue 27: readers and editors see every kind
  // somewhere). Pinned by path so none competes with another page's drivers, or with the ones tests create.
  {
    _uuid: 'seed-mediterranean-cooking-class',
    name: 'Lead-gen: Olive Grove Kitchen cooking course (Mediterranean article)',
    driverType: 'newsletter',
    style: 'newsletter',
    enabled: true,
    campaignName: 'olive-grove-kitchen-course',
    brand: 'Olive Grove Kitchen',
    whisper: 'FREE 5-DAY EMAIL COURSE',
    headline: 'Cook Mediterranean on a weeknight',
    bodyCopy:
      'Five short emails, five dinners under 30 minutes, each with its shopping list. From Olive Grove Kitchen, a fictional cooking school.',
    callToAction: 'Start the course',
    lists: ['wellread-weekly'],
    newsletterSource: 'lead-gen-olive-grove',
    isLeadGen: true,
    confirmTitle: 'Your first lesson is on its way',
    confirmDesc: 'Confirm your address from the email we sent, and day one arrives tomorrow morning.',
    articlePlacement: ['articlePlacement'],
    paths: ['/nutrition/mediterranean-diet-basics'],
    priority: 70,
    weight: 1,
  },
  {
    _uuid: 'seed-mediterranean-lunch-video',
    name: 'Video: a week of Mediterranean lunches (Mediterranean article)',
    driverType: 'video',
    style: 'card',
    enabled: true,
    campaignName: 'mediterranean-lunch-video',
    whisper: 'WATCH · 4 MIN',
    headline: 'Ten-minute Mediterranean lunches',
    bodyCopy:
      'Our dietitian fills five lunch boxes from one shopping trip, and explains each swap as she goes.',
    callToAction: 'Watch the video',
    callToActionURL: '/health/widget-gallery',
    picture: 'recipe-lentil-soup',
    articlePlacement: ['articlePlacement2'],
    paths: ['/nutrition/mediterranean-diet-basics'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-wellread-app',
    name: 'App download: the Wellread app (Mediterranean article)',
    driverType: 'appDownload',
    style: 'banner',
    enabled: true,
    campaignName: 'wellread-app',
    whisper: 'THE WELLREAD APP',
    headline: 'Save recipes and shopping lists on your phone',
    appleHref: 'https://apps.example.com/apple/wellread',
    googleHref: 'https://apps.example.com/google/wellread',
    articlePlacement: ['articlePlacement3'],
    paths: ['/nutrition/mediterranean-diet-basics'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-sleep-quiz',
    name: 'Quiz: how rested are you? (high blood pressure and sleep article)',
    driverType: 'quiz',
    style: 'banner',
    enabled: true,
    campaignName: 'sleep-quiz',
    whisper: '2-MINUTE QUIZ',
    headline: 'How well do you really sleep? Take the quiz',
    callToAction: 'Take the quiz',
    callToActionURL: '/health/widget-gallery',
    articlePlacement: ['articlePlacement3'],
    paths: ['/health/high-blood-pressure-and-sleep'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-step-target-calculator',
    name: 'Calculator: your daily step target (walking article)',
    driverType: 'calculator',
    style: 'card',
    enabled: true,
    campaignName: 'step-target-calculator',
    whisper: 'CALCULATOR',
    headline: 'Work out a daily step target that suits you',
    bodyCopy:
      'Enter the steps you take on a usual day and how many days a week you can walk: we suggest a target and how to build up to it over six weeks.',
    callToAction: 'Calculate my target',
    callToActionURL: '/health/widget-gallery',
    picture: 'gallery-morning-walk',
    rating: 4.6,
    articlePlacement: ['articlePlacement3'],
    paths: ['/fitness/walking-for-heart-health'],
    priority: 50,
    weight: 1,
  },
  {
    _uuid: 'seed-cholesterol-test-coupon',
    name: 'Coupon: home cholesterol test (atorvastatin page)',
    driverType: 'coupon',
    style: 'card',
    enabled: true,
    campaignName: 'cholesterol-test-coupon',
    brand: 'Clearpath Labs',
    whisper: 'COUPON · $10 OFF',
    headline: '$10 off a home cholesterol test',
    bodyCopy:
      'Check your cholesterol between visits with a finger-prick kit from Clearpath Labs, a fictional partner. Results in 3 minutes; the coupon applies at checkout.',
    callToAction: 'Get the coupon',
    callToActionURL: 'https://coupons.example.com/clearpath-cholesterol',
    rating: 4.2,
    articlePlacement: ['articlePlacement'],
    paths: ['/drugs/atorvastatin'],
    priority: 50,
    weight: 1,
  },
]

/**
 * Creates the sample newsletter lists and drivers (found by list id and driver id; rewritten only with
 * `overwrite`), and returns the lists' ids by list id (the site settings' default list uses one).
 */
export async function seedPromotions(
  payload: Payload,
  options: {
    categories: Record<CategoryKey, number>
    pictures: Record<PictureKey, number>
    overwrite: boolean
    counts: SeedCounts
  },
): Promise<Record<ListId, number>> {
  const { overwrite, counts } = options
  const lists = {} as Record<ListId, number>
  for (const list of NEWSLETTER_LIST_SEEDS) {
    const found = await payload.find({
      collection: 'newsletterLists',
      where: { listId: { equals: list.listId } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0]
    if (!existing) {
      lists[list.listId] = (
        await payload.create({ collection: 'newsletterLists', data: list, depth: 0, ...LOCAL })
      ).id
      counts.created += 1
    } else {
      lists[list.listId] = existing.id
      if (overwrite) {
        await payload.update({
          collection: 'newsletterLists',
          id: existing.id,
          data: list,
          depth: 0,
          ...LOCAL,
        })
        counts.updated += 1
      } else counts.unchanged += 1
    }
  }
  for (const { lists: listIds, categoryKeys, picture, ...seed } of DRIVER_SEEDS) {
    const data = {
      ...seed,
      newsletterLists: (listIds ?? []).map((id) => lists[id]),
      categories: (categoryKeys ?? []).map((key) => options.categories[key]),
      ...(picture ? { image: options.pictures[picture] } : {}),
    }
    const found = await payload.find({
      collection: 'drivers',
      where: { _uuid: { equals: seed._uuid } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0]
    if (!existing) {
      await payload.create({ collection: 'drivers', data, depth: 0, ...LOCAL })
      counts.created += 1
    } else if (overwrite) {
      await payload.update({ collection: 'drivers', id: existing.id, data, depth: 0, ...LOCAL })
      counts.updated += 1
    } else counts.unchanged += 1
  }
  return lists
}
