import { describe, expect, it } from 'vitest'
import { deploySkewAction } from './deploySkew'

describe('a failed chunk and the server’s build', () => {
  it('is a network failure, not a deploy, when the builds agree or one is unknown', () => {
    expect(deploySkewAction({ pageBuild: 'a1', serverBuild: 'a1', reloadedFor: null })).toBe('none')
    expect(deploySkewAction({ pageBuild: 'a1', serverBuild: null, reloadedFor: null })).toBe('none')
    expect(deploySkewAction({ pageBuild: '', serverBuild: 'b2', reloadedFor: null })).toBe('none')
  })

  it('reloads once per new build, then only counts (a stale copy of the old page must not loop)', () => {
    expect(deploySkewAction({ pageBuild: 'a1', serverBuild: 'b2', reloadedFor: null })).toBe('reload')
    expect(deploySkewAction({ pageBuild: 'a1', serverBuild: 'b2', reloadedFor: 'b2' })).toBe('count')
    // A later deploy is a new skew: one more reload.
    expect(deploySkewAction({ pageBuild: 'b2', serverBuild: 'c3', reloadedFor: 'b2' })).toBe('reload')
  })
})
