import type { Author } from '@/cms/payload-types'

export type AuthorSeed = Pick<Author, 'name' | 'slug' | 'credentials' | 'jobTitle' | 'bio'>

/** Fictional writers and medical reviewers. Any resemblance to real people is unintended. */
export const AUTHORS = {
  mayaOkafor: {
    name: 'Maya Okafor',
    slug: 'maya-okafor',
    credentials: 'MD',
    jobTitle: 'Internal medicine physician and medical reviewer',
    bio: 'Maya Okafor is a board-certified internist who has spent fifteen years in primary care. She reviews Wellread articles on heart health, nutrition and everyday prevention, with a particular eye for advice that fits into a busy life.',
  },
  kwameMensah: {
    name: 'Kwame Mensah',
    slug: 'kwame-mensah',
    credentials: 'MD, FACC',
    jobTitle: 'Cardiologist and medical reviewer',
    bio: 'Kwame Mensah is a cardiologist who runs a hypertension clinic. He reviews our coverage of blood pressure, cholesterol and physical activity, and likes nothing more than a patient who brings a week of home readings to an appointment.',
  },
  lenaHoffmann: {
    name: 'Lena Hoffmann',
    slug: 'lena-hoffmann',
    credentials: 'MD',
    jobTitle: 'Urologist and medical reviewer',
    bio: "Lena Hoffmann is a urologist focused on men's sexual and urinary health. She reviews Wellread's sexual health articles and believes nobody should feel embarrassed to raise these topics with a clinician.",
  },
  samuelBrooks: {
    name: 'Samuel Brooks',
    slug: 'samuel-brooks',
    credentials: 'MPH',
    jobTitle: 'Senior health writer',
    bio: 'Samuel Brooks trained in epidemiology before turning to health journalism. He writes about chronic conditions and how to read medical research without getting lost in it.',
  },
  danielReyes: {
    name: 'Daniel Reyes',
    slug: 'daniel-reyes',
    credentials: 'RDN',
    jobTitle: 'Registered dietitian nutritionist',
    bio: 'Daniel Reyes is a registered dietitian nutritionist who has counseled people with diabetes and heart disease for over a decade. He writes about eating patterns that are realistic, affordable and enjoyable.',
  },
  priyaNatarajan: {
    name: 'Priya Natarajan',
    slug: 'priya-natarajan',
    credentials: 'PhD',
    jobTitle: 'Clinical psychologist',
    bio: 'Priya Natarajan is a licensed clinical psychologist who specializes in anxiety and cognitive behavioral therapy. She writes about practical, evidence-based skills people can try on their own and about when to get more help.',
  },
  jordanEllis: {
    name: 'Jordan Ellis',
    slug: 'jordan-ellis',
    credentials: 'MS, CSCS',
    jobTitle: 'Exercise physiologist',
    bio: 'Jordan Ellis is an exercise physiologist and certified strength and conditioning specialist who has worked in cardiac rehabilitation. Jordan writes about building activity into daily routines safely, whatever your starting point.',
  },
} as const satisfies Record<string, AuthorSeed>

export type AuthorKey = keyof typeof AUTHORS
