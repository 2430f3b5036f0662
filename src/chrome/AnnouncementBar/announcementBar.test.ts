import fs from 'node:fs'
import path from 'node:path'
import type { AnnouncementBar } from '@/cms/payload-types'
import * as color from '@/lib/color'
import { colors } from '@/lib/tokens'
import {
  type AnnouncementBarData,
  barColors,
  barVariant,
  callToAction,
  contrastRatio,
  DEFAULT_BACKGROUND,
  DEFAULT_TEXT,
  DISMISS_MS,
  isDismissed,
  logoSources,
  parseColor,
  sanitizeColor,
  storageKey,
} from './announcementBar'
import { STORAGE_KEY_PREFIX } from './dismissal'

const SITE = 'wellread.example'
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

function bar(overrides: Partial<AnnouncementBar> = {}): AnnouncementBar {
  return {
    id: 1,
    enabled: true,
    campaignName: 'sleep-guide',
    headline: 'New guide',
    announcementText: 'How sleep affects blood pressure.',
    callToActionType: 'link',
    callToAction: 'Read the guide',
    callToActionURL: '/health/high-blood-pressure-and-sleep',
    openCallToActionUrlOnSameTab: false,
    backgroundColor: '#0b6e5e',
    textColor: '#ffffff',
    logoURLs: {},
    isPrivacySettingsUpdatedMPD: false,
    ...overrides,
  }
}

describe('dismissal window', () => {
  it('is 14 days (001 §9)', () => {
    expect(DISMISS_MS).toBe(1_209_600_000)
    expect(DISMISS_MS).toBe(14 * 24 * 60 * 60 * 1000)
  })

  it.each<[string, unknown, boolean]>([
    ['dismissed just now', String(NOW), true],
    ['dismissed a minute ago', String(NOW - 60_000), true],
    ['dismissed 1 ms short of 14 days ago', String(NOW - DISMISS_MS + 1), true],
    ['dismissed exactly 14 days ago', String(NOW - DISMISS_MS), false],
    ['dismissed 15 days ago', String(NOW - 15 * 86_400_000), false],
    ['never dismissed (null)', null, false],
    ['undefined', undefined, false],
    ['an empty string', '', false],
    ['garbage', 'yes', false],
    ['"NaN"', 'NaN', false],
    ['"Infinity"', 'Infinity', false],
    ['a timestamp in the future', String(NOW + 60_000), false],
    ['a negative number', '-5', false],
    ['a fraction', `${NOW}.5`, false],
    ['exponent notation', '1.7e12', false],
    ['surrounding spaces', ` ${NOW}`, false],
    ['an absurdly long number', '9'.repeat(40), false],
    ['a number, not a string', NOW, false],
    ['JSON', JSON.stringify({ at: NOW }), false],
  ])('%s → dismissed: %s', (_label, stored, expected) => {
    expect(isDismissed(stored, NOW)).toBe(expected)
  })

  it('treats a NaN clock as not dismissed', () => {
    expect(isDismissed(String(NOW), Number.NaN)).toBe(false)
  })
})

describe('barVariant', () => {
  it.each<[string, AnnouncementBarData, ReturnType<typeof barVariant>]>([
    ['no global at all', null, 'none'],
    ['an unsaved global', {}, 'none'],
    ['switched off', bar({ enabled: false }), 'none'],
    [
      'switched off, even with the privacy flag',
      bar({ enabled: false, isPrivacySettingsUpdatedMPD: true }),
      'none',
    ],
    ['on, with headline and text', bar(), 'announcement'],
    ['on, text only', bar({ headline: null }), 'announcement'],
    ['on, headline only', bar({ announcementText: '' }), 'announcement'],
    ['on, neither headline nor text', bar({ headline: null, announcementText: null }), 'none'],
    ['on, only whitespace', bar({ headline: '  ', announcementText: '\n\t ' }), 'none'],
    ['on, privacy flag', bar({ isPrivacySettingsUpdatedMPD: true }), 'privacyUpdated'],
    [
      'on, privacy flag without any text',
      bar({ isPrivacySettingsUpdatedMPD: true, headline: null, announcementText: null }),
      'privacyUpdated',
    ],
  ])('%s → %s', (_label, data, expected) => {
    expect(barVariant(data)).toBe(expected)
  })
})

