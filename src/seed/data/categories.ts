import type { Category } from '@/cms/payload-types'

export type CategorySeed = Pick<Category, 'title' | 'slug' | 'description'>

export const CATEGORIES = {
  heartHealth: {
    title: 'Heart health',
    slug: 'heart-health',
    description: 'Blood pressure, cholesterol, circulation and the everyday habits that protect the heart.',
  },
  mensHealth: {
    title: "Men's health",
    slug: 'mens-health',
    description: 'Health topics that particularly affect men, from prostate health to heart disease.',
  },
  sexualHealth: {
    title: 'Sexual health',
    slug: 'sexual-health',
    description: 'Sexual function, contraception and sexually transmitted infections, discussed plainly.',
  },
  sleep: {
    title: 'Sleep',
    slug: 'sleep',
    description: 'How sleep affects the body and mind, and what helps when it goes wrong.',
  },
  healthyEating: {
    title: 'Healthy eating',
    slug: 'healthy-eating',
    description: 'Eating patterns, recipes and nutrition evidence for everyday meals.',
  },
  stressAndAnxiety: {
    title: 'Stress and anxiety',
    slug: 'stress-and-anxiety',
    description:
      'Understanding worry, stress and anxiety disorders, and the skills and treatments that help.',
  },
  exercise: {
    title: 'Exercise',
    slug: 'exercise',
    description: 'Getting active and staying active, at any age and fitness level.',
  },
  siteGuides: {
    title: 'Site guides',
    slug: 'site-guides',
    description: 'Pages that explain how Wellread works and how its tools look.',
  },
} as const satisfies Record<string, CategorySeed>

export type CategoryKey = keyof typeof CATEGORIES
