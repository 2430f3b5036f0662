import { defineWidget } from '../types'
import { Quiz } from './Quiz'
import { quizBlock } from './Quiz.config'

/**
 * Quiz: the questions and answers in the server HTML; the scoring leaf loads near the viewport. No structured
 * data: schema.org `Quiz` describes educational practice quizzes (learning resources with correct answers),
 * and a health self-check with results by score range is not one; no other type fits.
 */
export const quizWidget = defineWidget({
  blockType: 'quiz',
  block: quizBlock,
  render: Quiz,
})