describe('storageKey', () => {
  it('starts with the shared prefix and is stable for the same announcement', () => {
    expect(storageKey(bar())).toMatch(new RegExp(`^${STORAGE_KEY_PREFIX}[0-9a-z]+$`))
    expect(storageKey(bar())).toBe(storageKey(bar()))
  })

  it.each<[string, Partial<AnnouncementBar>]>([
    ['new text', { announcementText: 'Our new guide to walking for heart health.' }],
    ['new headline', { headline: 'Updated guide' }],
    ['new campaign name', { campaignName: 'walking-guide' }],
    ['the privacy-updated bar', { isPrivacySettingsUpdatedMPD: true }],
  ])(
    'changes with %s, so a new announcement shows again to readers who dismissed the old one',
    (_l, change) => {
      expect(storageKey(bar(change))).not.toBe(storageKey(bar()))
    },
  )

  it.each<[string, Partial<AnnouncementBar>]>([
    ['colours', { backgroundColor: '#1b2330', textColor: '#ffffff' }],
    ['the call to action', { callToAction: 'Read it now', callToActionURL: '/health/sleep' }],
    ['the logo', { logoURLs: { mobile: '/logo.png' } }],
    ['whitespace only', { announcementText: '  How sleep affects\nblood pressure.  ' }],
  ])('does not change with %s', (_label, change) => {
    expect(storageKey(bar(change))).toBe(storageKey(bar()))
  })

  it('keys the privacy-updated bar on its campaign name only (its copy is fixed)', () => {
    const privacy = bar({ isPrivacySettingsUpdatedMPD: true })
    expect(storageKey({ ...privacy, announcementText: 'Other text' })).toBe(storageKey(privacy))
    expect(storageKey({ ...privacy, campaignName: 'privacy-2027' })).not.toBe(storageKey(privacy))
  })

  it('does not mistake moved text for the same announcement', () => {
    expect(storageKey(bar({ headline: 'A', announcementText: 'B C' }))).not.toBe(
      storageKey(bar({ headline: 'A B', announcementText: 'C' })),
    )
  })
})

describe('colours', () => {
  it('re-exports the shared colour functions from @/lib/color (tested in src/lib/color.test.ts)', () => {
    expect(sanitizeColor).toBe(color.sanitizeColor)
    expect(parseColor).toBe(color.parseColor)
    expect(contrastRatio).toBe(color.contrastRatio)
    expect(sanitizeColor('red; background: url(x)')).toBeNull()
  })

  it('the default pair reads at 4.5:1 or better', () => {
    expect(contrastRatio(parseColor(DEFAULT_BACKGROUND)!, parseColor(DEFAULT_TEXT)!)).toBeGreaterThanOrEqual(
      4.5,
    )
  })

  it.each<[string, unknown, unknown, { background: string | null; text: string | null }]>([
    ['a readable pair is kept', '#1b2330', '#ffffff', { background: '#1b2330', text: '#ffffff' }],
    ['named colours are normalised', 'navy', 'white', { background: '#000080', text: '#ffffff' }],
    ['the default pair', '#0b6e5e', '#ffffff', { background: '#0b6e5e', text: '#ffffff' }],
    ['a pale pair falls back to the tokens', '#ffff00', '#ffffff', { background: null, text: null }],
    ['just under 4.5:1 falls back', '#777777', '#ffffff', { background: null, text: null }],
    ['just over 4.5:1 is kept', '#767676', '#ffffff', { background: '#767676', text: '#ffffff' }],
    ['same colour twice falls back', 'red', 'red', { background: null, text: null }],
    [
      'a bad background uses the token with the text',
      'javascript:alert(1)',
      '#ffffff',
      { background: null, text: '#ffffff' },
    ],
    [
      'a bad text colour uses the token with the background',
      '#000000',
      'url(x)',
      { background: '#000000', text: null },
    ],
    [
      'a bad background with text unreadable on the token: default pair',
      '',
      '#000000',
      { background: null, text: null },
    ],
    ['nothing set', null, undefined, { background: null, text: null }],
  ])('%s', (_label, bg, fg, expected) => {
    expect(barColors(bg, fg)).toEqual(expected)
  })

  it('the defaults are the brand and paper tokens', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../app/tokens.css'), 'utf8')
    const token = (name: string) =>
      new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]?.toLowerCase()
    expect(token('color-brand')).toBe(DEFAULT_BACKGROUND)
    expect(token('color-paper')).toBe(DEFAULT_TEXT)
    expect([DEFAULT_BACKGROUND, DEFAULT_TEXT]).toEqual([colors.brand, colors.paper])
  })
})

