import { block, bold, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'

/**
 * A page on the drug-savings template: the drug price comparison heads it (titled 'Save money without using
 * insurance' by the template), with plain advice on paying less and taking the drug safely.
 */
export function lisinoprilSavingsArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Lisinopril savings: how to pay less for your prescription',
    slug: 'lisinopril-savings',
    section: 'drugs',
    template: 'drugSavings',
    keywords: ['lisinopril', 'lisinopril price', 'Zestril', 'prescription savings', 'high blood pressure'],
    summary:
      'Lisinopril is an inexpensive generic, yet what it costs varies from one pharmacy to the next. Compare prices near you with a free discount coupon, and see other ways to lower what you pay.',
    heroImage: refs.heroes['lisinopril-savings'],
    categories: [refs.categories.heartHealth],
    authors: [refs.authors.samuelBrooks],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: false,
    publishedDate: '2026-07-09T10:00:00.000Z',
    updatedDate: '2026-10-30T10:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Lisinopril is an ACE inhibitor, one of the most common medicines for high blood pressure. It is also prescribed for heart failure, after a heart attack, and to protect the kidneys of some people with diabetes. It has been available as a generic for many years, and is also sold under the brand name Zestril.',
      ),
      p(
        'Enter your dosage, quantity and ZIP code to compare prices at pharmacies near you. The discount coupon is free to use and is not insurance.',
      ),
      block({
        blockType: 'drugCostSavings',
        drug: refs.drugs.lisinopril,
        subtitle: 'Discounted cash prices for lisinopril at pharmacies near you, with a free coupon.',
        bestOffer: false,
      }),
      h2('Why the price differs from one pharmacy to the next'),
      p(
        'Pharmacies set their own cash prices, and discount cards negotiate their own rates with each chain, so the same 30 tablets can cost several times more at one counter than at another nearby. Prices also change over time. Comparing before you fill a prescription, and again when you refill, is the simplest way to avoid paying more than you need to.',
      ),
      h2('Other ways to lower what you pay'),
      ul(
        [
          bold('Ask for the generic.'),
          ' Generic lisinopril works the same way as the brand and usually costs a small fraction of it.',
        ],
        [
          bold('Ask about a 90-day supply.'),
          ' If your dose is stable, a larger fill often costs less per tablet and means fewer trips to the pharmacy.',
        ],
        [
          bold('Compare the coupon price with your copay.'),
          ' If you have insurance, the coupon price can be lower than your copay. You can use one or the other for a fill, and the pharmacist can tell you which is cheaper.',
        ],
        [
          bold('Check low-cost generic lists.'),
          ' Some pharmacies and mail-order services offer common generics at a fixed low price.',
        ],
        [
          bold('Talk to your clinician if cost is a problem.'),
          ' There may be another medicine that works as well for you and costs less; never stop a blood pressure medicine on your own.',
        ],
      ),
      h2('How a prescription discount coupon works'),
      p(
        'A discount coupon is a free card with a few codes (BIN, PCN, group and member id) that the pharmacist enters to apply a negotiated price. You can send it to yourself by email or text, add it to your phone’s wallet, or print it, and show it when you fill your prescription. It does not expire, though the price it gives may change. What you pay with a coupon usually does not count toward an insurance deductible.',
      ),
      h2('Taking lisinopril safely'),
      p(
        'Lisinopril is taken once a day, with or without food. Your clinician will usually check your blood pressure, kidney function and potassium level after you start or change the dose.',
      ),
      ul(
        'A dry, tickly cough is a common side effect. Mention it to your clinician: another medicine may suit you better.',
        'Dizziness can happen in the first days or after a dose increase; stand up slowly until you know how it affects you.',
        'Swelling of the face, lips, tongue or throat is a rare but serious reaction. Call 911 if it affects your breathing or swallowing.',
        'Lisinopril must not be taken during pregnancy. Tell your clinician if you are pregnant or planning to be.',
        'Ask before using potassium supplements, salt substitutes that contain potassium, or anti-inflammatory pain relievers such as ibuprofen.',
      ),
      p(
        'Keep taking lisinopril even when you feel well: high blood pressure rarely causes symptoms, and the medicine protects your heart, brain and kidneys only while you take it.',
      ),
    ),
  }
}
