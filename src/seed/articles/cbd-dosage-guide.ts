import { bold, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { faq } from './widgets'

export function cbdDosageGuideArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'CBD dosage: how much to take, and when to talk to a clinician first',
    slug: 'cbd-dosage-guide',
    section: 'health',
    template: 'article',
    keywords: ['CBD', 'cannabidiol', 'CBD dosage', 'CBD gummies', 'drug interactions'],
    summary:
      'There is no standard dose of CBD for everyday use. What research tells us about amounts, why "start low and go slow" is the usual advice, and which medicines make a conversation with your clinician important.',
    heroImage: refs.heroes['cbd-dosage-guide'],
    categories: [refs.categories.stressAndAnxiety, refs.categories.sleep],
    authors: [refs.authors.priyaNatarajan],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: false,
    publishedDate: '2026-05-14T10:00:00.000Z',
    updatedDate: '2026-10-20T10:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Cannabidiol (CBD) is one of the many compounds in the cannabis plant. Unlike THC, it does not make people feel high. It is sold as oils, capsules, gummies and creams, and many people use it hoping to sleep better or feel calmer. Research on those uses is still limited, and there is no dose that has been shown to work for them.',
      ),
      p(
        'The only CBD medicine approved by the US Food and Drug Administration is a prescription oil for rare forms of epilepsy. Its doses are far higher than what is in most gummies, and it is taken under medical supervision because of its effects on the liver and its interactions with other medicines.',
      ),
      h2('Why there is no standard dose'),
      ul(
        [
          bold('Products vary.'),
          ' Independent tests have often found that labels overstate or understate how much CBD a product contains. A certificate of analysis from an independent laboratory is the best check.',
        ],
        [
          bold('People vary.'),
          ' Body weight, other medicines and how a product is taken (a gummy is absorbed more slowly than an oil held under the tongue) all change how much reaches the bloodstream.',
        ],
        [
          bold('The evidence is thin.'),
          ' Most studies of sleep and anxiety are small and short, and they used a wide range of doses.',
        ],
      ),
      h2('Starting low'),
      p(
        'If you decide to try CBD, the usual advice is to start with a low amount, such as one gummy of 10 mg, take it at the same time each day, and give it a week before deciding whether to take more. Keep a short note of what you took and how you felt. More is not always better: in some studies, middle doses did better than high ones.',
      ),
      h2('Side effects and interactions'),
      p(
        'CBD can cause drowsiness, diarrhea, changes in appetite and, at higher doses, raised liver enzymes. It is broken down by the same liver enzymes as many medicines, so it can change their levels. Talk to a clinician or pharmacist before using CBD if you take a blood thinner such as warfarin, medicines for epilepsy, sedatives or sleeping pills, or if you have liver disease, are pregnant or are breastfeeding.',
      ),
      faq({
        initialState: 'collapsed',
        items: [
          {
            question: 'Can CBD show up on a drug test?',
            answer:
              'Drug tests look for THC, not CBD. Hemp-derived products may legally contain up to 0.3% THC, and some contain more than their label says, so regular use can lead to a positive test. Products labelled "broad spectrum" or "isolate" aim to contain no THC; the certificate of analysis shows whether that is true.',
          },
          {
            question: 'How long does a CBD gummy take to work?',
            answer:
              'Gummies are digested before CBD is absorbed, so any effect usually starts after 30 minutes to 2 hours and lasts several hours. Taking them with a meal that contains some fat increases how much is absorbed.',
          },
          {
            question: 'Is CBD safe to give to children or pets?',
            answer:
              'Not without advice. The prescription CBD medicine for epilepsy is used in children under close medical supervision, but over-the-counter products have not been studied in children. Ask a veterinarian before giving any CBD product to a pet.',
          },
        ],
      }),
    ),
  }
}
