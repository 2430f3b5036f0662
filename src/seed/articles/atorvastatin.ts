import { block, bold, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { faq, promotionSlot } from './widgets'

/** A drug page in the Drugs & medications section, with the drug price comparison in its body. */
export function atorvastatinArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Atorvastatin: uses, side effects and how to save',
    slug: 'atorvastatin',
    section: 'drugs',
    template: 'article',
    keywords: ['atorvastatin', 'Lipitor', 'statins', 'cholesterol', 'prescription savings'],
    summary:
      'Atorvastatin lowers LDL cholesterol and the risk of heart attack and stroke. What it is prescribed for, how to take it, which side effects to watch for, and how to compare what it costs at pharmacies near you.',
    heroImage: refs.heroes.atorvastatin,
    categories: [refs.categories.heartHealth],
    authors: [refs.authors.samuelBrooks],
    medicalReviewer: refs.authors.kwameMensah,
    sponsored: false,
    publishedDate: '2026-06-02T10:00:00.000Z',
    updatedDate: '2026-10-28T10:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Atorvastatin is a statin, one of the most widely prescribed kinds of medicine in the United States. It lowers LDL cholesterol, the kind that builds up in artery walls, and in doing so lowers the risk of heart attack and stroke. It is sold as a low-cost generic and under the brand name Lipitor; both contain the same active ingredient.',
      ),
      p(
        'This guide explains what atorvastatin is prescribed for, how it is usually taken, which side effects are common and which need a call to your clinician, and how to find a lower price for your prescription.',
      ),
      h2('What atorvastatin is used for'),
      p(
        'Atorvastatin blocks an enzyme the liver uses to make cholesterol. With less cholesterol of its own, the liver takes more LDL out of the blood. Over months and years, lower LDL means fewer fatty deposits in the arteries and fewer of the blockages that cause heart attacks and strokes.',
      ),
      p('Clinicians commonly recommend a statin such as atorvastatin for:'),
      ul(
        'people who have had a heart attack, a stroke or a procedure to open a blocked artery;',
        'adults with an LDL cholesterol of 190 mg/dL or higher;',
        'adults aged 40 to 75 with diabetes;',
        'adults whose estimated 10-year risk of heart disease is raised, after a conversation about the benefits and downsides.',
      ),
      p(
        'A statin works alongside, not instead of, the everyday habits that protect the heart: not smoking, regular activity, a diet rich in vegetables, whole grains and unsaturated fats, and keeping blood pressure and blood sugar in range.',
      ),
      promotionSlot('articlePlacement', 'card'),
      h2('How it is taken'),
      p(
        'Atorvastatin is a tablet taken once a day, at any time of day, with or without food; taking it at the same time each day makes it easier to remember. Doses range from 10 mg to 80 mg. Your clinician chooses the dose from your risk and your cholesterol, and usually checks a blood test 4 to 12 weeks after you start or change the dose.',
      ),
      p(
        'The benefit depends on taking it for the long term. If you miss a dose, take it when you remember, unless the next dose is less than 12 hours away; do not take two doses at once. Large amounts of grapefruit juice can raise the level of atorvastatin in the blood, so ask your pharmacist if you drink it often.',
      ),
      h2('Side effects'),
      p(
        'Most people take atorvastatin without trouble. The most common complaints are muscle or joint aches, diarrhea, indigestion and cold-like symptoms. In careful studies where neither patients nor doctors knew who was taking a statin, most muscle aches were just as common on a dummy pill, so it is worth talking to your clinician before stopping: a different dose or statin often helps.',
      ),
      p('Contact a clinician promptly if you notice:'),
      ul(
        [
          bold('Unexplained muscle pain, tenderness or weakness,'),
          ' especially with a fever, unusual tiredness or dark urine. Serious muscle damage is rare but needs care quickly.',
        ],
        [
          bold('Signs of a liver problem,'),
          ' such as yellowing of the skin or eyes, dark urine or pain in the upper right of the abdomen.',
        ],
        [
          bold('Signs of an allergic reaction,'),
          ' such as a rash, hives or swelling of the face or throat. Call 911 if you have trouble breathing.',
        ],
      ),
      p(
        'Statins can raise blood sugar slightly, and in people already close to diabetes they can bring the diagnosis forward; for most people the protection of the heart outweighs this. Atorvastatin should not be taken during pregnancy or while breastfeeding, so tell your clinician if you are pregnant or planning to be.',
      ),
      promotionSlot('articlePlacement2', 'banner'),
      h2('Medicines to mention to your pharmacist'),
      p(
        'Some medicines raise the level of atorvastatin in the blood and with it the risk of muscle problems. They include certain antibiotics such as clarithromycin, antifungals such as itraconazole, some treatments for HIV and hepatitis C, cyclosporine and gemfibrozil. Tell your pharmacist about everything you take, including supplements: red yeast rice contains a natural statin and should not be combined with one.',
      ),
      h2('How to pay less for atorvastatin'),
      p(
        'Generic atorvastatin costs far less than the brand, yet what you pay at the counter can still vary widely between pharmacies, sometimes between two on the same street. If you pay in cash, or your copay is high, a free prescription discount coupon can lower the price. A 90-day supply often costs less per tablet than three 30-day fills.',
      ),
      p(
        'Compare prices for your dosage and quantity near your ZIP code below. The coupon is free and is not insurance; show it at the pharmacy when you fill your prescription.',
      ),
      block({
        blockType: 'drugCostSavings',
        drug: refs.drugs.atorvastatin,
        title: 'Compare atorvastatin prices near you',
        subtitle: 'Prices with a free discount coupon for the dosage and quantity you choose.',
        bestOffer: false,
      }),
      faq({
        initialState: 'collapsed',
        items: [
          {
            question: 'Is generic atorvastatin as effective as Lipitor?',
            answer:
              'Yes. A generic must contain the same active ingredient in the same strength and be absorbed into the body in the same way as the brand. The tablets may look different because the inactive ingredients, shape and color can differ.',
          },
          {
            question: 'Can I stop atorvastatin once my cholesterol is lower?',
            answer:
              'Not without talking to your clinician. Cholesterol usually rises again within weeks of stopping, and the protection against heart attack and stroke depends on continued use.',
          },
          {
            question: 'Can I use a discount coupon and my insurance together?',
            answer:
              'Usually it is one or the other for a given fill: the pharmacy charges the lower of the two if you ask. What you pay with a coupon may not count toward your insurance deductible, so ask your pharmacist which is better for you.',
          },
        ],
      }),
    ),
  }
}
