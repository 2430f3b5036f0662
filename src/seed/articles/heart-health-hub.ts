import { AUTHORS } from '../data/authors'
import { block, bold, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { articleUrl } from './catalog'

/**
 * A hub page on the category landing template that opens with the full-screen hero image (its largest
 * element, loaded first), then the editorial blocks of issue 16 together: why trust us, a content series,
 * a picture-and-text row, a lived-experience quote and an end-of-section link.
 */
export function heartHealthHubArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Heart health: where to start',
    slug: 'heart-health-hub',
    section: 'health',
    template: 'categoryLandingPage',
    keywords: ['heart health', 'blood pressure', 'walking', 'heart-healthy diet'],
    summary:
      'Our guides to looking after your heart, in one place: how to move more, eat well, sleep better and understand your blood pressure.',
    heroImage: refs.heroes['heart-health-hub'],
    categories: [refs.categories.heartHealth],
    authors: [refs.authors.jordanEllis],
    medicalReviewer: refs.authors.kwameMensah,
    sponsored: false,
    publishedDate: '2026-11-05T09:00:00.000Z',
    updatedDate: '2026-11-18T09:00:00.000Z',
    _status: 'published',
    body: doc(
      block({
        blockType: 'heroImage',
        image: refs.pictures['hero-wide'],
        mobileImage: refs.pictures['hero-tall'],
        alt: 'Two people walking a winding path through green hills at sunrise',
        caption:
          'Small, regular steps add up: a daily walk is one of the best things you can do for your heart.',
        credit: 'Illustration: Wellread studio',
      }),
      p(
        'Heart disease is common, but much of the risk is in your hands. This page gathers our guides by topic, each written by a health journalist and checked by a clinician, so you can start with whatever matters most to you today.',
      ),
      block({
        blockType: 'whyTrust',
        explanationTitle: 'How we write about your heart',
        metrics: [
          { count: '3', description: 'cardiology and primary-care clinicians review our heart guides' },
          { count: '12 months', description: 'at most between two medical reviews of a guide' },
        ],
        explanationDescription: doc(
          p(
            'Each guide follows current US guidelines from bodies such as the American Heart Association and the CDC, and cites its sources. A ',
            bold('clinician who treats heart conditions'),
            ' checks every claim before we publish and again at each review.',
          ),
          p(
            'We do not tell you to stop or change a medicine: we explain the options and the questions to take to your own doctor. Advertisers never see a guide before it is published.',
          ),
        ),
      }),
      h2('Start here'),
      block({
        blockType: 'callOut',
        isContentSeries: true,
        optionalWhisper: 'A Wellread series',
        contentSeries: {
          title: 'Heart health, step by step',
          color_scheme: 'sky',
          icon: 'heart',
          link: '/health',
          authorName: `${AUTHORS.jordanEllis.name}, ${AUTHORS.jordanEllis.credentials}`,
          authorPhoto: refs.avatars.jordanEllis,
          authorBio:
            'Jordan writes about exercise for people starting from scratch, and about keeping it up once the novelty wears off.',
          articles: [
            {
              title: 'Walking for heart health',
              url: articleUrl('walking-for-heart-health'),
              thumbnail: refs.pictures['gallery-morning-walk'],
            },
            {
              title: 'High blood pressure and sleep',
              url: articleUrl('high-blood-pressure-and-sleep'),
              thumbnail: refs.pictures['download-sleep-diary'],
            },
            {
              title: 'Mediterranean diet basics',
              url: articleUrl('mediterranean-diet-basics'),
              thumbnail: refs.pictures['diet-mediterranean'],
            },
          ],
        },
      }),
      block({
        blockType: 'contentRow',
        layout: 'split',
        pictureSide: 'right',
        picture: refs.pictures['gallery-vegetables'],
        heading: 'Eat for your heart without a strict diet',
        text: doc(
          p(
            'More vegetables, beans, whole grains, nuts and olive oil, and less salt, processed meat and sugar: the eating patterns with the best evidence for the heart share these basics. Start with one swap a week.',
          ),
        ),
        linkText: 'Mediterranean diet basics',
        linkUrl: articleUrl('mediterranean-diet-basics'),
      }),
      block({
        blockType: 'livedExperience',
        quote:
          'After my heart attack I was scared to walk to the end of the street. Cardiac rehab taught me to start with five minutes and add a little each week. Two years on, I walk to work most days, and I know what my blood pressure numbers mean.',
        name: 'Martin Ellery',
        title: 'Recovered from a heart attack in 2024; volunteers with a cardiac rehab group',
        photo: refs.pictures['lived-experience-portrait'],
        cta: { text: 'Walking for heart health', url: articleUrl('walking-for-heart-health') },
      }),
      h2('Know your numbers'),
      p(
        'High blood pressure rarely causes symptoms, so the only way to know is to measure it. Ask for a reading at your next appointment, or check it at home with a validated upper-arm monitor.',
      ),
      ul(
        'Blood pressure: under 120/80 mm Hg is normal for adults.',
        'Cholesterol: your clinician will tell you how often to check, usually every four to six years for adults at low risk.',
        'Blood sugar: ask whether you should be screened for diabetes, especially if you are over 35 or overweight.',
      ),
      block({
        blockType: 'endOfSection',
        prompt: 'Up next:',
        displayText: 'How sleep and blood pressure affect each other',
        destinationUrl: articleUrl('high-blood-pressure-and-sleep'),
      }),
    ),
  }
}
