import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PROMPT,
  DISPLAY_TEXT_MAX,
  type EndOfSectionFields,
  endOfSectionLink,
  PROMPT_MAX,
  trackingFields,
} from './endOfSection'

describe('constants', () => {
  it('are what the help text promises', () => {
    expect(DEFAULT_PROMPT).toBe('Up next:')
    expect([PROMPT_MAX, DISPLAY_TEXT_MAX]).toEqual([40, 120])
  })
})

describe('endOfSectionLink', () => {
  it.each<[string, EndOfSectionFields, ReturnType<typeof endOfSectionLink>]>([
    [
      'a prompt, words and a site path',
      {
        prompt: 'Up next:',
        displayText: 'How to start walking',
        destinationUrl: '/fitness/walking-for-heart-health',
      },
      {
        prompt: 'Up next:',
        displayText: 'How to start walking',
        href: '/fitness/walking-for-heart-health',
        attributes: {
          'data-prompt': 'Up next:',
          'data-display-text': 'How to start walking',
          'data-destination-url': '/fitness/walking-for-heart-health',
        },
      },
    ],
    [
      'spaces tidied, the attributes hold what the reader sees',
      { prompt: '  Keep   reading ', displayText: ' Sleep  and  stress ', destinationUrl: ' #sleep ' },
      {
        prompt: 'Keep reading',
        displayText: 'Sleep and stress',
        href: '#sleep',
        attributes: {
          'data-prompt': 'Keep reading',
          'data-display-text': 'Sleep and stress',
          'data-destination-url': '#sleep',
        },
      },
    ],
    [
      'no prompt: an empty data-prompt, still present',
      { prompt: '', displayText: 'Read the CDC guidance', destinationUrl: 'https://www.cdc.gov/sleep/' },
      {
        prompt: null,
        displayText: 'Read the CDC guidance',
        href: 'https://www.cdc.gov/sleep/',
        attributes: {
          'data-prompt': '',
          'data-display-text': 'Read the CDC guidance',
          'data-destination-url': 'https://www.cdc.gov/sleep/',
        },
      },
    ],
    ['no words: nothing', { prompt: 'Up next:', displayText: '  ', destinationUrl: '/health' }, null],
    ['no address: nothing', { displayText: 'Read more', destinationUrl: '' }, null],
    [
      'a javascript: address: nothing',
      { displayText: 'Read more', destinationUrl: 'javascript:alert(1)' },
      null,
    ],
    ['a data: address: nothing', { displayText: 'Read more', destinationUrl: 'data:text/html,x' }, null],
    [
      'a protocol-relative address: nothing',
      { displayText: 'Read more', destinationUrl: '//evil.example' },
      null,
    ],
    [
      'a mailto: address: nothing',
      { displayText: 'Write to us', destinationUrl: 'mailto:a@b.example' },
      null,
    ],
    ['nothing at all', {}, null],
  ])('%s', (_label, block, link) => {
    expect(endOfSectionLink(block)).toEqual(link)
  })
})

describe('trackingFields', () => {
  it('describes the link for the click counter', () => {
    const link = endOfSectionLink({
      prompt: 'Up next:',
      displayText: 'How to start walking',
      destinationUrl: '/fitness/walking',
    })!
    expect(trackingFields(link, 2)).toEqual({
      category: 'end-of-section link',
      name: 'Up next:',
      text: 'How to start walking',
      linkUrl: '/fitness/walking',
      position: 2,
    })
  })

  it('leaves out a missing prompt and position', () => {
    const link = endOfSectionLink({ displayText: 'More', destinationUrl: '/health' })!
    expect(trackingFields(link)).toEqual({
      category: 'end-of-section link',
      text: 'More',
      linkUrl: '/health',
    })
  })
})
