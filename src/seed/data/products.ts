import type { Product } from '@/cms/payload-types'
import type { ProductDrawing } from '../images'

/**
 * Fictional products for the sample articles. Brands, ratings and reviews are invented for the demo;
 * every link points at the reserved example domain.
 */
export type ProductSeed = Omit<Product, 'id' | 'createdAt' | 'updatedAt' | 'image' | 'imgSrc'> & {
  /** The seed's stable key for this product (also stored as variantId). */
  variantId: string
  imgAlt: string
  drawing: ProductDrawing
}

const DISCLAIMER = {
  showDisclaimer: true,
  mobileDisclaimer: 'We may earn a commission.',
  desktopDisclaimer: 'Wellread may earn a commission when you buy through links on this page.',
} as const

export const PRODUCTS = {
  bloodPressureMonitor: {
    variantId: 'seed-pulsewise-arm-bpm',
    pid: 'WR-1001',
    destinationStore: 'Example Shop',
    productTitle: 'Pulsewise Arm Blood Pressure Monitor',
    productName: 'Pulsewise Arm Monitor',
    productBrand: 'Pulsewise',
    superlative: 'Best home blood pressure monitor',
    tags: ['Upper-arm cuff', 'Two users', 'Averages 3 readings'],
    drawing: 'bloodPressureMonitor',
    imgAlt:
      'Illustration of a white home blood pressure monitor with a pulse trace on its screen and a blue arm cuff.',
    rating: 4.7,
    numberOfRatings: 2318,
    isEditorPick: true,
    isBestOverall: true,
    highlights: [
      { label: 'Price', value: '$59.99' },
      {
        label: 'Cuff size',
        value: '8.7–16.5 in (fits most adult arms)',
        tooltip: 'Measure around the middle of your upper arm.',
      },
      { label: 'Memory', value: '2 users × 60 readings' },
    ],
    price: '$59.99',
    discount: 'Save 15% with code WELL15',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/pulsewise/arm-blood-pressure-monitor',
    ...DISCLAIMER,
    reviewAuthorName: 'Samuel Brooks, MPH',
    handsOnReview:
      '<p>Our tester, who checks her blood pressure every morning, found the cuff easy to fit with one hand and the <strong>large display</strong> readable without glasses. The averaging mode, which takes three readings a minute apart, saved her from writing numbers down by hand.</p>',
    productReview:
      '<p>The Pulsewise monitor does the basics well: an upper-arm cuff, a clear screen and memory for two people. Whatever monitor you choose, check that the model is <em>clinically validated</em> (the US list at validatebp.org is a good place to look) and take it to your next appointment so your clinician can compare its readings with theirs.</p>',
    pros: [
      { text: 'Large, easy-to-read display' },
      { text: 'Wide-range cuff fits most adult arms' },
      { text: 'Averages three readings for you' },
    ],
    cons: [{ text: 'No app syncing' }, { text: 'Cuff is bulky to pack for travel' }],
    productDetails: [
      { label: 'Type', value: 'Automatic, upper arm' },
      { label: 'Power', value: '4 AA batteries or USB-C' },
      { label: 'Warranty', value: '3 years' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.7 },
      { scoreCriteriaName: 'Ease of use', scoreCriteriaValue: 4.8 },
      { scoreCriteriaName: 'Comfort', scoreCriteriaValue: 4.4 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 4.7 },
    ],
    showReviewScoreBoard: true,
  },
  walkingShoe: {
    variantId: 'seed-stridewell-cloudpath',
    pid: 'WR-1002',
    destinationStore: 'Example Shop',
    productTitle: 'Stridewell Cloudpath Walking Shoe',
    productName: 'Cloudpath Walking Shoe',
    productBrand: 'Stridewell',
    superlative: 'Best walking shoe for beginners',
    tags: ['Cushioned', 'Wide sizes', 'Reflective details'],
    drawing: 'walkingShoe',
    imgAlt: 'Illustration of a teal walking shoe with a thick cream-colored sole.',
    bgColor: '#f3f7ee',
    rating: 4.5,
    numberOfRatings: 964,
    isBrandApproved: true,
    hesiBadgeTags: ['Women-Founded'],
    highlights: [
      { label: 'Price', value: '$129' },
      { label: 'Weight', value: "9.1 oz (men's size 9)" },
      { label: 'Widths', value: 'Regular, wide, extra wide' },
    ],
    price: '$129',
    discount: 'Get $20 off your first order with code WALKMORE',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/stridewell/cloudpath-walking-shoe',
    ...DISCLAIMER,
    reviewAuthorName: 'Jordan Ellis, MS, CSCS',
    handsOnReview:
      '<p>We walked about 40 miles in the Cloudpath over three weeks, on pavement and gravel paths. The <strong>roomy toe box</strong> and firm heel made it comfortable from the first day, with no break-in period.</p>',
    productReview:
      '<p>A well-cushioned, stable shoe that suits people starting a walking routine. The wide and extra-wide fits are a real plus. If you have foot pain, diabetes or circulation problems, ask a podiatrist or your clinician about footwear before you increase your distance.</p>',
    pros: [
      { text: 'Comfortable without a break-in period' },
      { text: 'Available in three widths' },
      { text: 'Reflective heel tab for evening walks' },
    ],
    cons: [{ text: 'Runs warm in hot weather' }, { text: 'Limited color choices' }],
    productDetails: [
      { label: 'Heel-to-toe drop', value: '8 mm' },
      { label: 'Upper', value: 'Recycled knit mesh' },
      { label: 'Returns', value: '30 days, unworn outdoors' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.5 },
      { scoreCriteriaName: 'Comfort', scoreCriteriaValue: 4.7 },
      { scoreCriteriaName: 'Fit', scoreCriteriaValue: 4.6 },
      { scoreCriteriaName: 'Durability', scoreCriteriaValue: 4.2 },
    ],
    showReviewScoreBoard: true,
  },
  sleepRing: {
    variantId: 'seed-lunaring-sleep-ring',
    pid: 'WR-1003',
    destinationStore: 'Example Shop',
    productTitle: 'Lunaring Sleep Tracker Ring',
    productName: 'Lunaring Ring',
    productBrand: 'Lunaring',
    superlative: 'Best for tracking sleep habits',
    tags: ['Sleep duration', '7-day battery', 'Water resistant'],
    drawing: 'sleepRing',
    imgAlt:
      'Illustration of a silver-blue smart ring with a small crescent moon in its center, on a night-blue background.',
    rating: 4.2,
    numberOfRatings: 1543,
    isFeaturedPartner: true,
    highlights: [
      { label: 'Price', value: '$249' },
      { label: 'Subscription', value: 'None required' },
      { label: 'Battery', value: 'Up to 7 days' },
    ],
    price: '$249',
    discount: '10% off with code SLEEPWELL',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/lunaring/sleep-tracker-ring',
    ...DISCLAIMER,
    reviewAuthorName: 'Samuel Brooks, MPH',
    handsOnReview:
      "<p>Over a month of nightly wear, the ring was comfortable enough to forget about and its <strong>bedtime and wake-time log</strong> matched our tester's own diary closely. Its sleep-stage estimates were harder to interpret and we would not read much into them.</p>",
    productReview:
      '<p>Consumer sleep trackers are good at showing patterns, such as how regular your bedtime is and how long you spend in bed. They are <em>not</em> medical devices: they cannot diagnose insomnia or sleep apnea. If you snore loudly, stop breathing in your sleep or feel exhausted during the day, talk to a clinician.</p>',
    pros: [
      { text: 'Comfortable for all-night wear' },
      { text: 'No subscription needed' },
      { text: 'Clear weekly sleep-schedule summary' },
    ],
    cons: [
      { text: 'Sleep-stage estimates are not very reliable' },
      { text: 'Cannot detect or rule out sleep apnea' },
    ],
    productDetails: [
      { label: 'Sizes', value: '6 to 13 (free sizing kit)' },
      { label: 'Water resistance', value: 'Up to 100 m' },
      { label: 'Data export', value: 'CSV from the app' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.2 },
      { scoreCriteriaName: 'Comfort', scoreCriteriaValue: 4.6 },
      { scoreCriteriaName: 'App', scoreCriteriaValue: 4.0 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 3.9 },
    ],
    showReviewScoreBoard: false,
  },
  pillOrganizer: {
    variantId: 'seed-dayset-weekly-organizer',
    pid: 'WR-1004',
    destinationStore: 'Example Shop',
    productTitle: 'Dayset Weekly AM/PM Pill Organizer',
    productName: 'Dayset Weekly Organizer',
    productBrand: 'Dayset',
    superlative: 'Best pill organizer',
    tags: ['14 compartments', 'Push-button lids', 'Dishwasher safe'],
    drawing: 'pillOrganizer',
    imgAlt:
      'Illustration of a weekly pill organizer with two rows of seven colored compartments for morning and evening.',
    rating: 4.8,
    numberOfRatings: 5210,
    isEditorPick: true,
    hesiBadgeTags: ['Small Business-Founded', 'Veteran-Founded'],
    highlights: [
      { label: 'Price', value: '$14.99' },
      { label: 'Compartments', value: '14 (7 days × AM/PM)' },
      { label: 'Material', value: 'BPA-free plastic' },
    ],
    price: '$14.99',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/dayset/weekly-am-pm-pill-organizer',
    ...DISCLAIMER,
    reviewAuthorName: 'Samuel Brooks, MPH',
    handsOnReview:
      '<p>The <strong>push-button lids</strong> opened easily for a tester with arthritis in her hands, yet stayed shut when the organizer was dropped in a bag. Each day also snaps out on its own for trips.</p>',
    productReview:
      "<p>A simple, sturdy organizer that makes it obvious whether you have taken today's doses. Ask your pharmacist before moving medicines out of their original packaging: a few, such as some that are sensitive to moisture, should stay in it.</p>",
    pros: [
      { text: 'Easy-open lids' },
      { text: 'Days detach for travel' },
      { text: 'Large, raised day letters' },
    ],
    cons: [{ text: 'Compartments are too small for large capsules in quantity' }],
    productDetails: [
      { label: 'Dimensions', value: '9.8 × 3.1 × 1.2 in' },
      { label: 'Cleaning', value: 'Top-rack dishwasher safe' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.8 },
      { scoreCriteriaName: 'Ease of use', scoreCriteriaValue: 4.9 },
      { scoreCriteriaName: 'Durability', scoreCriteriaValue: 4.6 },
    ],
    showReviewScoreBoard: true,
  },
  walkingTreadmill: {
    variantId: 'seed-stridewell-deskwalk',
    pid: 'WR-1005',
    destinationStore: 'Example Shop',
    productTitle: 'Stridewell Deskwalk Under-Desk Treadmill',
    productName: 'Deskwalk Treadmill',
    productBrand: 'Stridewell',
    superlative: 'Best splurge for desk workers',
    tags: ['Fits under most desks', '0.5–4 mph', 'Quiet motor'],
    drawing: 'walkingTreadmill',
    imgAlt:
      'Illustration of a low, flat under-desk walking treadmill with a dark belt and a small blue control console.',
    rating: 4.1,
    numberOfRatings: 387,
    highlights: [
      { label: 'Price', value: '$1299' },
      { label: 'Speed range', value: '0.5–4 mph' },
      { label: 'Max user weight', value: '265 lb' },
    ],
    price: '$1299',
    discount: 'Free delivery and a 30-day home trial, plus $100 off with code DESKSTEPS at checkout',
    ctaText: 'CHECK PRICE',
    ctaUrl: 'https://shop.example.com/stridewell/deskwalk-under-desk-treadmill',
    ...DISCLAIMER,
    reviewAuthorName: 'Jordan Ellis, MS, CSCS',
    handsOnReview:
      '<p>We used the Deskwalk for two working weeks at a standing desk. At 1.5 to 2 mph it was <strong>quiet enough for video calls</strong>, and most of us found typing comfortable at those speeds after a day or two.</p>',
    productReview:
      '<p>An expensive but well-built way to add light activity to a desk job. Slow walking while you work adds up, but it does not replace brisker walks. Start with short sessions, wear supportive shoes, and stop if you feel dizzy or unsteady.</p>',
    pros: [
      { text: 'Quiet at walking speeds' },
      { text: 'Slim enough to slide under a sofa' },
      { text: 'Remote and app controls' },
    ],
    cons: [{ text: 'High price' }, { text: 'Needs a standing desk' }, { text: 'Too short for jogging' }],
    productDetails: [
      { label: 'Belt size', value: '16 × 40 in' },
      { label: 'Weight', value: '62 lb' },
      { label: 'Warranty', value: '5-year motor, 1-year parts' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.1 },
      { scoreCriteriaName: 'Build quality', scoreCriteriaValue: 4.5 },
      { scoreCriteriaName: 'Noise', scoreCriteriaValue: 4.4 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 3.4 },
    ],
    showReviewScoreBoard: true,
  },
  oliveOil: {
    variantId: 'seed-grove-coast-evoo',
    pid: 'WR-1006',
    destinationStore: 'Example Shop',
    productTitle: 'Grove & Coast Extra Virgin Olive Oil, 750 ml',
    productName: 'Grove & Coast Olive Oil',
    productBrand: 'Grove & Coast',
    superlative: 'Best everyday olive oil',
    tags: ['Extra virgin', 'Harvest date on label', 'Dark glass bottle'],
    drawing: 'oliveOil',
    imgAlt: 'Illustration of a green glass bottle of olive oil with an olive-branch label.',
    rating: 4.6,
    numberOfRatings: 2877,
    isBrandApproved: true,
    highlights: [
      { label: 'Price', value: '$24' },
      { label: 'Size', value: '750 ml (25.4 fl oz)' },
      { label: 'Harvest', value: 'Dated on every bottle' },
    ],
    price: '$24',
    discount: '20 percent off your first subscription order',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/grove-and-coast/extra-virgin-olive-oil',
    ...DISCLAIMER,
    reviewAuthorName: 'Daniel Reyes, RDN',
    handsOnReview:
      '<p>In a blind tasting against two supermarket oils, our panel picked Grove &amp; Coast as the <strong>freshest and most peppery</strong>. It worked well for dressings and for everyday sautéing.</p>',
    productReview:
      '<p>A good-value extra virgin olive oil with the harvest date printed on the bottle, which helps you buy it fresh. Olive oil is still calorie-dense: use it <em>instead of</em> butter and other solid fats rather than in addition to them.</p>',
    pros: [
      { text: 'Harvest date printed on every bottle' },
      { text: 'Dark glass protects from light' },
      { text: 'Fresh, peppery taste' },
    ],
    cons: [{ text: 'Pricier than supermarket blends' }, { text: 'Pour spout drips' }],
    productDetails: [
      { label: 'Origin', value: 'Single estate' },
      { label: 'Best before', value: '18 months from harvest' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.6 },
      { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4.8 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 4.3 },
    ],
    showReviewScoreBoard: false,
  },
  worryJournal: {
    variantId: 'seed-stillpage-worry-journal',
    pid: 'WR-1007',
    destinationStore: 'Example Shop',
    productTitle: 'Stillpage Guided Worry Journal',
    productName: 'Stillpage Journal',
    productBrand: 'Stillpage',
    superlative: 'Best guided journal for worry',
    tags: ['CBT-informed prompts', '12-week plan', 'Lay-flat binding'],
    drawing: 'journal',
    imgAlt: 'Illustration of a purple hardcover journal with a yellow ribbon bookmark and a pen beside it.',
    bgColor: '#f6f3fb',
    rating: 3.9,
    numberOfRatings: 642,
    hesiBadgeTags: ['LGBTQIA+-Founded'],
    highlights: [
      { label: 'Price', value: '$22' },
      { label: 'Pages', value: '192' },
      { label: 'Format', value: 'Hardcover' },
    ],
    price: '$22',
    discount: 'Save 15% with code WELL15',
    ctaText: 'SHOP NOW',
    ctaUrl: 'https://shop.example.com/stillpage/guided-worry-journal',
    ...DISCLAIMER,
    reviewAuthorName: 'Priya Natarajan, PhD',
    handsOnReview:
      '<p>The daily pages walk you through <strong>noticing a worry, naming the feeling and testing the thought</strong>, the same steps used in cognitive behavioral therapy. Our reviewer found the weekly check-ins useful and a few prompts repetitive.</p>',
    productReview:
      '<p>A thoughtful workbook for everyday worry. Self-help tools like this can help with mild anxiety, but they are not a substitute for treatment. If anxiety is stopping you from working, sleeping or seeing people, talk to a clinician or a licensed therapist.</p>',
    pros: [
      { text: 'Structured prompts based on CBT skills' },
      { text: 'Short daily entries' },
      { text: 'Lies flat for writing' },
    ],
    cons: [{ text: 'Some prompts feel repetitive' }, { text: 'Not a substitute for therapy' }],
    productDetails: [
      { label: 'Size', value: '6 × 8.5 in' },
      { label: 'Paper', value: '100 gsm, fountain-pen friendly' },
    ],
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 3.9 },
      { scoreCriteriaName: 'Content', scoreCriteriaValue: 4.2 },
      { scoreCriteriaName: 'Design', scoreCriteriaValue: 4.0 },
      { scoreCriteriaName: 'Value', scoreCriteriaValue: 3.7 },
    ],
    showReviewScoreBoard: true,
  },
} satisfies Record<string, ProductSeed>

export type ProductKey = keyof typeof PRODUCTS
