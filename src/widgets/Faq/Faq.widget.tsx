import { defineWidget } from '../types'
import { Faq } from './Faq'
import { faqBlock } from './Faq.config'
import { faqItemsForJsonLd, faqPageJsonLd } from './faq'

/** FAQ accordion: native disclosure widgets (no JavaScript); one FAQPage for all FAQs on a page. */
export const faqWidget = defineWidget({
  blockType: 'faq',
  block: faqBlock,
  render: Faq,
  structuredData(blocks, page) {
    const faqPage = faqPageJsonLd(blocks.flatMap(faqItemsForJsonLd))
    if (!faqPage) return []
    const { '@context': _context, ...node } = faqPage
    return [{ ...node, '@id': `${page.url}#faq` }]
  },
})
