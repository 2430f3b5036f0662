import type { Block } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { urlField } from '@/cms/fields/url'
import { tickerHeroImages } from './TickerHero.thumbnail'
import {
  DEFAULT_TICKER_CTA,
  DEFAULT_TICKER_THEME,
  TICKER_AFTER_MAX,
  TICKER_BEFORE_MAX,
  TICKER_CTA_MAX,
  TICKER_ITEM_MAX,
  TICKER_ITEM_MS,
  TICKER_ITEMS_MAX,
  TICKER_LINE_MAX,
  TICKER_LINES_MAX,
  TICKER_THEMES,
} from './tickerHero'

/** A text with a length limit: the counter under the input, the same sentence on publish. */
function limitedText(name: string, label: string, max: number, description: string, whenEmpty?: string) {
  return limitedTextField({ name, label, max, description, whenEmpty, limitInHelp: false })
}

/** The number of rows of a list an editor fills, checked against its largest number. */
const rowsIn = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0

const PHRASES_NEEDED = 'Add at least one changing phrase, e.g. "tonight".'

export function validatePhrases(value: unknown): string | true {
  const least = atLeastOne(PHRASES_NEEDED)(value)
  if (least !== true) return least
  const count = rowsIn(value)
  return count > TICKER_ITEMS_MAX
    ? `The headline takes at most ${TICKER_ITEMS_MAX} changing phrases; this one has ${count}. Remove ${count - TICKER_ITEMS_MAX}.`
    : true
}

export function validateLines(value: unknown): string | true {
  const count = rowsIn(value)
  return count > TICKER_LINES_MAX
    ? `The description takes at most ${TICKER_LINES_MAX} lines; this one has ${count}. Remove ${count - TICKER_LINES_MAX}.`
    : true
}

const SECONDS = (TICKER_ITEM_MS / 1000).toLocaleString('en-US')

/** Ticker hero (000 §3, §4): a newsletter landing hero whose headline has a few words that take turns. */
export const tickerHeroBlock: Block = {
  slug: 'tickerHero',
  interfaceName: 'TickerHeroBlock',
  labels: { singular: 'Ticker hero', plural: 'Ticker heroes' },
  admin: {
    images: tickerHeroImages,
    custom: {
      description:
        'A newsletter hero: a headline whose middle words take turns, a few lines, a picture, a button.',
    },
  },
  fields: [
    {
      name: 'tickerHeadline',
      label: 'Headline',
      type: 'group',
      admin: {
        description:
          'The hero’s heading: words before, a phrase that changes, words after. Screen readers hear it once as one sentence, e.g. "Sleep better tonight, this week or for good with our free newsletter".',
      },
      fields: [
        limitedText(
          'beforeText',
          'Words before',
          TICKER_BEFORE_MAX,
          `Shown before the changing phrase, e.g. "Sleep better". Optional. At most ${TICKER_BEFORE_MAX} characters.`,
        ),
        {
          name: 'items',
          label: 'Changing phrases',
          type: 'array',
          maxRows: TICKER_ITEMS_MAX,
          validate: validatePhrases,
          labels: { singular: 'Changing phrase', plural: 'Changing phrases' },
          admin: {
            description: `Two to four short phrases read best; each shows for ${SECONDS} seconds, then the next fades in, once the hero is on screen. One phrase stays still. Readers who asked their device for less motion see the first one only. Up to ${TICKER_ITEMS_MAX}.`,
          },
          fields: [
            limitedText(
              'text',
              'Phrase',
              TICKER_ITEM_MAX,
              `e.g. "tonight" or "for good". The longest phrase sets the width kept for all of them. At most ${TICKER_ITEM_MAX} characters.`,
              'Type the phrase, or remove this row.',
            ),
          ],
        },
        limitedText(
          'afterText',
          'Words after',
          TICKER_AFTER_MAX,
          `Shown after the changing phrase, e.g. "with our free newsletter". Optional. At most ${TICKER_AFTER_MAX} characters.`,
        ),
      ],
    },
    {
      name: 'heroDescription',
      label: 'Description',
      type: 'array',
      maxRows: TICKER_LINES_MAX,
      validate: validateLines,
      labels: { singular: 'Line', plural: 'Lines' },
      admin: {
        description: `Up to ${TICKER_LINES_MAX} short lines under the headline, shown as a list with check marks (one line shows as a sentence), e.g. "One short email every Tuesday". Empty: no description.`,
      },
      fields: [
        limitedText(
          'line',
          'Line',
          TICKER_LINE_MAX,
          `At most ${TICKER_LINE_MAX} characters.`,
          'Type the line, or remove this row.',
        ),
      ],
    },
    {
      name: 'heroImage',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Beside the text on wider screens, under it on phones; 4:3 works best (e.g. 1200 × 900 px). Its description in the media library is what screen readers hear. Empty: the text takes the whole width.',
      },
    },
    {
      name: 'colorTheme',
      label: 'Colours',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_TICKER_THEME,
      options: TICKER_THEMES.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          'The hero’s background and text colours, from the site’s own palette; every theme keeps the text readable.',
      },
    },
    {
      type: 'row',
      fields: [
        limitedText(
          'heroCtaText',
          'Button text',
          TICKER_CTA_MAX,
          `The words on the button, e.g. "Read a sample issue". Empty: "${DEFAULT_TICKER_CTA}". At most ${TICKER_CTA_MAX} characters.`,
        ),
        urlField({
          name: 'heroCtaUrl',
          label: 'Button link',
          admin: {
            description:
              'Where the button leads: a page of this site, e.g. /health/high-blood-pressure-and-sleep (opens in the same tab), or an https:// address (opens in a new tab). Empty: no button.',
          },
        }),
      ],
    },
  ],
}
