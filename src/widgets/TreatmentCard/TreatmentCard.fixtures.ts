import { PRODUCTS } from '@/seed/data/products'
import { bold, doc, p, ul } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { FIND_A_SPECIALIST_TITLE, RECOMMENDED_PRODUCTS_TITLE } from './treatmentCard'

export const treatmentCardFixtures = defineFixtures('treatmentCard', {
  name: 'Treatment card',
  about: [
    p(
      'A treatment card describes one treatment option: how it works, who it suits and what to watch for. A description taller than about seven lines shows its first lines with a "Show more" button; a shorter one shows in full. Without JavaScript the whole description is always shown.',
    ),
    p(
      'Under the description, two sections open and close independently: "Recommended products:" lists products that help with the treatment, each with an optional shop link, and "Find a specialist" points readers to care. The specialist section shows only when both its button text and link are filled in.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A long description, products and a specialist',
      blocks: [
        {
          blockType: 'treatmentCard',
          name: 'Blood pressure medicines',
          treatmentDescription: doc(
            p(
              'When lifestyle changes are not enough, a clinician may prescribe one or more medicines. The most common first choices are ',
              bold('ACE inhibitors'),
              ' (such as lisinopril), ',
              bold('ARBs'),
              ' (such as losartan), ',
              bold('calcium channel blockers'),
              ' (such as amlodipine) and ',
              bold('thiazide diuretics'),
              ' (such as chlorthalidone). Many people need two of them to reach their target.',
            ),
            p('Each works differently, so side effects differ too:'),
            ul(
              'ACE inhibitors can cause a dry cough; an ARB is a common switch.',
              'Calcium channel blockers can cause ankle swelling.',
              'Diuretics make you urinate more at first and can lower potassium, so blood tests check it.',
            ),
            p(
              'Checking your blood pressure at home shows whether the medicine is working. Do not stop a blood pressure medicine on your own: talk to your clinician first, as some cause a rebound rise when stopped suddenly.',
            ),
          ),
          recommendedProducts: [
            { product: refs.product('bloodPressureMonitor'), cta: 'See monitor' },
            { product: refs.product('pillOrganizer'), cta: 'See organizer' },
          ],
          specialistDescription:
            'Your primary care clinician can start and adjust most blood pressure medicines. A cardiologist or hypertension specialist can help when your blood pressure stays high on three medicines.',
          specialistCtaText: 'Find a heart specialist near you',
          specialistCtaUrl: 'https://care.example.com/find/cardiology',
        },
      ],
      shows: [
        'Blood pressure medicines',
        'Do not stop a blood pressure medicine on your own',
        RECOMMENDED_PRODUCTS_TITLE,
        PRODUCTS.bloodPressureMonitor.productTitle,
        FIND_A_SPECIALIST_TITLE,
        'Find a heart specialist near you',
      ],
    },
    {
      title: 'A short description and a specialist, no products',
      blocks: [
        {
          blockType: 'treatmentCard',
          name: 'PDE5 inhibitors (sildenafil, tadalafil)',
          treatmentDescription: doc(
            p(
              'These prescription tablets help most people with ED get and keep an erection when sexually aroused. Sildenafil works for about 4 hours; tadalafil for up to 36. Headache, flushing and a stuffy nose are common. Never take them with nitrate medicines for chest pain: together they can drop your blood pressure dangerously.',
            ),
          ),
          specialistDescription:
            'A primary care clinician can prescribe these tablets. A urologist can look for causes and offer other treatments if tablets do not help.',
          specialistCtaText: 'Find a urologist',
          specialistCtaUrl: 'https://care.example.com/find/urology',
        },
      ],
      shows: [
        'PDE5 inhibitors (sildenafil, tadalafil)',
        'Never take them with nitrate medicines',
        'Find a urologist',
      ],
    },
  ],
})
