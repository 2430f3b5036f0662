import type { Navigation } from '@/cms/payload-types'
import { articleUrl } from '../articles/catalog'

type NavigationData = Pick<Navigation, 'header' | 'secondaryNav'>

/** The sample header menu: one top-level item per main section, with columns of links to seeded pages. */
export const NAVIGATION: Required<NavigationData> = {
  header: {
    links: [
      {
        title: 'Health',
        url: '/health',
        columns: [
          {
            title: 'Conditions',
            subtitle: 'Symptoms, tests and treatment',
            columnButton: { text: 'All health articles', link: '/health' },
            links: [
              {
                label: 'High blood pressure and sleep',
                url: articleUrl('high-blood-pressure-and-sleep'),
                description:
                  'How sleep and sleep apnea affect blood pressure, and how to measure it at home.',
              },
              {
                label: 'Erectile dysfunction',
                url: articleUrl('erectile-dysfunction'),
                description: 'Causes, tests and the treatments with good evidence.',
              },
            ],
          },
          {
            title: 'Heart health',
            subtitle: 'Protect your heart every day',
            links: [
              {
                label: 'Walking for heart health',
                url: articleUrl('walking-for-heart-health'),
                description: 'How much, how fast and a four-week plan to start.',
              },
              {
                label: 'The Mediterranean diet',
                url: articleUrl('mediterranean-diet-basics'),
                description: 'An eating pattern with strong evidence for heart health.',
              },
            ],
          },
        ],
      },
      {
        title: 'Nutrition',
        url: '/nutrition',
        columns: [
          {
            title: 'Eating well',
            subtitle: 'Practical, evidence-based eating',
            columnButton: { text: 'All nutrition articles', link: '/nutrition' },
            links: [
              {
                label: "Mediterranean diet: a beginner's guide",
                url: articleUrl('mediterranean-diet-basics'),
                description: 'What to eat, what the evidence shows and five easy swaps.',
              },
            ],
          },
        ],
      },
      {
        title: 'Fitness',
        url: '/fitness',
        columns: [
          {
            title: 'Get moving',
            subtitle: 'Activity for every starting point',
            columnButton: { text: 'All fitness articles', link: '/fitness' },
            links: [
              {
                label: 'Walking for heart health',
                url: articleUrl('walking-for-heart-health'),
                description: 'The talk test, step counts and a gentle starter plan.',
              },
            ],
          },
        ],
      },
      {
        title: 'Mental health',
        url: '/mental-health',
        columns: [
          {
            title: 'Stress and anxiety',
            subtitle: 'Skills and support',
            columnButton: { text: 'All mental health articles', link: '/mental-health' },
            links: [
              {
                label: 'Everyday anxiety: coping skills',
                url: articleUrl('everyday-anxiety-coping-skills'),
                description: 'Breathing, grounding and CBT skills, and when to get help.',
              },
            ],
          },
          {
            title: 'Sleep',
            links: [
              {
                label: 'Sleep and blood pressure',
                url: articleUrl('high-blood-pressure-and-sleep'),
                description: 'Why a good night matters for your heart.',
              },
            ],
          },
        ],
      },
      {
        // No section URL: the sample sexual-health article lives in the health section (/health/erectile-dysfunction).
        title: 'Sexual health',
        columns: [
          {
            title: "Men's sexual health",
            subtitle: 'Plain answers to common questions',
            links: [
              {
                label: 'Erectile dysfunction',
                url: articleUrl('erectile-dysfunction'),
                description: 'Why it happens, what tests to expect and treatments that work.',
              },
            ],
          },
        ],
      },
    ],
  },
  secondaryNav: {
    items: [
      {
        title: 'Heart health',
        url: articleUrl('walking-for-heart-health'),
        links: [
          { title: 'Walking for heart health', url: articleUrl('walking-for-heart-health') },
          { title: 'High blood pressure and sleep', url: articleUrl('high-blood-pressure-and-sleep') },
        ],
      },
      { title: 'Healthy eating', url: articleUrl('mediterranean-diet-basics') },
      { title: 'Sleep', url: articleUrl('high-blood-pressure-and-sleep') },
      { title: 'Anxiety', url: articleUrl('everyday-anxiety-coping-skills') },
      { title: "Men's health", url: articleUrl('erectile-dysfunction') },
    ],
  },
}
