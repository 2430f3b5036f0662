import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { STATS_PLACEHOLDER } from './stats'

export const statsBlockFixtures = defineFixtures('statsBlock', {
  name: 'Stats block',
  about: [
    p(
      'The stats block highlights a few numbers with short captions. The numbers count up once when the block first comes into view, unless the reader prefers reduced motion. Use figures from reliable sources, round them honestly, and say where they come from.',
    ),
  ],
  examples: () => [
    {
      title: 'Three numbers',
      blocks: [
        {
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
              text: 'of moderate activity a week is the minimum recommended for adults in US guidelines',
            },
            {
              number: 1,
              prefix: 'No. ',
              text: 'cause of death in the US is heart disease, according to CDC data',
            },
          ],
        },
      ],
      shows: [
        'Heart health in the US',
        '48%',
        'of moderate activity a week is the minimum recommended for adults in US guidelines',
      ],
    },
    {
      title: 'With no data',
      description:
        'A stats block without items shows a placeholder so that editors notice the gap in preview. A published article should never need this; it appears here only to show the state.',
      blocks: [{ blockType: 'statsBlock', header: 'Stats block with no items', items: [] }],
      shows: [STATS_PLACEHOLDER],
    },
  ],
})
