'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'
import type { QuizPlayerProps } from './Quiz.client'

/** The interactive quiz, loaded when the quiz comes within 300 px of the viewport. */
export const LazyQuizPlayer = createLazyLeaf<QuizPlayerProps>('quiz', () =>
  import('./Quiz.client').then((m) => m.QuizPlayer),
)
