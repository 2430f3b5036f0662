import { bold, doc, h2, italic, ol, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard, promotionSlot, relatedTiles, stats } from './widgets'

export function mediterraneanDietArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: "The Mediterranean diet: a practical beginner's guide",
    slug: 'mediterranean-diet-basics',
    section: 'nutrition',
    template: 'article',
    keywords: ['mediterranean diet', 'heart-healthy eating', 'olive oil', 'healthy eating'],
    summary:
      'The Mediterranean diet is a flexible way of eating built on vegetables, beans, whole grains, fish and olive oil. Here is what the evidence shows and how to start without overhauling your kitchen overnight.',
    heroImage: refs.heroes['mediterranean-diet-basics'],
    categories: [refs.categories.healthyEating, refs.categories.heartHealth],
    authors: [refs.authors.danielReyes],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: true,
    publishedDate: '2026-02-04T13:00:00.000Z',
    updatedDate: '2026-09-15T10:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'The Mediterranean diet is less a diet than a pattern of eating, based loosely on the traditional food of places such as Greece, southern Italy and Spain in the mid-20th century. There is no calorie counting and no list of forbidden foods. Instead, it shifts the balance of what you eat toward plants, fish and olive oil, and away from processed meat, refined grains and sugary foods.',
      ),
      p(
        'It is also one of the most studied eating patterns in nutrition science. Heart and diabetes organizations recommend versions of it, and the Dietary Guidelines for Americans have featured a Mediterranean-style pattern as one healthy option.',
      ),
      h2("What's on the plate"),
      p('A useful way to picture it is as a pyramid of everyday, weekly and occasional foods.'),
      ul(
        [
          bold('Every day:'),
          ' vegetables, fruit, whole grains, beans and lentils, nuts and seeds, herbs and spices, with extra virgin olive oil as the main fat.',
        ],
        [
          bold('Several times a week:'),
          ' fish and seafood, especially oily fish such as salmon, sardines and mackerel.',
        ],
        [bold('In moderation:'), ' poultry, eggs, cheese and yogurt.'],
        [bold('Occasionally:'), ' red meat, processed meats and sweets.'],
      ),
      p(
        'Water is the usual drink. Traditional versions include wine with meals, but health organizations do not advise anyone who does not drink to start. If you do drink, less is better for health; US guidance has long advised no more than two drinks a day for men and one for women.',
      ),
      h2('What the evidence shows'),
      p(
        'The strongest evidence concerns heart and blood vessel disease. In the PREDIMED trial in Spain, about 7,400 adults at high cardiovascular risk were assigned to a Mediterranean diet supplemented with extra virgin olive oil or with nuts, or to advice to follow a lower-fat diet. After roughly five years, the Mediterranean groups had about 30% fewer heart attacks, strokes and cardiovascular deaths combined. Problems were later found in how some participants were randomized; the trial was reanalyzed and republished in 2018 with similar conclusions.',
      ),
      p(
        'Large observational studies also link this way of eating with lower rates of type 2 diabetes and cognitive decline. Such studies cannot prove cause and effect on their own, because people who eat this way may differ in other ways, such as being more active, so the findings are best seen as ',
        italic('supporting'),
        ' evidence rather than proof.',
      ),
      stats('Why it matters', [
        {
          number: 30,
          suffix: '%',
          text: 'fewer major cardiovascular events among high-risk adults on a Mediterranean diet in the PREDIMED trial',
        },
        {
          number: 10,
          suffix: '%',
          text: 'of US adults eat the recommended amount of vegetables, CDC estimates suggest',
        },
      ]),
      promotionSlot('articlePlacement', 'newsletter'),
      h2('How to start: five small swaps'),
      p(
        'You do not need special ingredients or expensive products. Changes that stick tend to be small and gradual.',
      ),
      ol(
        [bold('Cook with olive oil'), ' instead of butter or other solid fats.'],
        [
          bold('Add a bean or lentil meal each week,'),
          ' such as lentil soup, chickpea curry or bean chili, then build up from there.',
        ],
        [
          bold('Make half your plate vegetables'),
          ' at lunch and dinner. Fresh, frozen and canned without added salt all count.',
        ],
        [
          bold('Eat fish twice a week.'),
          ' Canned sardines, salmon and mackerel are affordable and convenient.',
        ],
        [
          bold('Snack on a small handful of unsalted nuts'),
          ' or a piece of fruit instead of chips, cookies or candy.',
        ],
      ),
      p(
        'When you buy olive oil, look for extra virgin oil with a harvest date on the label, sold in a dark bottle or tin, and use it within a few months of opening. Remember that it is still calorie-dense: use it in place of other fats rather than in addition to them.',
      ),
      productCard(refs.products.oliveOil),
      promotionSlot('articlePlacement2', 'card'),
      h2('A sample day'),
      ul(
        [bold('Breakfast:'), ' plain yogurt with berries, oats and a few walnuts.'],
        [
          bold('Lunch:'),
          ' a salad of greens, chickpeas, tomatoes, cucumber and a little feta with an olive oil and lemon dressing, plus whole-grain bread.',
        ],
        [bold('Snack:'), ' an apple and a small handful of almonds.'],
        [bold('Dinner:'), ' baked salmon with roasted vegetables and farro or brown rice.'],
      ),
      checklist(
        'A Mediterranean shopping list',
        [
          '<strong>Extra virgin olive oil</strong> for cooking and dressings',
          'Canned or dried <strong>beans, lentils and chickpeas</strong>',
          '<strong>Whole grains</strong>: oats, brown rice, farro, whole-wheat pasta',
          'Frozen vegetables and fruit for busy weeks',
          'Canned <strong>sardines, salmon or mackerel</strong>',
          'Unsalted nuts and seeds',
          'Herbs, spices, garlic and lemons for flavor <em>without extra salt</em>',
        ],
        { revealInSequence: true },
      ),
      promotionSlot('articlePlacement3', 'banner'),
      h2('Who should check with a clinician first'),
      p('The Mediterranean diet is safe for most people, but some adjustments may be needed if you:'),
      ul(
        'take warfarin, because big changes in how many leafy greens you eat can affect how it works (the aim is a steady intake, not avoidance)',
        'have chronic kidney disease and have been advised to limit potassium or phosphorus',
        'take insulin or other diabetes medicines that can cause low blood sugar, since changing your carbohydrate intake may affect your doses',
        'have a history of an eating disorder, where any change in eating is best planned with your care team',
      ),
      p(
        'A registered dietitian can tailor the pattern to your health, budget and food traditions. Its principles work just as well with ingredients from Latin American, Asian, African and other cuisines.',
      ),
      authorBio(),
      relatedTiles('everyday healthy habits', 'mediterranean-diet-basics'),
      faq({
        initialState: 'expanded',
        items: [
          {
            question: 'Is the Mediterranean diet good for weight loss?',
            answer:
              'It is not designed as a weight-loss diet, but in trials people following it lost about as much weight as those on other diets when calories were reduced. Because it is filling and flexible, many people find it easier to stick with.',
          },
          {
            question: 'Do I have to drink red wine?',
            answer:
              'No. Health organizations do not recommend starting to drink alcohol for your health, and the diet works without it.',
          },
          {
            question: 'Is it expensive?',
            answer:
              'It does not have to be. Beans, lentils, oats, frozen vegetables and canned fish are some of the least expensive nutritious foods you can buy.',
          },
        ],
      }),
    ),
  }
}
