import { doc, link, p, ul } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

const answer = (text: string) => doc(p(text))

export const faqFixtures = defineFixtures('faq', {
  name: 'FAQ accordion',
  about: [
    p(
      'The FAQ accordion lists questions with answers that open and close. Editors choose whether all answers start collapsed, all start expanded, or only the first is open, and may leave the heading empty. Use it for short, direct answers to questions readers actually ask, usually near the end of an article. Answers can contain links and short lists.',
    ),
  ],
  examples: () => [
    {
      title: 'All answers collapsed',
      blocks: [
        {
          blockType: 'faq',
          title: 'Questions about check-ups',
          initialState: 'collapsed',
          items: [
            {
              question: 'How often should adults have their blood pressure checked?',
              answer: answer(
                'US screening advice is at least once a year for adults aged 40 and older or at higher risk, and every three to five years for adults aged 18 to 39 with normal readings and no risk factors.',
              ),
            },
            {
              question: 'Do I need a check-up if I feel well?',
              answer: answer(
                'Regular check-ups can find problems such as high blood pressure, high cholesterol and type 2 diabetes, which often cause no symptoms at first. How often you need one depends on your age, health and family history.',
              ),
            },
          ],
        },
      ],
      shows: ['Questions about check-ups', 'How often should adults have their blood pressure checked?'],
    },
    {
      title: 'All answers expanded',
      blocks: [
        {
          blockType: 'faq',
          title: 'About our articles',
          initialState: 'expanded',
          items: [
            {
              question: 'Who reviews Wellread articles?',
              answer: answer(
                'Clinicians and other credentialed experts review health articles before publication and whenever they are updated. Each article names its reviewer.',
              ),
            },
            {
              question: 'Can Wellread give me personal medical advice?',
              answer: answer(
                'No. Our articles are general information. For advice about your own health, talk to a clinician who knows your history.',
              ),
            },
          ],
        },
      ],
      shows: ['About our articles', 'Who reviews Wellread articles?', 'Each article names its reviewer.'],
    },
    {
      title: 'First answer expanded, no heading',
      blocks: [
        {
          blockType: 'faq',
          title: '',
          initialState: 'firstExpanded',
          items: [
            {
              question: 'What does "sponsored" mean on an article?',
              answer: answer(
                'A sponsor paid for the article to be created. Sponsors do not control the medical content, and sponsored articles are clearly labeled.',
              ),
            },
            {
              question: 'Why do some articles link to products?',
              answer: doc(
                p(
                  'Some articles recommend products. If you buy through those links, we may earn a commission, which never affects our reviews. Read more in our ',
                  link('/terms-of-use', 'terms of use'),
                  '.',
                ),
              ),
            },
            {
              question: 'How do I report a mistake?',
              answer: doc(
                p('Tell us which article and what looks wrong. Our editors check every report and:'),
                ul('correct errors promptly', 'note significant corrections at the end of the article'),
              ),
            },
          ],
        },
      ],
      shows: ['What does "sponsored" mean on an article?', 'How do I report a mistake?'],
    },
  ],
})
