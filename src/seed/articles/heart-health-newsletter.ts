import { block, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'

/**
 * A newsletter landing page on the marketing landing template: the ticker hero, the social-proof strip and a
 * stats block together, as readers arriving from a campaign see them (issue 16). Not listed among articles
 * (`UNLISTED_TEMPLATES`); reached by its own address.
 */
export function heartHealthNewsletterArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Heart Health Weekly: a short, practical newsletter for a stronger heart',
    slug: 'heart-health-newsletter',
    section: 'health',
    template: 'marketingLandingPage',
    keywords: ['heart health newsletter', 'heart health', 'blood pressure', 'newsletter'],
    summary:
      'One short email a week from our health editors, with practical steps for moving more, eating well and sleeping better, checked by clinicians.',
    heroImage: refs.heroes['heart-health-newsletter'],
    categories: [refs.categories.heartHealth],
    authors: [refs.authors.mayaOkafor],
    medicalReviewer: refs.authors.kwameMensah,
    sponsored: false,
    publishedDate: '2026-11-02T09:00:00.000Z',
    updatedDate: '2026-11-17T09:00:00.000Z',
    _status: 'published',
    body: doc(
      block({
        blockType: 'tickerHero',
        tickerHeadline: {
          beforeText: 'Build heart-healthy habits',
          items: [{ text: 'this week' }, { text: 'this month' }, { text: 'for life' }],
          afterText: 'with Heart Health Weekly',
        },
        heroDescription: [
          { line: 'One short email every Tuesday from our health editors' },
          { line: 'Practical ideas for moving more, eating well and sleeping better' },
          { line: 'Free, and you can unsubscribe with one click' },
        ],
        heroImage: refs.pictures['ticker-newsletter'],
        colorTheme: 'mint',
        heroCtaText: 'Read a sample issue',
        heroCtaUrl: '/fitness/walking-for-heart-health',
      }),
      block({
        blockType: 'socialProof',
        items: [
          { icon: 'clock', mainText: 'A five-minute read', subtext: 'One short email every Tuesday' },
          {
            icon: 'star_with_check',
            mainText: 'Checked by clinicians',
            subtext: 'Every issue passes our medical review',
          },
          { icon: 'cancel', mainText: 'Unsubscribe any time', subtext: 'One click, no questions asked' },
        ],
      }),
      h2('Why small, steady changes matter'),
      p(
        'Most of what protects the heart is ordinary: moving every day, eating more plants, sleeping enough and knowing your blood pressure. The hard part is keeping at it. Each issue picks one small step, explains why it helps, and shows how to fit it into a busy week.',
      ),
      block({
        blockType: 'statsBlock',
        header: 'Heart health in the US',
        items: [
          {
            number: 48,
            suffix: '%',
            text: 'of US adults have high blood pressure or take medicine for it, per CDC estimates',
          },
          {
            number: 150,
            suffix: ' minutes',
            text: 'of moderate activity a week is the minimum US guidelines recommend for adults',
          },
          {
            number: 7,
            suffix: ' hours',
            text: 'of sleep a night or more is what adults need, according to the CDC',
          },
        ],
      }),
      h2('What a typical issue covers'),
      ul(
        'One habit to try this week, with a simple way to start',
        'A question from a reader, answered by one of our clinicians',
        'A recipe that fits a heart-healthy way of eating',
        'What new research means for you, in plain words',
      ),
      p(
        'We never sell or share your email address, and every issue has a link to unsubscribe. Wellread is funded by advertising and partnerships; sponsors have no say in what we write.',
      ),
    ),
  }
}
