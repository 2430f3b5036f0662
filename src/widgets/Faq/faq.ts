/** Pure rules for the FAQ accordion (002 §3.6, §4.6) and its structured data. No React. */

import type { FaqBlock } from '@/cms/payload-types'
import { plainTextFromRichText } from '@/content/lexical'

export type FaqInitialState = FaqBlock['initialState']

/**
 * Whether the item at `index` (0-based, among the items shown) starts open.
 * 'expanded': all; 'firstExpanded': only the first; 'collapsed' (and anything unrecognised): none.
 */
export function isInitiallyOpen(initialState: FaqInitialState | null | undefined, index: number): boolean {
  switch (initialState) {
    case 'expanded':
      return true
    case 'firstExpanded':
      return index === 0
    default:
      return false
  }
}

/** Stable element id of an item, for deep links: `faq-<blockId>-<index>` (index within the stored block). */
export function faqItemId(blockId: string | null | undefined, index: number): string {
  const block = (blockId ?? '').trim().replace(/[^A-Za-z0-9_-]+/g, '-')
  return block ? `faq-${block}-${index}` : `faq-${index}`
}

export type FaqPlainItem = { question: string; answer: string }

export type FaqPageJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'FAQPage'
  mainEntity: {
    '@type': 'Question'
    name: string
    acceptedAnswer: { '@type': 'Answer'; text: string }
  }[]
}

/**
 * The schema.org FAQPage for a list of plain-text questions and answers. Items with an empty question or
 * answer are left out; with nothing left the result is null (no FAQPage at all).
 */
export function faqPageJsonLd(items: readonly FaqPlainItem[]): FaqPageJsonLd | null {
  const mainEntity = items
    .map((item) => ({ question: item.question.trim(), answer: item.answer.trim() }))
    .filter((item) => item.question && item.answer)
    .map((item) => ({
      '@type': 'Question' as const,
      name: item.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
    }))
  if (mainEntity.length === 0) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity }
}

/** A FAQ block's items as plain text (the answer's rich text flattened), for the page's FAQPage. */
export function faqItemsForJsonLd(block: FaqBlock): FaqPlainItem[] {
  return (block.items ?? []).map((item) => ({
    question: typeof item.question === 'string' ? item.question.trim() : '',
    answer: plainTextFromRichText(item.answer),
  }))
}
