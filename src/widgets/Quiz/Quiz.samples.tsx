import { defineClientSamples } from '@/ui/samples'
import type { QuizPlayerProps } from './Quiz.client'

const player: QuizPlayerProps = {
  id: 'quiz-sample',
  quizId: 'sample',
  scoreType: 'simple',
  questions: [
    {
      key: 'q1',
      sectionTitle: null,
      text: 'How do you usually feel when you wake up?',
      answers: [
        { label: 'Tired', score: 0, group: null },
        { label: 'Refreshed', score: 2, group: null },
      ],
    },
  ],
  maximumScore: null,
  summaryTitle: 'Your results',
  responses: [
    { low: 0, high: 1, title: 'You may be short of sleep', body: null, sources: [] },
    { low: 2, high: null, title: 'You seem well rested', body: <p>Keep it up.</p>, sources: [] },
  ],
  groups: [],
}

export const samples = defineClientSamples({
  'Quiz.client.tsx#QuizPlayer': player,
  'Quiz.lazy.client.tsx#LazyQuizPlayer': {
    leafProps: player,
    children: <p>How do you usually feel when you wake up?</p>,
  },
})
