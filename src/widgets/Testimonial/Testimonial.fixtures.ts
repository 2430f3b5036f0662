import { AUTHORS } from '@/seed/data/authors'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

const reviewer = AUTHORS.mayaOkafor

export const testimonialFixtures = defineFixtures('testimonial', {
  name: 'Testimonial',
  about: [
    p(
      'A testimonial shares what readers say, in their own words. It comes in two forms. A list of quotes shows several short quotes in cards that take turns in three soft colours, under a heading, an intro and an optional banner picture (phones can get their own crop of it). A featured quote gives one person more room: their words in large type, with their name, their role and a small round picture.',
    ),
    p(
      'The quotes are always on the page, for every reader and for screen readers, which read each quote once. When a reader scrolls back to a list of quotes a second time, the cards rise in one after another as a small welcome back; readers who ask their device for reduced motion never see it move. Quote only what readers agreed to share, and name them only as they asked.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A list of reader quotes',
      description:
        'Four quotes, so the fourth card takes the first colour again; the banner has a wide picture and a closer crop for phones.',
      blocks: [
        {
          blockType: 'testimonial',
          kind: 'quotes',
          header: 'What readers say about Rest Easy',
          subheader: 'Notes from readers of Rest Easy, our weekly newsletter on sleep.',
          desktopImage: { image: refs.picture('testimonial-night-wide') },
          mobileImage: { image: refs.picture('testimonial-night-phone') },
          quotes: [
            {
              text: 'I used to read the news in bed until one in the morning. The wind-down ideas got me leaving my phone in the kitchen, and I fall asleep far sooner now.',
              author: 'Marisol, reader since 2023',
            },
            {
              text: 'Short, practical and never preachy. I like that each tip says what the research does and does not show.',
              author: 'Graham, reader since 2022',
            },
            {
              text: 'The issue on shift work was the first sleep advice that fitted my night rota instead of pretending I work nine to five.',
              author: 'Anneke, hospital nurse',
            },
            {
              text: 'I forwarded the one about snoring to my dad. He finally brought it up with his doctor.',
              author: 'Owen, reader since 2024',
            },
          ],
        },
      ],
      shows: [
        'What readers say about Rest Easy',
        'Notes from readers of Rest Easy',
        'Short, practical and never preachy.',
        'Owen, reader since 2024',
      ],
    },
    {
      title: 'One featured quote',
      description: 'One voice with more room: the quote in large type, with the name, role and picture.',
      blocks: [
        {
          blockType: 'testimonial',
          kind: 'featured',
          header: 'A note from our medical reviewer',
          featuredQuote: {
            text: 'You do not need a perfect night to start feeling better. Pick one habit, such as getting up at the same time every day, keep it for two weeks, and notice what changes.',
            author: `${reviewer.name}, ${reviewer.credentials}`,
            title: reviewer.jobTitle,
            image: refs.avatar('mayaOkafor'),
          },
        },
      ],
      shows: [
        'A note from our medical reviewer',
        'You do not need a perfect night to start feeling better.',
        `${reviewer.name}, ${reviewer.credentials}`,
        reviewer.jobTitle,
      ],
    },
  ],
})
