import { articleUrl } from '@/seed/articles/catalog'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { DEFAULT_PROMPT } from './endOfSection'

export const endOfSectionFixtures = defineFixtures('endOfSection', {
  name: 'End-of-section link',
  about: [
    p(
      'An end-of-section link closes a section of an article with a pointer to what to read next: a short prompt such as "Up next:" and the words of the link. The whole row is one link. It carries the prompt, the words and the address as data attributes, so first-party tracking can count which prompts readers follow. Use it for articles on this site or a section of the same article, not for shop links.',
    ),
  ],
  examples: () => [
    {
      title: 'With a prompt',
      blocks: [
        {
          blockType: 'endOfSection',
          prompt: DEFAULT_PROMPT,
          displayText: 'How to start walking for your heart, one week at a time',
          destinationUrl: articleUrl('walking-for-heart-health'),
        },
      ],
      shows: [DEFAULT_PROMPT, 'How to start walking for your heart, one week at a time'],
    },
    {
      title: 'The link alone',
      blocks: [
        {
          blockType: 'endOfSection',
          prompt: '',
          displayText: 'Everyday anxiety: coping skills that help',
          destinationUrl: articleUrl('everyday-anxiety-coping-skills'),
        },
      ],
      shows: ['Everyday anxiety: coping skills that help'],
    },
  ],
})
