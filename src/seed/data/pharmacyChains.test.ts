import sharp from 'sharp'
import { contrastRatio, MIN_CONTRAST, parseColor } from '@/lib/color'
import { FICTIONAL_CHAINS } from '@/services/pricing/chains'
import { renderImage } from '../images'
import { LOGO_SIZE, PHARMACY_CHAINS } from './pharmacyChains'

const WHITE = [255, 255, 255] as const

describe('sample pharmacy chains', () => {
  it('seeds one chain per fictional chain of the local provider, each with a unique id', () => {
    expect(PHARMACY_CHAINS.map((c) => c.chainId)).toEqual(FICTIONAL_CHAINS.map((c) => c.id))
    expect(new Set(PHARMACY_CHAINS.map((c) => c.chainId)).size).toBe(18)
    for (const chain of PHARMACY_CHAINS) expect(chain.fictional).toBe(true)
  })

  it.each(FICTIONAL_CHAINS.map((c) => [c.name, c] as const))(
    '%s: white initials on its colour reach 4.5:1',
    (_name, chain) => {
      const background = parseColor(chain.color)
      expect(background).not.toBeNull()
      expect(contrastRatio(background!, WHITE)).toBeGreaterThanOrEqual(MIN_CONTRAST)
      expect(chain.initials).toMatch(/^[A-Z]{2}$/)
    },
  )

  it('draws each logo with its colour and initials, with unique file names and descriptions', () => {
    const logos = PHARMACY_CHAINS.map((c) => c.logo)
    expect(new Set(logos.map((l) => l.filename)).size).toBe(logos.length)
    expect(new Set(logos.map((l) => l.alt)).size).toBe(logos.length)
    for (const [i, chain] of FICTIONAL_CHAINS.entries()) {
      expect(logos[i]?.svg).toContain(`fill="${chain.color}"`)
      expect(logos[i]?.svg).toContain(`>${chain.initials}</text>`)
      expect(logos[i]?.alt).toContain(chain.name)
    }
  })

  it('renders a logo to a square PNG', async () => {
    const { data, mimetype } = await renderImage(PHARMACY_CHAINS[0]!.logo)
    const meta = await sharp(data).metadata()
    expect([meta.width, meta.height, meta.format, mimetype]).toEqual([
      LOGO_SIZE,
      LOGO_SIZE,
      'png',
      'image/png',
    ])
  })
})
