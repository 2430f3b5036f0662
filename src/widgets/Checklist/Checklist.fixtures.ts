import { bold, italic, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const checklistFixtures = defineFixtures('checklist', {
  name: 'Checklist',
  about: [
    p(
      'The checklist shows a short list of steps or things to remember under a header. Items may contain ',
      bold('bold'),
      ', ',
      italic('italic'),
      ' and links. Optionally, items appear one after another when the list scrolls into view, which suits routines that readers follow step by step; people who prefer reduced motion see the whole list at once.',
    ),
  ],
  examples: () => [
    {
      title: 'Shown all at once',
      blocks: [
        {
          blockType: 'checklist',
          header: 'Questions to ask about a new prescription',
          revealInSequence: false,
          items: [
            { html: 'What is this medicine <strong>for</strong>, and how will I know it is working?' },
            { html: 'When should I take it, and <em>with or without food</em>?' },
            { html: 'Which side effects are common, and which need <strong>urgent attention</strong>?' },
            { html: 'Does it interact with my other medicines or supplements?' },
            { html: 'What should I do if I miss a dose?' },
          ],
        },
      ],
      shows: ['Questions to ask about a new prescription', 'What should I do if I miss a dose?'],
    },
    {
      title: 'Revealed in sequence',
      blocks: [
        {
          blockType: 'checklist',
          header: 'An evening wind-down routine',
          revealInSequence: true,
          items: [
            { html: 'Dim the lights and put screens away <strong>an hour before bed</strong>.' },
            { html: 'Write tomorrow\u2019s to-do list so it is <em>out of your head</em>.' },
            { html: 'Do a few minutes of slow breathing or gentle stretching.' },
            { html: 'Go to bed when you feel sleepy, at roughly the same time each night.' },
            {
              html: 'Read more in our <a href="/health/high-blood-pressure-and-sleep">guide to sleep and blood pressure</a>.',
            },
          ],
        },
      ],
      shows: ['An evening wind-down routine', 'Do a few minutes of slow breathing or gentle stretching.'],
    },
  ],
})
