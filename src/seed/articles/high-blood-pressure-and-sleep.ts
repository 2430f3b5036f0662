import { bold, doc, h2, h3, ol, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard, promotionSlot, relatedTiles, stats } from './widgets'

export function highBloodPressureAndSleepArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'High blood pressure and sleep: how they are linked and what helps',
    slug: 'high-blood-pressure-and-sleep',
    section: 'health',
    template: 'article',
    keywords: [
      'high blood pressure',
      'hypertension',
      'sleep',
      'sleep apnea',
      'home blood pressure monitoring',
    ],
    summary:
      'Too little sleep and untreated sleep apnea are both linked to high blood pressure. Learn how the two are connected, how to measure your blood pressure accurately at home, and which changes help.',
    heroImage: refs.heroes['high-blood-pressure-and-sleep'],
    categories: [refs.categories.heartHealth, refs.categories.sleep],
    authors: [refs.authors.samuelBrooks, refs.authors.mayaOkafor],
    medicalReviewer: refs.authors.kwameMensah,
    sponsored: false,
    publishedDate: '2026-05-20T12:00:00.000Z',
    updatedDate: '2026-11-03T09:45:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'High blood pressure, or hypertension, rarely causes symptoms, which is why it is often called a silent condition. Over years it strains the heart, blood vessels, kidneys and brain, raising the risk of heart attack, stroke, heart failure and kidney disease. Nearly half of adults in the US have it, and many do not know.',
      ),
      p(
        'Sleep is one part of the picture that is easy to overlook. Research over the past two decades has linked short sleep, poor-quality sleep and sleep apnea with higher blood pressure, and treating sleep problems can be part of bringing it down.',
      ),
      stats('Blood pressure and sleep in numbers', [
        {
          number: 48,
          suffix: '%',
          text: 'of US adults have high blood pressure or take medicine for it, per CDC estimates',
        },
        {
          number: 7,
          suffix: '+ hours',
          text: 'of sleep a night is what sleep medicine experts recommend for adults',
        },
        {
          number: 120,
          prefix: 'under ',
          suffix: '/80',
          text: 'mm Hg is a normal blood pressure reading under current US guidelines',
        },
      ]),
      h2('Understanding your numbers'),
      p(
        'A blood pressure reading has two numbers. The first, systolic pressure, is the pressure in your arteries when your heart beats. The second, diastolic pressure, is the pressure between beats. Under the American Heart Association and American College of Cardiology guidelines, a reading is:',
      ),
      ul(
        [bold('Normal'), ' when it is below 120/80 mm Hg'],
        [bold('Elevated'), ' when the top number is 120 to 129 and the bottom number is below 80'],
        [bold('Stage 1 hypertension'), ' when the top number is 130 to 139 or the bottom number is 80 to 89'],
        [bold('Stage 2 hypertension'), ' when it is 140/90 or higher'],
      ),
      p(
        'A single high reading does not mean you have hypertension. Diagnosis is based on several readings taken on different occasions, ideally including readings taken at home.',
      ),
      h2('How sleep affects blood pressure'),
      p(
        'In most people, blood pressure falls by about 10 to 20 percent during sleep, a pattern known as nighttime dipping. This gives the heart and blood vessels a regular period of lower strain. When sleep is short or broken, the body\u2019s stress response stays more active, and blood pressure can stay higher overnight and into the next day.',
      ),
      p(
        'Studies have found that adults who regularly sleep less than six hours a night are more likely to develop high blood pressure than those who sleep seven to eight hours. These studies show an association rather than proof, but the American Heart Association now counts healthy sleep among its essential habits for heart health.',
      ),
      h3('Sleep apnea: a common hidden cause'),
      p(
        'Obstructive sleep apnea happens when the airway repeatedly narrows or closes during sleep, causing pauses in breathing and drops in oxygen. Each pause triggers a surge in blood pressure. Sleep apnea is especially common in people whose hypertension is hard to control, and it often goes undiagnosed. Signs include:',
      ),
      ul(
        'loud, regular snoring',
        'pauses in breathing, choking or gasping noticed by a bed partner',
        'waking with a headache or a dry mouth',
        'feeling very sleepy during the day despite a full night in bed',
      ),
      p(
        'If these sound familiar, ask your clinician about testing; many people can now be tested at home. Treatment with a CPAP machine, which keeps the airway open with gentle air pressure, lowers blood pressure modestly and usually improves daytime sleepiness a great deal.',
      ),
      promotionSlot('articlePlacement', 'newsletter'),
      h2('Measuring blood pressure at home'),
      p(
        'Home readings help confirm a diagnosis, reveal "white coat" readings that are high only at the clinic, and show whether treatment is working. Accuracy depends on technique:',
      ),
      ol(
        'Use a validated, automatic upper-arm monitor with a cuff that fits your arm.',
        'Avoid caffeine, exercise and smoking for 30 minutes beforehand, and empty your bladder.',
        'Sit with your back supported and feet flat on the floor, and rest quietly for five minutes.',
        'Rest your arm on a table so the cuff is at heart level, on bare skin.',
        'Take two readings a minute apart, morning and evening, and record them all.',
      ),
      productCard(refs.products.bloodPressureMonitor),
      p(
        'Some people also like to track their sleep. Wearable trackers can show how regular your sleep schedule is, which is useful, but they cannot diagnose sleep apnea or other sleep disorders.',
      ),
      productCard(refs.products.sleepRing),
      h2('Habits that help both sleep and blood pressure'),
      checklist(
        'Small steps for better sleep',
        [
          'Keep a <strong>regular wake-up time</strong>, even on weekends.',
          'Give yourself <strong>at least 7 hours</strong> in bed for sleep.',
          'Stop caffeine by <strong>early afternoon</strong>.',
          'Limit alcohol, which fragments sleep and raises blood pressure.',
          'Keep the bedroom <strong>cool, dark and quiet</strong>.',
          'Get daylight and physical activity during the day.',
        ],
        { revealInSequence: true },
      ),
      p(
        'Other proven ways to lower blood pressure include eating less salt, following an eating pattern rich in vegetables, fruit and low-fat dairy such as the DASH diet, being active on most days, and keeping to a healthy weight. Many people also need medicine, and that is not a failure: it protects the heart, brain and kidneys.',
      ),
      promotionSlot('articlePlacement2', 'card'),
      h2('When to get help'),
      p(
        'See a clinician if your home readings are regularly 130/80 or higher, or if you have signs of sleep apnea. ',
        bold('Call 911'),
        ' if a reading is 180/120 or higher and you have chest pain, shortness of breath, back pain, numbness or weakness, changes in vision or difficulty speaking. If a reading is that high without symptoms, wait five minutes and measure again; if it is still that high, contact your clinician right away.',
      ),
      promotionSlot('articlePlacement3', 'banner'),
      authorBio(),
      relatedTiles('heart health and sleep', 'high-blood-pressure-and-sleep'),
      faq({
        initialState: 'collapsed',
        items: [
          {
            question: 'Can one bad night raise my blood pressure?',
            answer:
              'A short night can nudge blood pressure up the next day, but it settles. It is long-term patterns of short or disturbed sleep that are linked to lasting high blood pressure.',
          },
          {
            question: 'Can a sleep tracker detect sleep apnea?',
            answer:
              'Not reliably. Some devices flag possible breathing disturbances, but only a sleep study can diagnose sleep apnea. If you have symptoms, ask your clinician about testing.',
          },
          {
            question: 'Should I take my blood pressure medicine at night?',
            answer:
              'Studies comparing morning and bedtime doses have had mixed results, and a large trial found no difference in heart attacks or strokes. Take your medicine at the time your prescriber recommends and that you will remember consistently.',
          },
        ],
      }),
    ),
  }
}
