import { bold, doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

/** A question's answers, each with its score (and, in a quiz scored per topic, its question's group). */
const answers = (...list: Array<[string, number]>) => list.map(([label, score]) => ({ label, score }))

/** How often, from "Rarely" (0) to "Almost always" (3): the stress quiz's answers. */
const often = () => answers(['Rarely', 0], ['Sometimes', 1], ['Often', 2], ['Almost always', 3])

const source = (label: string, url: string) => ({ label, url })

const CDC_SLEEP = source('CDC: About sleep', 'https://www.cdc.gov/sleep/about/index.html')
const NHS_SLEEP = source(
  'NHS: How to get to sleep',
  'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/',
)
const NHLBI_SLEEP = source(
  'NHLBI: Sleep deprivation and deficiency',
  'https://www.nhlbi.nih.gov/health/sleep-deprivation',
)
const NIMH_STRESS = source(
  'NIMH: I’m so stressed out! Fact sheet',
  'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
)
const NHS_STRESS = source(
  'NHS: Stress',
  'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/',
)

export const quizFixtures = defineFixtures('quiz', {
  name: 'Quiz',
  about: [
    p(
      'A short self-check: readers choose one answer per question, can change their minds until they press ',
      bold('Get Results'),
      ', and then see their score and what it suggests, with the sources behind it. ',
      bold('Retake quiz'),
      ' clears the answers and starts again.',
    ),
    p(
      'Scoring happens in the reader’s browser: no answer or result leaves the page, and the only events recorded are that the quiz was started and completed. A quiz can give one result for its total score, one result per topic (score groups), or both. Every quiz says it is not a diagnostic tool.',
    ),
  ],
  examples: () => [
    {
      title: 'One total score',
      description: 'Five questions on sleep habits; the total picks one of three results.',
      blocks: [
        {
          blockType: 'quiz',
          title: 'How rested are you?',
          scoreType: 'simple',
          questions: [
            {
              sectionTitle: 'Your nights',
              question: 'How long do you usually sleep on a work night?',
              answers: answers(
                ['Less than 6 hours', 0],
                ['6 to 7 hours', 2],
                ['7 to 9 hours', 3],
                ['More than 9 hours', 2],
              ),
            },
            {
              question: 'How often does it take you more than half an hour to fall asleep?',
              answers: answers(
                ['Most nights', 0],
                ['A few nights a week', 1],
                ['Rarely', 2],
                ['Almost never', 3],
              ),
            },
            {
              question: 'How often do you wake in the night and struggle to get back to sleep?',
              answers: answers(
                ['Most nights', 0],
                ['A few nights a week', 1],
                ['Rarely', 2],
                ['Almost never', 3],
              ),
            },
            {
              sectionTitle: 'Your days',
              question: 'How do you usually feel when you wake up?',
              answers: answers(
                ['Exhausted', 0],
                ['Groggy for a while', 1],
                ['Fine after a few minutes', 2],
                ['Refreshed', 3],
              ),
            },
            {
              question:
                'How often do you feel sleepy during the day, for example while reading or in meetings?',
              answers: answers(
                ['Most days', 0],
                ['A few days a week', 1],
                ['Occasionally', 2],
                ['Almost never', 3],
              ),
            },
          ],
          results: {
            summaryTitle: 'Your sleep check',
            maximumScore: 15,
            responses: [
              {
                low: 0,
                high: 6,
                title: 'You may be short of sleep',
                text: doc(
                  p(
                    'Your answers suggest your sleep is often short or broken. Most adults need at least 7 hours a night. A regular bedtime, a dark and cool bedroom and less caffeine after midday can help.',
                  ),
                  p(
                    'If poor sleep has lasted for weeks, or you snore loudly or stop breathing in your sleep, talk to a doctor.',
                  ),
                ),
                sources: [CDC_SLEEP, NHLBI_SLEEP],
              },
              {
                low: 7,
                high: 11,
                title: 'There is room to rest better',
                text: doc(
                  p(
                    'You sleep reasonably well on some nights but not on others. Small, steady habits make the biggest difference: the same wake-up time every day, daylight in the morning and a wind-down hour without screens.',
                  ),
                ),
                sources: [NHS_SLEEP, CDC_SLEEP],
              },
              {
                low: 12,
                high: 15,
                title: 'You seem well rested',
                text: doc(
                  p(
                    'Your answers suggest you usually get enough good-quality sleep. Keep the routines that work for you, and notice if stress, illness or a new medicine starts to change your nights.',
                  ),
                ),
                sources: [CDC_SLEEP],
              },
            ],
          },
        },
      ],
      shows: [
        'How rested are you?',
        'Your nights',
        'How long do you usually sleep on a work night?',
        '7 to 9 hours',
        'Get Results',
        'This quiz is not a diagnostic tool.',
      ],
    },
    {
      title: 'A total score and a score per topic',
      description:
        'Six questions in three score groups; readers see an overall result and a result for work, money and relationships.',
      blocks: [
        {
          blockType: 'quiz',
          title: 'Where does your stress come from?',
          scoreType: 'hybrid',
          questions: [
            {
              sectionTitle: 'Work',
              scoreGroup: 'Work',
              question: 'How often does your workload feel like more than you can manage?',
              answers: often(),
            },
            {
              scoreGroup: 'Work',
              question: 'How often do you think about work when you are trying to rest?',
              answers: often(),
            },
            {
              sectionTitle: 'Money',
              scoreGroup: 'Money',
              question: 'How often do you worry about paying bills or unexpected costs?',
              answers: often(),
            },
            {
              scoreGroup: 'Money',
              question: 'How often do money worries stop you doing things you enjoy?',
              answers: often(),
            },
            {
              sectionTitle: 'Relationships',
              scoreGroup: 'Relationships',
              question: 'How often do disagreements with people close to you leave you tense?',
              answers: often(),
            },
            {
              scoreGroup: 'Relationships',
              question: 'How often do you feel you have nobody to talk to when things get hard?',
              answers: often(),
            },
          ],
          results: {
            summaryTitle: 'Your stress check',
            responses: [
              {
                low: 0,
                high: 6,
                title: 'Your stress seems manageable',
                text: doc(
                  p(
                    'Everyday pressures come and go for you without building up much. Regular exercise, sleep and time with people you like help keep it that way.',
                  ),
                ),
                sources: [NIMH_STRESS],
              },
              {
                low: 7,
                high: 12,
                title: 'Stress is adding up',
                text: doc(
                  p(
                    'Several parts of your life are putting pressure on you at once. Look at the topic scores below: easing the biggest one, even a little, often helps the rest.',
                  ),
                ),
                sources: [NIMH_STRESS, NHS_STRESS],
              },
              {
                low: 13,
                high: 18,
                title: 'Stress is weighing on you',
                text: doc(
                  p(
                    'Your answers suggest stress is a big part of your days. You do not have to handle it alone: a doctor can help, and so can talking therapies.',
                  ),
                  p(
                    'If you ever feel unable to cope or think about harming yourself, call or text 988 in the US.',
                  ),
                ),
                sources: [NIMH_STRESS, NHS_STRESS],
              },
            ],
            groups: [
              {
                name: 'Work',
                responses: [
                  { low: 0, high: 2, title: 'Work is not a big stress for you' },
                  {
                    low: 3,
                    high: 4,
                    title: 'Work adds some pressure',
                    text: doc(
                      p('Short breaks away from your desk and a clear end to the working day can help.'),
                    ),
                  },
                  {
                    low: 5,
                    high: 6,
                    title: 'Work weighs on you',
                    text: doc(
                      p('Consider talking to your manager or occupational health about your workload.'),
                    ),
                    sources: [NHS_STRESS],
                  },
                ],
              },
              {
                name: 'Money',
                responses: [
                  { low: 0, high: 2, title: 'Money is not a big stress for you' },
                  {
                    low: 3,
                    high: 4,
                    title: 'Money adds some pressure',
                    text: doc(
                      p('Writing down what comes in and goes out each month can make worries feel smaller.'),
                    ),
                  },
                  {
                    low: 5,
                    high: 6,
                    title: 'Money weighs on you',
                    text: doc(
                      p(
                        'Free, confidential debt and budgeting advice is available from non-profit services.',
                      ),
                    ),
                  },
                ],
              },
              {
                name: 'Relationships',
                responses: [
                  { low: 0, high: 2, title: 'Your relationships support you' },
                  {
                    low: 3,
                    high: 4,
                    title: 'Relationships add some pressure',
                    text: doc(p('Making time for one person you trust, even briefly, can ease tension.')),
                  },
                  {
                    low: 5,
                    high: 6,
                    title: 'Relationships weigh on you',
                    text: doc(
                      p(
                        'Feeling alone with problems is hard. A doctor or counselor can help you find support.',
                      ),
                    ),
                    sources: [NIMH_STRESS],
                  },
                ],
              },
            ],
          },
          disclaimer:
            'This quiz is not a diagnostic tool and cannot measure stress precisely. If stress is affecting your sleep, mood or health, talk to a doctor.',
        },
      ],
      shows: [
        'Where does your stress come from?',
        'How often do money worries stop you doing things you enjoy?',
        'Almost always',
        'Get Results',
        'cannot measure stress precisely',
      ],
    },
  ],
})
