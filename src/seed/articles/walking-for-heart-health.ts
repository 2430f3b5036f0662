import { bold, doc, h2, h3, ol, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard, promotionSlot, relatedTiles, stats } from './widgets'

export function walkingForHeartHealthArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Walking for heart health: how much, how fast and how to start',
    slug: 'walking-for-heart-health',
    section: 'fitness',
    template: 'article',
    keywords: ['walking', 'heart health', 'exercise', 'physical activity', 'steps'],
    summary:
      'Walking is one of the simplest ways to protect your heart. Here is how much you need, how to tell whether you are walking briskly enough, and a gentle plan to build the habit safely.',
    heroImage: refs.heroes['walking-for-heart-health'],
    categories: [refs.categories.exercise, refs.categories.heartHealth],
    authors: [refs.authors.jordanEllis],
    medicalReviewer: refs.authors.kwameMensah,
    sponsored: false,
    publishedDate: '2026-06-17T08:30:00.000Z',
    updatedDate: '2026-10-28T14:10:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Heart disease is the leading cause of death in the US, and physical inactivity is one of its main risk factors that you can change. You do not need a gym, special skills or expensive equipment to lower that risk. Brisk walking is moderate-intensity exercise, and it counts fully toward the activity recommended for adults.',
      ),
      p(
        'Regular walking helps lower blood pressure, improves cholesterol and blood sugar levels, and helps with weight management. It also lifts mood and improves sleep, and it is gentle on the joints.',
      ),
      stats('Walking and your heart', [
        {
          number: 1,
          prefix: 'No. ',
          text: 'cause of death in the US is heart disease, according to CDC data',
        },
        {
          number: 150,
          suffix: ' minutes',
          text: 'of moderate activity a week, such as brisk walking, is the minimum recommended for adults in US guidelines',
        },
        {
          number: 24,
          suffix: '%',
          text: 'of US adults meet the guidelines for both aerobic and muscle-strengthening activity, CDC surveys suggest',
        },
      ]),
      h2('How much walking do you need?'),
      p(
        'The Physical Activity Guidelines for Americans recommend at least 150 minutes a week of moderate-intensity activity, such as brisk walking, plus muscle-strengthening activities on two or more days. That could be 30 minutes on five days, or shorter bouts spread through the day: even short walks count toward the total.',
      ),
      p(
        'More activity brings more benefit, and gains continue beyond 150 minutes. But the biggest gains come from moving from doing nothing to doing something, so if you are currently inactive, any increase helps.',
      ),
      h3('What about 10,000 steps?'),
      p(
        'The 10,000-step target began as a marketing slogan rather than a scientific finding. Large studies that followed people for years found that the risk of death fell as daily steps rose, leveling off at roughly 6,000 to 8,000 steps for adults over 60 and 8,000 to 10,000 for younger adults. Counting steps is a useful way to track progress, but there is nothing magic about any one number.',
      ),
      h2('How fast is brisk?'),
      p(
        'Moderate intensity means your heart rate and breathing go up noticeably. The simplest check is the talk test:',
      ),
      ul(
        [bold('Light:'), ' you can sing comfortably.'],
        [bold('Moderate:'), ' you can talk in full sentences but could not sing.'],
        [bold('Vigorous:'), ' you can say only a few words before pausing for breath.'],
      ),
      p(
        'For many adults, moderate intensity is a pace of about 2.5 miles an hour or faster, though it depends on your fitness and age. Walking uphill or carrying a light backpack raises the intensity without your needing to speed up.',
      ),
      promotionSlot('articlePlacement', 'newsletter'),
      h2('A four-week starter plan'),
      p(
        'If you have been inactive, build up gradually. This plan is a starting point; adjust it to how you feel.',
      ),
      ol(
        [bold('Week 1:'), ' walk 10 minutes at an easy-to-moderate pace on five days.'],
        [bold('Week 2:'), ' walk 15 minutes on five days, with the middle five minutes brisk.'],
        [bold('Week 3:'), ' walk 20 to 25 minutes on five days, mostly at a brisk pace.'],
        [bold('Week 4:'), ' walk 30 minutes on five days at a brisk pace.'],
      ),
      p(
        'Add two short sessions of muscle-strengthening activity a week, such as sit-to-stand squats from a chair, wall push-ups or resistance bands. Stronger muscles make walking easier and help protect your joints.',
      ),
      checklist('Before you head out', [
        'Wear <strong>comfortable, supportive shoes</strong> and socks that wick moisture.',
        'Warm up with <strong>five minutes of easy walking</strong>.',
        'Carry water on warm days and dress in layers when it is cold.',
        'After dark, wear <strong>light or reflective clothing</strong>.',
        'Tell someone your route if you walk alone somewhere remote.',
      ]),
      h2('Gear that can help'),
      p(
        'Good shoes matter more than any gadget. Look for cushioning, a firm heel and a roomy toe box, and replace them when the soles wear down. If you work at a desk, walking during phone calls or using an under-desk treadmill adds light activity, but it supplements brisk walks rather than replacing them.',
      ),
      productCard(refs.products.walkingShoe),
      productCard(refs.products.walkingTreadmill),
      promotionSlot('articlePlacement3', 'card'),
      h2('Making it stick'),
      p(
        'Most people who stop walking do so because life gets in the way, not because they dislike it. A few strategies help:',
      ),
      ul(
        'Schedule walks like appointments, for example straight after breakfast or at lunchtime.',
        'Walk with a friend, a family member or a group; you are more likely to turn up.',
        'Vary your routes, and have an indoor backup such as a mall or a staircase for bad weather.',
        'Track your minutes or steps, and notice how your fitness improves over a few weeks.',
      ),
      promotionSlot('articlePlacement2', 'banner'),
      h2('Walking safely with a heart condition'),
      p(
        'Walking is recommended for most people with heart disease, including after a heart attack, often as part of a cardiac rehabilitation program. If you have a heart condition, diabetes, blood pressure that is not under control or another long-term illness, ask your clinician what intensity is right for you before you start.',
      ),
      p(
        bold('Stop and seek medical help'),
        ' if you have chest pain or pressure, unusual breathlessness, dizziness, fainting, or a racing or irregular heartbeat while walking. Call 911 if chest discomfort does not go away within a few minutes of rest.',
      ),
      authorBio(),
      relatedTiles('heart-healthy living', 'walking-for-heart-health'),
      faq({
        initialState: 'collapsed',
        items: [
          {
            question: 'Is walking as good as running for the heart?',
            answer:
              'For the same amount of energy used, brisk walking and running appear to bring similar improvements in risk factors such as blood pressure and cholesterol. Running gets there in less time, but walking is easier to start and to keep up.',
          },
          {
            question: 'Does a walk after meals help?',
            answer:
              'A short walk after eating can blunt the rise in blood sugar that follows a meal, which may be especially useful for people with type 2 diabetes or prediabetes.',
          },
          {
            question: 'Do I need to do all my walking at once?',
            answer: 'No. Shorter walks spread through the day all count toward your weekly total.',
          },
        ],
      }),
    ),
  }
}
