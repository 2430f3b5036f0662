import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

const question = (title: string, answer: string, description: string) => ({
  title,
  back: { answer, description },
})

export const carouselFixtures = defineFixtures('carousel', {
  name: 'Carousel',
  about: [
    p(
      'Carousels hold a few cards readers move through: question cards that flip to show the answer, a daily dose whose picture flips to a few short lessons, reasons to trust us, and image galleries. Readers swipe, drag, use the arrow buttons or the dots, or the arrow keys once the row has focus. Readers who prefer reduced motion see pages and cards change without animation.',
    ),
    p(
      'On wide screens up to three cards sit side by side and four make a 2 × 2 grid, without controls; with more cards, and on phones and tablets, the cards scroll sideways. Every card is in the page itself, so readers without JavaScript can scroll the row and read the answers under the questions.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Question cards that flip',
      description: 'Five myths and facts; each card flips to its answer.',
      blocks: [
        {
          blockType: 'carousel',
          kind: 'questions',
          header: 'Myths about heart health',
          description: 'Guess first, then flip each card to see whether it holds up.',
          questionCards: [
            question(
              'Heart disease is mostly a problem for men.',
              'Myth.',
              'Heart disease is a leading cause of death for women as well as men. Women’s warning signs can be less typical, such as breathlessness, nausea, or pain in the back or jaw.',
            ),
            question(
              'If my blood pressure were high, I would feel it.',
              'Myth.',
              'High blood pressure usually causes no symptoms. The only way to know your numbers is to have them measured, at a clinic, a pharmacy or at home with a validated cuff.',
            ),
            question(
              'Brisk walking counts as exercise for your heart.',
              'Fact.',
              'Brisk walking is moderate activity. Adults are advised to aim for at least 150 minutes a week, and short walks of 10 minutes add up.',
            ),
            question(
              'Heart health can wait until you are older.',
              'Myth.',
              'The habits that protect the heart pay off at any age: moving every day, not smoking, eating plenty of plants and sleeping well.',
            ),
            question(
              'With heart disease, exercise is off limits.',
              'Usually a myth.',
              'For most people with heart disease, regular activity that suits them helps. Cardiac rehabilitation programs plan it safely; ask your care team what is right for you.',
            ),
          ],
        },
      ],
      shows: [
        'Myths about heart health',
        'Heart disease is mostly a problem for men.',
        'Brisk walking counts as exercise for your heart.',
        'High blood pressure usually causes no symptoms.',
        'Show answer',
      ],
    },
    {
      title: 'Daily dose',
      description: 'A picture for phones and one for wider screens; the card flips to three short lessons.',
      blocks: [
        {
          blockType: 'carousel',
          kind: 'dailyDose',
          header: 'Your daily dose: morning movement',
          dailyDoseCards: [
            {
              images: { mobile: refs.picture('dose-mobile'), desktop: refs.picture('dose-desktop') },
              back: {
                title: 'Morning movement',
                lessons: [
                  { text: 'Stretch gently for two minutes before you reach for your phone.' },
                  { text: 'Take a 10-minute walk after breakfast, outdoors if you can.' },
                  { text: 'Drink a glass of water with your first meal of the day.' },
                ],
              },
            },
          ],
        },
      ],
      shows: [
        'Your daily dose: morning movement',
        'Morning movement',
        'Take a 10-minute walk after breakfast, outdoors if you can.',
        'Show lessons',
      ],
    },
    {
      title: 'Reasons to trust us',
      description: 'Three cards with a picture and a title: side by side on wide screens.',
      blocks: [
        {
          blockType: 'carousel',
          kind: 'valueProps',
          header: 'Why readers trust Wellread',
          valuePropCards: [
            { title: 'Reviewed by medical experts', media: refs.picture('value-medically-reviewed') },
            { title: 'Written in plain language', media: refs.picture('value-plain-language') },
            { title: 'Independent from advertisers', media: refs.picture('value-independent') },
          ],
        },
      ],
      shows: ['Why readers trust Wellread', 'Reviewed by medical experts', 'Independent from advertisers'],
    },
    {
      title: 'Image gallery',
      description:
        'Four pictures make a 2 × 2 grid on wide screens. The walking picture was added twice; it shows once.',
      blocks: [
        {
          blockType: 'carousel',
          kind: 'images',
          header: 'Small habits, big difference',
          description: 'Four everyday habits that add up to better health over time.',
          images: [
            { image: refs.picture('gallery-morning-walk') },
            { image: refs.picture('gallery-stretching') },
            { image: refs.picture('gallery-water-bottle') },
            { image: refs.picture('gallery-vegetables') },
            { image: refs.picture('gallery-morning-walk') },
          ],
        },
      ],
      shows: ['Small habits, big difference', 'Four everyday habits that add up to better health over time.'],
    },
  ],
})