describe('callToAction', () => {
  const rel = 'noopener noreferrer'
  it.each<[string, Partial<AnnouncementBar>, ReturnType<typeof callToAction>]>([
    [
      'an internal path opens in the same tab',
      {},
      {
        label: 'Read the guide',
        appearance: 'link',
        href: '/health/high-blood-pressure-and-sleep',
        newTab: false,
      },
    ],
    [
      'an absolute URL on the site is internal',
      { callToActionURL: 'https://www.wellread.example/health/sleep' },
      {
        label: 'Read the guide',
        appearance: 'link',
        href: 'https://www.wellread.example/health/sleep',
        newTab: false,
      },
    ],
    [
      'an external URL opens in a new tab without opener',
      { callToActionURL: 'https://www.heart.org/en/health-topics' },
      {
        label: 'Read the guide',
        appearance: 'link',
        href: 'https://www.heart.org/en/health-topics',
        target: '_blank',
        rel,
        newTab: true,
      },
    ],
    [
      'an external URL stays in the same tab when the editor asks',
      { callToActionURL: 'https://www.heart.org/', openCallToActionUrlOnSameTab: true },
      { label: 'Read the guide', appearance: 'link', href: 'https://www.heart.org/', rel, newTab: false },
    ],
    [
      'the button appearance',
      { callToActionType: 'button' },
      {
        label: 'Read the guide',
        appearance: 'button',
        href: '/health/high-blood-pressure-and-sleep',
        newTab: false,
      },
    ],
    [
      'an unknown appearance is a link',
      { callToActionType: 'banner' as 'link' },
      {
        label: 'Read the guide',
        appearance: 'link',
        href: '/health/high-blood-pressure-and-sleep',
        newTab: false,
      },
    ],
    ['no label', { callToAction: '  ' }, null],
    ['no URL', { callToActionURL: null }, null],
    ['a javascript: URL', { callToActionURL: 'javascript:alert(1)' }, null],
    ['a data: URL', { callToActionURL: 'data:text/html,hi' }, null],
  ])('%s', (_label, change, expected) => {
    expect(callToAction(bar(change), SITE)).toEqual(expected)
  })
})

describe('logoSources', () => {
  it.each<[string, AnnouncementBar['logoURLs'], ReturnType<typeof logoSources>]>([
    ['none set', {}, null],
    ['no group', undefined, null],
    [
      'one for every breakpoint',
      { mobile: '/m.png', tablet: '/t.png', desktop: '/d.png' },
      { fallback: '/m.png', tablet: '/t.png', desktop: '/d.png' },
    ],
    [
      'mobile only: used everywhere',
      { mobile: '/m.png' },
      { fallback: '/m.png', tablet: null, desktop: null },
    ],
    [
      'desktop only: used everywhere',
      { desktop: 'https://cdn.example/d.png' },
      { fallback: 'https://cdn.example/d.png', tablet: null, desktop: null },
    ],
    [
      'no tablet: tablet uses mobile',
      { mobile: '/m.png', desktop: '/d.png' },
      { fallback: '/m.png', tablet: null, desktop: '/d.png' },
    ],
    [
      'no desktop: desktop uses tablet',
      { mobile: '/m.png', tablet: '/t.png' },
      { fallback: '/m.png', tablet: '/t.png', desktop: null },
    ],
    [
      'unsafe URLs are dropped',
      { mobile: 'javascript:alert(1)', tablet: '//evil.example/x.png', desktop: 'data:image/png;base64,AA' },
      null,
    ],
    [
      'an unsafe mobile URL falls back to a safe one',
      { mobile: 'javascript:x', tablet: '/t.png' },
      { fallback: '/t.png', tablet: null, desktop: null },
    ],
  ])('%s', (_label, urls, expected) => {
    expect(logoSources(urls)).toEqual(expected)
  })
})
