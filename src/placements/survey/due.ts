/*
 * When the survey card is offered (issue 30): once the reader has read half the article, or has been on the
 * page 30 seconds, whichever comes first. Browser only; the island's boot (`../islands.client.tsx`) and the card
 * (`SurveyIntercept.client.tsx`) both wait on it, so the card's code loads only then.
 */
import { halfRead, SURVEY_DUE_AFTER_MS } from './rules'

/** The page's own article (an appended next article does not count). */
function ownArticle(): Element | null {
  return document.querySelector('article[data-article-id]')
}

function articleHalfRead(): boolean {
  const article = ownArticle()
  if (!article) return false
  const { top, height } = article.getBoundingClientRect()
  return halfRead(top, height, window.innerHeight)
}

/** Calls `then` once the card is due (at once when it is already); returns a function that stops waiting. */
export function whenSurveyDue(then: () => void): () => void {
  let done = false
  const cleanups: (() => void)[] = []
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  const due = () => {
    if (done) return
    done = true
    stop()
    then()
  }
  const elapsed = typeof performance !== 'undefined' ? performance.now() : 0
  if (elapsed >= SURVEY_DUE_AFTER_MS || articleHalfRead()) {
    due()
    return stop
  }
  const timer = window.setTimeout(due, SURVEY_DUE_AFTER_MS - elapsed)
  cleanups.push(() => window.clearTimeout(timer))
  let frame = 0
  const onScroll = () => {
    if (frame) return
    frame = window.requestAnimationFrame(() => {
      frame = 0
      if (articleHalfRead()) due()
    })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  cleanups.push(() => {
    window.removeEventListener('scroll', onScroll)
    if (frame) window.cancelAnimationFrame(frame)
  })
  return () => {
    done = true
    stop()
  }
}
