import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { LIVED_EXPERIENCE_LABEL } from './livedExperience'

export const livedExperienceFixtures = defineFixtures('livedExperience', {
  name: 'Lived experience quote',
  about: [
    p(
      'A lived experience quote brings in the voice of someone who lives with the condition an article covers, beside the clinical facts: their words in large type, their photo, name and credentials, and a line on what they live with. Their name can link to a page about them, and an optional button can lead to their full story or a related guide.',
    ),
    p(
      'Quote people only with their agreement and in words they have approved, and keep medical claims for the article itself: the quote tells what it was like, not what readers should do. The block ships no JavaScript; screen readers hear the label, the quote, then who said it.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'With a photo and a button',
      blocks: [
        {
          blockType: 'livedExperience',
          quote:
            'When I was diagnosed, I thought I had to give up every food I loved. What helped was smaller changes: a walk after dinner, more beans and vegetables on my plate, and learning what my readings were telling me instead of dreading them.',
          name: 'Rosa Whitfield',
          credentials: 'CPS',
          title: 'Living with type 2 diabetes since 2015; peer support volunteer',
          photo: refs.picture('lived-experience-portrait'),
          cta: {
            text: 'Read our guide to Mediterranean eating',
            url: '/nutrition/mediterranean-diet-basics',
          },
        },
      ],
      shows: [
        LIVED_EXPERIENCE_LABEL,
        'What helped was smaller changes',
        'Rosa Whitfield, CPS',
        'Living with type 2 diabetes since 2015',
        'Read our guide to Mediterranean eating',
      ],
    },
    {
      title: 'Words only',
      description: 'Without a photo, credentials or button, the quote and the name carry the block.',
      blocks: [
        {
          blockType: 'livedExperience',
          quote:
            'Taking my blood pressure at home every morning took the fear out of appointments. I bring my notebook, and we talk about the week rather than one reading in a waiting room.',
          name: 'Dev',
          title: 'Living with high blood pressure',
        },
      ],
      shows: ['Taking my blood pressure at home every morning', 'Dev', 'Living with high blood pressure'],
    },
  ],
})
