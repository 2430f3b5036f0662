import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const treatmentComparisonFixtures = defineFixtures('treatmentComparison', {
  name: 'Treatment comparison',
  about: [
    p(
      'The treatment comparison sets two to four treatments side by side, one column each, and compares them row by row. While readers scroll through a long table, a copy of the treatment names stays at the top of the screen; on a phone the table scrolls sideways and the names follow. Without JavaScript it is a plain, complete table.',
    ),
    p(
      'Each comparison has a name for our own reports; when a reader first sees it, one view is recorded on our first-party data layer with a random id for the visit, the tool’s name and the article’s main keyword, and nothing is sent to anyone else. Keep values short, and say in the note where the figures come from.',
    ),
  ],
  examples: () => [
    {
      title: 'ED tablets, three columns',
      blocks: [
        {
          blockType: 'treatmentComparison',
          title: 'Comparing ED tablets',
          toolName: 'ED tablets comparison',
          intro:
            'All three are PDE5 inhibitors and need sexual arousal to work. They differ mainly in timing.',
          treatments: [
            { name: 'Sildenafil', note: 'brand name Viagra' },
            { name: 'Tadalafil', note: 'brand name Cialis' },
            { name: 'Vardenafil', note: 'brand name Levitra' },
          ],
          rows: [
            {
              label: 'Take before sex',
              cells: [
                { text: '30 to 60 minutes' },
                { text: '30 minutes to 2 hours' },
                { text: 'About 60 minutes' },
              ],
            },
            {
              label: 'Lasts',
              cells: [{ text: 'About 4 hours' }, { text: 'Up to 36 hours' }, { text: 'About 4 to 5 hours' }],
            },
            {
              label: 'After a heavy, fatty meal',
              cells: [
                { text: 'Works more slowly' },
                { text: 'Not affected' },
                { text: 'May work more slowly' },
              ],
            },
            {
              label: 'Daily low-dose option',
              cells: [{ text: 'No' }, { text: 'Yes' }, { text: 'No' }],
            },
            {
              label: 'Common side effects',
              cells: [
                { text: 'Headache, flushing, stuffy nose, blue-tinted vision' },
                { text: 'Headache, indigestion, back and muscle aches' },
                { text: 'Headache, flushing, stuffy nose' },
              ],
            },
          ],
          footnote:
            'Typical figures from the medicines’ US prescribing information. None of them is safe with nitrate medicines for chest pain. Your clinician will advise on the medicine and dose that suit you.',
        },
      ],
      shows: [
        'Comparing ED tablets',
        'Sildenafil',
        'brand name Cialis',
        'Up to 36 hours',
        'Daily low-dose option',
      ],
    },
    {
      title: 'Without a heading, with a missing value',
      description: 'A value left empty shows as a dash, read out as "Not listed".',
      blocks: [
        {
          blockType: 'treatmentComparison',
          toolName: 'Blood pressure lifestyle changes',
          treatments: [{ name: 'DASH eating plan' }, { name: 'Less salt' }, { name: 'Aerobic exercise' }],
          rows: [
            {
              label: 'Typical drop in the top number',
              cells: [{ text: 'About 11 mm Hg' }, { text: '5 to 6 mm Hg' }, { text: '5 to 8 mm Hg' }],
            },
            {
              label: 'What it takes',
              cells: [
                { text: 'Fruit, vegetables, whole grains and low-fat dairy; less saturated fat' },
                { text: 'Ideally under 1,500 mg sodium a day; cutting 1,000 mg already helps' },
                { text: '90 to 150 minutes a week, e.g. brisk walking' },
              ],
            },
            {
              label: 'Helps to track',
              cells: [{ text: 'Meals, with a food diary' }, { text: 'Sodium on food labels' }, { text: '' }],
            },
          ],
          footnote:
            'Average effects in adults with high blood pressure, from the 2017 ACC/AHA guideline. Changes add up, and they work alongside medicine.',
        },
      ],
      shows: ['DASH eating plan', 'About 11 mm Hg', 'Not listed'],
    },
  ],
})
