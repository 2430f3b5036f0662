// @vitest-environment node
import { driverSegments } from './answerLanes'

describe('driverSegments', () => {
  it('reads the page path of a drivers call as its route file gets it', () => {
    expect(driverSegments('http://site.test/api/drivers/v4')).toEqual([])
    expect(driverSegments('http://site.test/api/drivers/v4/health/high-blood-pressure')).toEqual([
      'health',
      'high-blood-pressure',
    ])
    expect(driverSegments('http://site.test/api/drivers/v4/caf%C3%A9')).toEqual(['café'])
    expect(driverSegments('http://site.test/api/drivers/v4/bad%E0')).toEqual(['bad%E0'])
  })
})
