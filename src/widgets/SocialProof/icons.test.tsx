import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SOCIAL_PROOF_DRAWINGS, SocialProofIcon } from './icons'
import { SOCIAL_PROOF_ICONS } from './socialProof'

describe('the social-proof icons', () => {
  it('draw exactly the fifteen icon names of the spec', () => {
    expect(Object.keys(SOCIAL_PROOF_DRAWINGS).sort()).toEqual([...SOCIAL_PROOF_ICONS].sort())
  })

  it.each(SOCIAL_PROOF_ICONS.map((name) => [name]))(
    '%s is a decorative 24 × 24 line drawing in the text colour',
    (name) => {
      const svg = new DOMParser()
        .parseFromString(renderToStaticMarkup(<SocialProofIcon name={name} />), 'text/html')
        .querySelector('svg')!
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(svg.getAttribute('aria-hidden')).toBe('true')
      expect(svg.getAttribute('focusable')).toBe('false')
      expect(svg.getAttribute('stroke')).toBe('currentColor')
      expect(svg.getAttribute('fill')).toBe('none')
      expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0)
      // Self-contained: no pictures, links or text of its own.
      expect(svg.innerHTML).not.toMatch(/<image|href=|<text|<title/i)
    },
  )

  it('draws every icon differently', () => {
    const markup = SOCIAL_PROOF_ICONS.map((name) =>
      renderToStaticMarkup(<svg aria-hidden="true">{SOCIAL_PROOF_DRAWINGS[name]}</svg>),
    )
    expect(new Set(markup).size).toBe(SOCIAL_PROOF_ICONS.length)
  })
})
