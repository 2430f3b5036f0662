import {
  AD_POSITION_SPECS,
  AD_POSITIONS,
  AD_SIZES,
  INLINE_AD_LIMITS,
  inlineAdSize,
  inlineSlotFaces,
  inlineSlotLimits,
  isAdPosition,
  positionTakes,
  reservedSize,
  showsMobileLeaderboard,
  sizeLabel,
} from './ads'

describe('ad names, sizes and limits (001 §3, §9)', () => {
  it('has the spec’s ten positions', () => {
    expect(AD_POSITIONS).toEqual([
      'DLB1',
      'DLB2',
      'DMR1',
      'DMR2',
      'DMR3',
      'DMR4',
      'DMR5',
      'MLB1',
      'MMR1',
      'MMR2',
    ])
  })

  it('labels sizes as the ad server and data-ad-size write them', () => {
    expect(sizeLabel(AD_SIZES.mediumRect)).toBe('300x250')
    expect(sizeLabel(AD_SIZES.mobileLeaderboard)).toBe('320x50')
    expect(Object.keys(AD_SIZES)).toHaveLength(10)
  })

  it('holds normal pages to 5 medium rectangles and 3 leaderboards, CPUV pages to 3 and 2', () => {
    expect(INLINE_AD_LIMITS).toEqual({
      normal: { mediumRect: 5, leaderboard: 3 },
      cpuv: { mediumRect: 3, leaderboard: 2 },
    })
  })
})

describe('the inline ad widget (002 §4.8)', () => {
  it.each([
    [320, 'mediumRect'],
    [767, 'mediumRect'],
    [768, 'leaderboard'],
    [1280, 'leaderboard'],
  ] as const)('at %i px is a %s', (width, size) => {
    expect(inlineAdSize(width)).toBe(size)
  })

  it('renders nothing when the ad sync flag is off', () => {
    expect(inlineAdSize(375, false)).toBeNull()
    expect(inlineAdSize(1280, false)).toBeNull()
  })
})

describe('the fixed mobile leaderboard (001 §2)', () => {
  it('shows only below 658 px', () => {
    expect(showsMobileLeaderboard(657)).toBe(true)
    expect(showsMobileLeaderboard(658)).toBe(false)
  })
})

describe('where each position goes (ADR 26)', () => {
  it('gives every position a label and sizes, the first being the space it reserves', () => {
    expect(Object.keys(AD_POSITION_SPECS).sort()).toEqual([...AD_POSITIONS].sort())
    expect(reservedSize('DLB1')).toBe('leaderboard')
    expect(reservedSize('MLB1')).toBe('mobileLeaderboard')
    expect(reservedSize('MMR2')).toBe('mediumRect')
    expect(positionTakes('DLB1', 'largeLeaderboard')).toBe(true)
    expect(positionTakes('MMR1', 'leaderboard')).toBe(false)
    expect(isAdPosition('DMR5')).toBe(true)
    expect(isAdPosition('DMR6')).toBe(false)
  })

  it('names a body’s inline slots MMR1, MMR2… on phones and DLB2 on wider screens, up to the limits', () => {
    const faces = [1, 2, 3, 4, 5].map((k) => inlineSlotFaces(k, 'body', false))
    expect(faces.map((f) => f.phone.slotId)).toEqual(['MMR1.1', 'MMR2.2', 'MMR2.3', 'MMR2.4', 'MMR2.5'])
    expect(faces.map((f) => f.wide?.slotId ?? null)).toEqual(['DLB2.1', 'DLB2.2', 'DLB2.3', null, null])
    expect(faces.every((f) => f.phone.size === 'mediumRect')).toBe(true)
    expect(faces[0]?.wide?.size).toBe('leaderboard')
  })

  it('holds CPUV pages to 3 slots with 2 leaderboards', () => {
    expect(inlineSlotLimits('body', true)).toEqual({ slots: 3, wide: 2 })
    expect(inlineSlotFaces(3, 'body', true).wide).toBeNull()
    expect(inlineSlotLimits('listing', true)).toEqual({ slots: 3, wide: 3 })
  })

  it('names a listing’s wide faces DMR1 to DMR5', () => {
    expect(inlineSlotFaces(1, 'listing', false).wide).toEqual({
      position: 'DMR1',
      size: 'mediumRect',
      slotId: 'DMR1',
    })
    expect(inlineSlotFaces(5, 'listing', false).wide?.position).toBe('DMR5')
    expect(inlineSlotLimits('listing', false)).toEqual({ slots: 5, wide: 5 })
  })
})
