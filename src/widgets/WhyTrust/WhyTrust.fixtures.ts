import { bold, doc, italic, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const whyTrustFixtures = defineFixtures('whyTrust', {
  name: 'Why trust us',
  about: [
    p(
      'The why-trust block tells readers how we make sure our health information is accurate: a heading, a few numbers (the size of the medical review board, how often articles are reviewed) and an explanation of the process. A long explanation shows its first three lines under a fade with a ',
      bold('Read more'),
      ' button; screen readers and readers without JavaScript get the whole text.',
    ),
  ],
  examples: () => [
    {
      title: 'With a long explanation',
      description:
        'The explanation is taller than three lines, so it starts collapsed with a Read more button that shows the rest.',
      blocks: [
        {
          blockType: 'whyTrust',
          explanationTitle: 'Why you can trust Wellread',
          metrics: [
            { count: '120+', description: 'clinicians on our medical review board' },
            { count: '4,000+', description: 'articles checked for medical accuracy each year' },
            { count: '12 months', description: 'at most between two medical reviews of an article' },
          ],
          explanationDescription: doc(
            p(
              'Every health article on Wellread is written by a trained health journalist and then checked by a ',
              bold('board-certified clinician'),
              ' who works in that field. Reviewers confirm that each claim matches current guidelines and peer-reviewed research, and they flag anything that needs more context.',
            ),
            p(
              'We cite our sources in every article and prefer systematic reviews, clinical guidelines and public health agencies over single small studies. When the evidence changes, we update the article and show the date of its latest review at the top.',
            ),
            p(
              'Advertisers never see an article before it is published and have ',
              italic('no say'),
              ' in what we write. We read every correction request and note each change at the end of the article.',
            ),
          ),
        },
      ],
      shows: [
        'Why you can trust Wellread',
        '120+',
        'clinicians on our medical review board',
        'Every health article on Wellread is written by a trained health journalist',
        'note each change at the end of the article',
      ],
    },
    {
      title: 'With a short explanation',
      description: 'An explanation that fits in three lines shows whole, without a button.',
      blocks: [
        {
          blockType: 'whyTrust',
          explanationTitle: 'How we review nutrition advice',
          metrics: [
            { count: '45', description: 'registered dietitians and nutrition scientists on our panel' },
            { count: '2', description: 'independent reviewers for every nutrition article' },
            { count: '100%', description: 'of articles dated with their latest review' },
          ],
          explanationDescription: doc(p('Reviewers are paid for their time, not their views.')),
        },
      ],
      shows: [
        'How we review nutrition advice',
        'registered dietitians and nutrition scientists on our panel',
        'Reviewers are paid for their time, not their views.',
      ],
    },
  ],
})
