import {
  commerceCount,
  parseCommerceCount,
  parseTrackFields,
  trackClick,
  trackOpen,
  trackView,
} from './trackingAttrs'

describe('tracking attributes', () => {
  it('carry the data layer fields, without empty ones, and parse back', () => {
    const attrs = trackView({
      category: 'product card',
      position: 2,
      brand: 'Calmleaf',
      text: '',
      productId: undefined,
    })
    expect(parseTrackFields(attrs['data-track-view'])).toEqual({
      category: 'product card',
      position: 2,
      brand: 'Calmleaf',
    })
    expect(Object.keys(trackClick({ category: 'x' }))).toEqual(['data-track-click'])
    expect(Object.keys(trackOpen({ category: 'x' }))).toEqual(['data-track-open'])
  })

  it.each([null, '', 'not json', '[]', '{"name":"no category"}', '"text"'])('refuses %j', (value) => {
    expect(parseTrackFields(value)).toBeNull()
  })

  it('counts a product by id and position', () => {
    expect(commerceCount({ productId: 12, position: 3 })).toEqual({ 'data-commerce': '12:3' })
    expect(parseCommerceCount('12:3')).toEqual({ productId: '12', position: 3 })
  })

  it.each(['', '12', ':3', '12:x', '12:3:4', '<script>:1', '1:10000'])('refuses the counter %j', (value) => {
    expect(parseCommerceCount(value)).toBeNull()
  })
})
