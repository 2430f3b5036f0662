import type { Survey } from '@/cms/payload-types'

/**
 * The sample survey (issue 30): asked on every article, to one reader in 4 (so that reading a few sample
 * articles shows it now and then; a site would ask one reader in 20 or more). Found by its question.
 */
export const SURVEYS: Pick<Survey, 'question' | 'answers' | 'active' | 'sampleRate' | 'sections'>[] = [
  {
    question: 'Did this article answer your question?',
    answers: [{ text: 'Yes' }, { text: 'Partly' }, { text: 'No' }],
    active: true,
    sampleRate: 4,
    sections: [],
  },
]
