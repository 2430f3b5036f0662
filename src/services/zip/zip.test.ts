// @vitest-environment node
import { distanceMiles } from './distance'
import { lookupZip } from './index'

describe('lookupZip', () => {
  it('finds a US ZIP in the offline dataset: 47201 is Columbus, Indiana', async () => {
    const place = await lookupZip('47201')
    expect(place).toEqual({
      zip: '47201',
      latitude: expect.closeTo(39.2, 1),
      longitude: expect.closeTo(-85.93, 1),
      city: 'Columbus',
      state: 'IN',
    })
  })

  it('keeps leading zeros (00501 is Holtsville, New York)', async () => {
    expect(await lookupZip('00501')).toMatchObject({ city: 'Holtsville', state: 'NY' })
  })

  it.each(['00000', '99999'])('answers null for a ZIP the dataset does not hold (%s)', async (zip) => {
    expect(await lookupZip(zip)).toBeNull()
  })

  it.each(['4720', '472011', 'K1A', 'abcde', '', '__proto__', 'constructor'])(
    'answers null for anything that is not five digits (%j)',
    async (zip) => {
      expect(await lookupZip(zip)).toBeNull()
    },
  )
})

describe('distanceMiles', () => {
  it('is zero from a point to itself', () => {
    expect(
      distanceMiles(
        { latitude: 39.126564, longitude: -85.971322 },
        { latitude: 39.126564, longitude: -85.971322 },
      ),
    ).toBe(0)
  })

  it('measures a known distance to one decimal: Indianapolis to Columbus, Indiana is 41.2 miles', () => {
    const indianapolis = { latitude: 39.7684, longitude: -86.1581 }
    const columbus = { latitude: 39.2014, longitude: -85.9214 }
    expect(distanceMiles(indianapolis, columbus)).toBe(41.2)
  })

  it('is symmetric and rounds to one decimal', () => {
    const a = { latitude: 40.7128, longitude: -74.006 }
    const b = { latitude: 34.0522, longitude: -118.2437 }
    const d = distanceMiles(a, b)
    expect(d).toBe(distanceMiles(b, a))
    expect(d).toBeCloseTo(2445.6, 0)
    expect(Math.round(d * 10) / 10).toBe(d)
  })

  it('one degree of latitude is about 69 miles', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(69.1)
  })
})
