import fs from 'node:fs'
import path from 'node:path'
import type { TreatmentCardBlock } from '@/cms/payload-types'
import { sampleRefs } from '@/widgets/fixtures'
import {
  COLLAPSED_HEIGHT_PX,
  DEFAULT_PRODUCT_CTA,
  SUMMARY_TOGGLE_THRESHOLD_PX,
  specialistCta,
  treatmentProducts,
} from './treatmentCard'

type Product = NonNullable<TreatmentCardBlock['recommendedProducts']>[number]

describe('constants (000 §9)', () => {
  it('match the spec', () => {
    expect(SUMMARY_TOGGLE_THRESHOLD_PX).toBe(172)
    expect(COLLAPSED_HEIGHT_PX).toEqual({ mobile: 150, larger: 155 })
  })
})

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p1',
  name: 'Pulsewise Arm Blood Pressure Monitor',
  brand: 'Pulsewise',
  imgUrl: 'https://img.example.com/bpm.png',
  cta: 'See price',
  productCtaUrl: 'https://shop.example.com/bpm?rvo_prodid=BPM-1',
  variantId: 'bpm-arm',
  ...overrides,
})

describe('treatmentProducts', () => {
  it('reads each product with its place in the list', () => {
    expect(treatmentProducts([product()])).toEqual([
      {
        key: 'p1',
        name: 'Pulsewise Arm Blood Pressure Monitor',
        brand: 'Pulsewise',
        image: { src: 'https://img.example.com/bpm.png', alt: 'Pulsewise Arm Blood Pressure Monitor' },
        ctaText: 'See price',
        href: 'https://shop.example.com/bpm?rvo_prodid=BPM-1',
        productId: 'BPM-1',
        variantId: 'bpm-arm',
        position: 1,
      },
    ])
  })

  it('gives a product no link when its link is empty (000 §5), and the default button text', () => {
    const [shown] = treatmentProducts([product({ productCtaUrl: '', cta: '' })])
    expect(shown?.href).toBeNull()
    expect(shown?.ctaText).toBe(DEFAULT_PRODUCT_CTA)
    expect(shown?.productId).toBe('bpm-arm')
  })

  it('fills what is left empty from a picked product', () => {
    const [shown] = treatmentProducts([
      product({
        product: sampleRefs.product('pillOrganizer'),
        name: '',
        brand: '',
        imgUrl: '',
        productCtaUrl: '',
        variantId: '',
      }),
    ])
    expect(shown).toMatchObject({
      name: 'Dayset Weekly AM/PM Pill Organizer',
      brand: 'Dayset',
      image: { src: '/sample/products/pillOrganizer.webp' },
      href: 'https://shop.example.com/dayset/weekly-am-pm-pill-organizer',
      productId: 'seed-dayset-weekly-organizer',
    })
  })

  it('leaves out products without a name, and numbers the rest in order', () => {
    const shown = treatmentProducts([
      product({ id: 'a', name: ' ' }),
      product({ id: 'b' }),
      product({ id: 'c' }),
    ])
    expect(shown.map((p) => [p.key, p.position])).toEqual([
      ['b', 1],
      ['c', 2],
    ])
  })

  it.each([[null], [undefined], ['junk'], [[null, 4]]])('returns nothing for %j', (items) => {
    expect(treatmentProducts(items as TreatmentCardBlock['recommendedProducts'])).toEqual([])
  })
})

describe('specialistCta (000 §5: needs both text and link)', () => {
  it('reads an outside link', () => {
    expect(
      specialistCta({
        specialistCtaText: ' Find a urologist near you ',
        specialistCtaUrl: 'https://care.example.com/urology',
        specialistDescription: ' A urologist treats ED. ',
      }),
    ).toEqual({
      text: 'Find a urologist near you',
      href: 'https://care.example.com/urology',
      outbound: true,
      description: 'A urologist treats ED.',
    })
  })

  it('reads a page on this site', () => {
    expect(
      specialistCta({ specialistCtaText: 'Our guide to urologists', specialistCtaUrl: '/health/urologist' }),
    ).toMatchObject({ href: '/health/urologist', outbound: false, description: '' })
  })

  it.each([
    ['no text', { specialistCtaText: '', specialistCtaUrl: 'https://care.example.com' }],
    ['no link', { specialistCtaText: 'Find a doctor', specialistCtaUrl: '  ' }],
    ['an unsafe link', { specialistCtaText: 'Find a doctor', specialistCtaUrl: 'javascript:alert(1)' }],
    ['neither', {}],
  ])('is null with %s', (_label, fields) => {
    expect(specialistCta(fields)).toBeNull()
  })
})

describe('the stylesheet clips at the collapsed heights (000 §9)', () => {
  const css = fs.readFileSync(path.join(__dirname, 'TreatmentCard.module.css'), 'utf8')
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{\\s*max-height: (\\d+)px;`, 'g')
  const heights = (selector: string) => [...css.matchAll(rule(selector))].map((m) => Number(m[1]))

  it('before measuring, only where scripts run: 150 px, and 155 px from 768 px', () => {
    expect(css).toMatch(/@media \(scripting: enabled\) \{\s*\.summary:not\(\[data-state\]\) \.summaryClip/)
    expect(css).toMatch(/@media \(min-width: 768px\) and \(scripting: enabled\) \{\s*\.summary:not/)
    expect(heights('.summary:not([data-state]) .summaryClip')).toEqual([
      COLLAPSED_HEIGHT_PX.mobile,
      COLLAPSED_HEIGHT_PX.larger,
    ])
  })

  it('collapsed: 150 px, and 155 px from 768 px', () => {
    expect(heights('.summary[data-state="collapsed"] .summaryClip')).toEqual([
      COLLAPSED_HEIGHT_PX.mobile,
      COLLAPSED_HEIGHT_PX.larger,
    ])
  })
})
