import { describe, expect, it } from 'vitest'
import type { PlacementStage } from '@/lib/placements'
import { sampleNewsletterDriver } from '@/placements/newsletter/NewsletterSignup.samples'
import { newsletterPayload } from '@/placements/newsletter/newsletter'
import type { DriverView } from '@/services/drivers/shared'
import { newsletterRequestSchema } from '@/services/newsletter/schema'
import {
  defaultNewsletterList,
  dialogContent,
  fallbackNewsletterDriver,
  isUsableNewsletterDriver,
  missReason,
} from './newsletterDialog'

const list = { listId: 'wellread-daily', name: 'Wellread daily' }
const driver = (over: Partial<DriverView> = {}): DriverView => ({ ...sampleNewsletterDriver, ...over })

describe('defaultNewsletterList (site settings → Promotions)', () => {
  it.each([
    [null, null],
    [undefined, null],
    [7, null],
    [{ id: 7, listId: 'wellread-daily', name: 'Wellread daily' }, list],
    [
      { listId: ' wellread-daily ', name: '  ' },
      { listId: 'wellread-daily', name: 'Our newsletter' },
    ],
    [{ listId: '', name: 'Nameless' }, null],
  ])('%j → %j', (value, expected) => {
    expect(defaultNewsletterList(value)).toEqual(expected)
  })
})

describe('dialogContent', () => {
  const state = (stage: PlacementStage, d: DriverView | null = null, mock = false) => ({
    stage,
    driver: d,
    mock,
  })

  it.each([
    ['queued', state('queued'), list, 'loading'],
    ['loading', state('loading'), null, 'loading'],
    ['loaded with a driver', state('loaded', driver()), list, 'driver'],
    ['preloaded with a driver', state('preloaded', driver()), null, 'driver'],
    ['not found, a default list', state('not_found'), list, 'fallback'],
    ['error, a default list', state('error'), list, 'fallback'],
    ['a driver without lists', state('loaded', driver({ lists: [] })), list, 'fallback'],
    ['a driver of another type', state('loaded', driver({ driverType: 'banner' })), list, 'fallback'],
    ['not found, no default list', state('not_found'), null, 'unavailable'],
    ['error, no default list', state('error'), null, 'unavailable'],
    ['markers on', state('loaded', null, true), list, 'mock'],
  ] as const)('%s → %s', (_name, s, fallback, kind) => {
    expect(dialogContent(s, fallback).kind).toBe(kind)
  })

  it('the fallback signs up to the default list, with the placement as the source and no driver id', () => {
    const content = dialogContent(state('not_found'), list)
    expect(content.kind === 'fallback' && content.driver).toMatchObject({
      _uuid: '',
      headline: 'Wellread daily',
      lists: ['wellread-daily'],
      newsletterSource: 'headerNewsletter',
    })
    const payload = newsletterPayload({
      driver: fallbackNewsletterDriver(list),
      placement: 'headerNewsletter',
      variant: 'dialog',
      k1: null,
      path: '/',
      categories: [],
      tags: [],
      email: 'reader@example.com',
      correlationId: null,
    })
    expect(payload.attributes).toEqual({ placement: 'headerNewsletter', form: 'dialog' })
    expect(newsletterRequestSchema.safeParse({ ...payload, recaptcha: 't' }).success).toBe(true)
    expect(isUsableNewsletterDriver(fallbackNewsletterDriver(list))).toBe(true)
  })
})

describe('missReason (the placement’s not-filled report)', () => {
  it.each([
    ['queued', null, false, null],
    ['loading', null, false, null],
    ['loaded', sampleNewsletterDriver, false, null],
    ['preloaded', sampleNewsletterDriver, false, null],
    ['not_found', null, false, 'not_found'],
    ['error', null, false, 'error'],
    ['loaded', { ...sampleNewsletterDriver, lists: [] }, false, 'unsupported'],
    ['loaded', { ...sampleNewsletterDriver, driverType: 'quiz' }, false, 'unsupported'],
    ['loaded', null, true, null],
  ] as const)('%s, %j, mock %s → %s', (stage, d, mock, expected) => {
    expect(missReason({ stage, driver: d as DriverView | null, mock })).toBe(expected)
  })
})
