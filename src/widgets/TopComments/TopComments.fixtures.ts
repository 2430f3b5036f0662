import { bold, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { moreCommentsLabel, TOP_COMMENTS_SHOWN } from './topComments'

export const topCommentsFixtures = defineFixtures('topComments', {
  name: 'Top comments',
  about: [
    p(
      'Top comments quote what readers have told us, each with their age and main health concern, never their name. The first ',
      String(TOP_COMMENTS_SHOWN),
      ' show at once; the rest open with a ',
      bold('Show more comments'),
      ' button that says how many there are. Editors can shorten or correct a comment in "Edited comment", which readers then see instead of the original.',
    ),
  ],
  examples: () => [
    {
      title: 'More than three comments',
      description: 'The first three show; the other two open with the button under them.',
      blocks: [
        {
          blockType: 'topComments',
          heading: 'What readers say about lowering blood pressure',
          comments: [
            {
              comment:
                'I started checking my blood pressure at the same time every morning, before coffee. Seeing the numbers written down each week kept me honest about salt.',
              age: 58,
              primaryHealthConcern: 'High blood pressure',
            },
            {
              comment:
                'ok so my doctor told me to walk more and i didnt believe it would do anything but i do 30 min after dinner most days now and my readings came down about 10 points in three months, also sleeping better which i did not expect',
              editedComment:
                'My doctor told me to walk more and I didn’t believe it would help. Now I walk 30 minutes after dinner most days, and my readings came down about 10 points in three months.\nI’m sleeping better too, which I didn’t expect.',
              age: 63,
              primaryHealthConcern: 'High blood pressure',
            },
            {
              comment:
                'Swapping the canned soup I had for lunch for soup I make on Sundays made the biggest difference for me. I had no idea how much sodium was in it.',
              age: 45,
              primaryHealthConcern: 'Heart health',
            },
            {
              comment:
                'My pharmacist showed me how to sit for a reading: feet flat, back supported, arm resting at heart level, no talking. My home numbers finally matched the ones at the clinic.',
              age: 71,
              primaryHealthConcern: 'High blood pressure',
            },
            {
              comment: 'Five minutes of slow breathing before bed helps me more than I thought it would.',
              age: 39,
              primaryHealthConcern: 'Stress',
            },
          ],
        },
      ],
      shows: [
        'What readers say about lowering blood pressure',
        'I started checking my blood pressure at the same time every morning',
        'My doctor told me to walk more and I didn’t believe it would help.',
        'Age 58',
        'Main health concern: High blood pressure',
        moreCommentsLabel(2),
      ],
    },
    {
      title: 'Three comments',
      description: 'With three comments or fewer there is no button.',
      blocks: [
        {
          blockType: 'topComments',
          heading: 'Readers on living with migraine',
          comments: [
            {
              comment:
                'Keeping a headache diary for two months showed me my migraines follow skipped meals, not chocolate as I had assumed.',
              age: 34,
              primaryHealthConcern: 'Migraine',
            },
            {
              comment:
                'Turning down my screen brightness and taking a short break every hour has cut my bad days at work roughly in half.',
              age: 29,
              primaryHealthConcern: 'Chronic migraine',
            },
            {
              comment:
                'The best advice I got was to take my medicine at the first sign instead of waiting to see if it gets worse.',
              primaryHealthConcern: 'Migraine',
            },
          ],
        },
      ],
      shows: [
        'Readers on living with migraine',
        'Keeping a headache diary for two months',
        'Main health concern: Chronic migraine',
      ],
    },
  ],
})
