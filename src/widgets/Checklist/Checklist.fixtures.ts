import { bold, doc, type Inline, italic, link, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

/** One item's text: a line of plain strings, bold, italic and links. */
const item = (...line: Inline[]) => ({ text: doc(p(...line)) })

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
            item('What is this medicine ', bold('for'), ', and how will I know it is working?'),
            item('When should I take it, and ', italic('with or without food'), '?'),
            item('Which side effects are common, and which need ', bold('urgent attention'), '?'),
            item('Does it interact with my other medicines or supplements?'),
            item('What should I do if I miss a dose?'),
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
            item('Dim the lights and put screens away ', bold('an hour before bed'), '.'),
            item('Write tomorrow\u2019s to-do list so it is ', italic('out of your head'), '.'),
            item('Do a few minutes of slow breathing or gentle stretching.'),
            item('Go to bed when you feel sleepy, at roughly the same time each night.'),
            item(
              'Read more in our ',
              link('/health/high-blood-pressure-and-sleep', 'guide to sleep and blood pressure'),
              '.',
            ),
          ],
        },
      ],
      shows: ['An evening wind-down routine', 'Do a few minutes of slow breathing or gentle stretching.'],
    },
  ],
})
