import { bold, doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { MILD_BLURB, SEVERE_BLURB } from './sideEffects'

const COMMON = 'Common (more than 1 in 100 people)'

export const sideEffectsFixtures = defineFixtures('sideEffects', {
  name: 'Side-effects explorer',
  about: [
    p(
      'The side-effects explorer lists a medicine’s side effects in two tabs, mild and severe, each sorted by name. Readers open one to read how common it is, what to look for and what to do, then go back to the list. Each tab opens with a short line of advice: mild effects usually ease within a few days or a couple of weeks; for severe ones, call a doctor, or 911 if life threatening. An info button explains what words such as common and rare mean in numbers.',
    ),
    p(
      'Write each description for someone who has just noticed the effect: what it feels like, what helps and when to get help. Give how common it is in the standard words of the medicine’s information.',
    ),
  ],
  examples: () => [
    {
      blocks: [
        {
          blockType: 'sideEffects',
          heading: 'Side effects of atorvastatin',
          // Stored in the editor's order; the page sorts each list by name.
          mildSideEffects: [
            {
              name: 'Muscle or joint aches',
              prevalence: COMMON,
              description: doc(
                p(
                  'Mild aches in the muscles or joints, often in the legs, arms or back. In studies many people had them just as often on a dummy pill, so the medicine may not be the cause.',
                ),
                p(
                  'Keep taking atorvastatin and tell your doctor if the aches bother you: a lower dose or a different statin often helps. Muscle pain, tenderness or weakness you cannot explain is different: see ',
                  bold('Severe'),
                  '.',
                ),
              ),
              url: '/drugs/atorvastatin',
            },
            {
              name: 'Nausea',
              prevalence: COMMON,
              description: doc(
                p(
                  'Feeling sick to your stomach. Try taking your tablet with a meal or snack and avoid rich or spicy food. Call your doctor if you cannot keep food or drinks down.',
                ),
              ),
            },
            {
              name: 'Diarrhea',
              prevalence: COMMON,
              description: doc(
                p(
                  'Loose or watery stools. Drink plenty of water in small, frequent sips. Ask a pharmacist before taking anything for it, and call your doctor if it lasts more than a few days or you see blood in your stool.',
                ),
              ),
            },
            {
              name: 'Headache',
              prevalence: COMMON,
              description: doc(
                p(
                  'Rest, drink plenty of fluids and go easy on alcohol. A pharmacist can suggest a pain reliever that is safe with your other medicines. Talk to your doctor if headaches are severe or last longer than a week.',
                ),
              ),
            },
            {
              name: 'Cold-like symptoms',
              prevalence: COMMON,
              description: doc(
                p(
                  'A stuffy or runny nose, sneezing or a sore throat. Rest and drink fluids; a pharmacist can suggest a remedy that is safe with your other medicines. See your doctor if it lasts more than a week or you have a high temperature.',
                ),
              ),
            },
            {
              name: 'Indigestion',
              prevalence: COMMON,
              description: doc(
                p(
                  'Discomfort or a burning feeling in the upper belly, often after eating. Smaller meals and less fatty or spicy food can help. Ask a pharmacist about an indigestion remedy, and tell your doctor if it keeps coming back.',
                ),
              ),
            },
          ],
          severeSideEffects: [
            {
              name: 'Unexplained muscle pain or weakness',
              prevalence: 'Rare (fewer than 1 in 1,000 people)',
              description: doc(
                p(
                  'Muscle pain, tenderness or weakness you cannot explain, especially with a fever, unusual tiredness or dark, cola-colored urine. It can be a sign of muscle damage. Call your doctor right away: they may check your blood and ask you to stop the medicine for a while.',
                ),
              ),
              url: 'https://medlineplus.gov/druginfo/meds/a600045.html',
            },
            {
              name: 'Signs of a liver problem',
              prevalence: 'Uncommon (fewer than 1 in 100 people)',
              description: doc(
                p(
                  'Yellowing of the skin or the whites of the eyes, dark urine, pale stools, itching all over, or pain in the upper right part of the belly. Call your doctor right away: a blood test shows how your liver is working.',
                ),
              ),
              url: '/drugs/atorvastatin',
            },
            {
              name: 'Serious allergic reaction',
              prevalence: 'Rare (fewer than 1 in 1,000 people)',
              description: doc(
                p(
                  'Swelling of the lips, mouth, tongue, face or throat, trouble breathing or swallowing, wheezing, or a skin rash that blisters or peels. ',
                  bold('Call 911 or go to the nearest emergency room now.'),
                ),
              ),
            },
          ],
          showPrevalenceGuide: true,
        },
      ],
      // Texts in the page both before and after the explorer's leaf loads (details show only when opened).
      shows: [
        'Side effects of atorvastatin',
        'Mild',
        'Severe',
        MILD_BLURB,
        SEVERE_BLURB,
        'Cold-like symptoms',
        'Muscle or joint aches',
        'Serious allergic reaction',
      ],
    },
  ],
})
