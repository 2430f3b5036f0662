import { embedProblem, socialEmbedOf } from './socialEmbed'

describe('socialEmbedOf', () => {
  it.each([
    ['https://www.instagram.com/p/C8wR3xLpQ7d/', 'instagram'],
    ['https://www.tiktok.com/@wellread.health/video/7391234567890123456', 'tiktok'],
    ['https://youtu.be/abcDEF12345', 'youtube'],
    ['https://cdn.jwplayer.com/players/AbCd1234.html', 'jwplayer'],
    ['https://public.tableau.com/views/A/B', 'tableau'],
    ['https://www.qzzr.com/c/quiz/450245', 'qzzr'],
    ['https://observablehq.com/@d3/bar-chart', 'd3'],
  ])('%s is a %s embed', (code, provider) => {
    expect(socialEmbedOf(code)?.provider).toBe(provider)
  })

  it.each([['https://vimeo.com/1'], ['https://twitter.com/x/status/1'], [''], [undefined]])(
    '%j renders nothing',
    (code) => {
      expect(socialEmbedOf(code)).toBeNull()
    },
  )
})

describe('embedProblem', () => {
  it('tells the editor which sites work', () => {
    expect(embedProblem('https://vimeo.com/1')).toBe(
      'This embed code is not from a site we can show, so nothing would appear on the page. Paste a post or video address from YouTube, JW Player, Instagram, TikTok, Tableau Public, Observable or Qzzr, or the embed code those sites give.',
    )
  })

  it.each([['https://www.instagram.com/p/C8wR3xLpQ7d/'], [''], ['   '], [null]])('accepts %j', (code) => {
    expect(embedProblem(code)).toBeNull()
  })
})
