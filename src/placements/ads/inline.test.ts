import fc from 'fast-check'
import { type BodyBlock, INLINE_AD_SPACING, planInlineAds } from './inline'

const text = (words: number): BodyBlock => ({ kind: 'text', words })
const heading: BodyBlock = { kind: 'heading' }
const widget: BodyBlock = { kind: 'widget' }
const promotion: BodyBlock = { kind: 'promotion' }
const ad: BodyBlock = { kind: 'ad' }

describe('where automatic inline ads go', () => {
  it('a short article gets none', () => {
    expect(planInlineAds([text(60), text(40)], 5)).toEqual([])
  })

  it('the first after the introduction, the next after 300 words of reading', () => {
    const body = [text(80), text(60), text(100), text(100), text(100), text(100), text(50)]
    // 140 words before gap 2; then 100 + 100 + 100 = 300 before gap 5.
    expect(planInlineAds(body, 5)).toEqual([2, 5])
  })

  it('stops at the limit (a CPUV page holds fewer)', () => {
    const body = Array.from({ length: 40 }, () => text(150))
    expect(planInlineAds(body, 5)).toHaveLength(5)
    expect(planInlineAds(body, 3)).toHaveLength(3)
    expect(planInlineAds(body, 0)).toEqual([])
  })

  it('never separates a heading from its text, nor sits beside a promotion', () => {
    const body = [text(130), heading, text(200), promotion, text(400), text(10)]
    // Gap 1 follows 130 words and comes before the heading: fine. Gap 2 follows the heading, 3 and 4 touch the
    // promotion; gap 5 follows 600 words.
    expect(planInlineAds(body, 5)).toEqual([1, 5])
    const beside = [text(130), promotion, text(330), text(20)]
    // Not at 1 (before the promotion) nor 2 (after it); 3 is after 330 words.
    expect(planInlineAds(beside, 5)).toEqual([3])
  })

  it('a widget counts as reading', () => {
    expect(planInlineAds([text(20), widget, text(20)], 5)).toEqual([2])
    expect(INLINE_AD_SPACING.widgetWords).toBe(150)
  })

  it('an ad an editor placed counts toward the limit and restarts the distance', () => {
    const body = [text(200), ad, text(200), text(200), text(200), text(20)]
    // Not at 1 or 2 (beside the editor's ad); 300 words after it at gap 4.
    expect(planInlineAds(body, 5)).toEqual([4])
    expect(planInlineAds(body, 1)).toEqual([])
  })

  it('never puts an ad last', () => {
    expect(planInlineAds([text(500), heading], 5)).toEqual([])
    expect(planInlineAds([text(500), text(1)], 5)).toEqual([1])
  })

  it('for any body: within the limit, in order, spaced, and never beside a heading above or an ad or promotion', () => {
    const block = fc.oneof(
      fc.integer({ min: 0, max: 400 }).map(text),
      fc.constant(heading),
      fc.constant(widget),
      fc.constant(promotion),
      fc.constant(ad),
    )
    fc.assert(
      fc.property(fc.array(block, { maxLength: 60 }), fc.integer({ min: 0, max: 6 }), (body, max) => {
        const gaps = planInlineAds(body, max)
        const editors = body.filter((b) => b.kind === 'ad').length
        expect(gaps.length).toBeLessThanOrEqual(Math.max(0, max - editors))
        for (const [n, i] of gaps.entries()) {
          expect(i).toBeGreaterThan(n === 0 ? 0 : (gaps[n - 1] as number))
          expect(body[i - 1]?.kind).not.toBe('heading')
          for (const side of [body[i - 1], body[i]]) expect(['ad', 'promotion']).not.toContain(side?.kind)
        }
      }),
    )
  })
})
