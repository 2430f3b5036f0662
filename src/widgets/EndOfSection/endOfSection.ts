/* Pure rules for the end-of-section link (spec 001 §2 "end-of-section links", §3). No React here. */
import type { EndOfSectionBlock } from '@/cms/payload-types'
import { textOf } from '@/lib/text'
import type { TrackFields } from '@/lib/trackingAttrs'
import { urlProblem } from '@/lib/urlRules'

/** The prompt a new block starts with (editors may change or clear it). */
export const DEFAULT_PROMPT = 'Up next:'
/** Editors' length limits (stated in the fields' help). */
export const PROMPT_MAX = 40
export const DISPLAY_TEXT_MAX = 120

export type EndOfSectionFields = Partial<Omit<EndOfSectionBlock, 'blockType'>>

/** The three attributes first-party tracking reads on the link (001 §3), with what the editor set. */
export type EndOfSectionAttributes = {
  'data-prompt': string
  'data-display-text': string
  'data-destination-url': string
}

export type EndOfSectionLink = {
  prompt: string | null
  displayText: string
  href: string
  attributes: EndOfSectionAttributes
}

const tidy = (value: unknown) => textOf(value).replace(/\s+/g, ' ')

/**
 * The link to render, or null (the block then shows nothing): words to show and an address the CMS accepts
 * (a site path, a #section or a web address). The data attributes carry the same values the reader sees;
 * `data-prompt` is present, empty, when there is no prompt.
 */
export function endOfSectionLink(block: EndOfSectionFields): EndOfSectionLink | null {
  const displayText = tidy(block.displayText)
  const href = textOf(block.destinationUrl)
  if (!displayText || !href || urlProblem(href, { anchor: true }) !== null) return null
  const prompt = tidy(block.prompt)
  return {
    prompt: prompt || null,
    displayText,
    href,
    attributes: {
      'data-prompt': prompt,
      'data-display-text': displayText,
      'data-destination-url': href,
    },
  }
}

/** What the page's tracking island records when the link is clicked (`trackClick`). */
export function trackingFields(link: EndOfSectionLink, position?: number): TrackFields {
  return {
    category: 'end-of-section link',
    ...(link.prompt ? { name: link.prompt } : {}),
    text: link.displayText,
    linkUrl: link.href,
    ...(position ? { position } : {}),
  }
}
