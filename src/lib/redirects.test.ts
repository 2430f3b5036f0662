import { describe, expect, it } from 'vitest'
import {
  fromProblem,
  loopProblem,
  normalizeRedirectPath,
  redirectsForMove,
  resolveRedirect,
} from './redirects'

describe('normalizeRedirectPath', () => {
  it.each([
    ['/health/Old-Slug/', '/health/old-slug'],
    ['  /health/a?x=1#top ', '/health/a'],
    ['/', '/'],
    ['health/a', null],
    ['//evil.example/a', null],
    ['/a b', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRedirectPath(input)).toBe(expected)
  })
})

describe('fromProblem', () => {
  it('accepts a path and refuses other input with a message', () => {
    expect(fromProblem('/health/old')).toBeNull()
    expect(fromProblem('https://example.com/a')).toMatch(/starting with \//)
    expect(fromProblem('/health/a?x=1')).toMatch(/without \? or #/)
    expect(fromProblem('/admin/collections')).toMatch(/cannot be redirected/)
    expect(fromProblem('/')).toMatch(/home page/)
  })
})

describe('resolveRedirect', () => {
  const rules = [
    { from: '/health/a', to: '/health/b' },
    { from: '/health/b', to: '/health/c' },
    { from: '/health/t', to: '/health/u', permanent: false },
    { from: '/health/out', to: 'https://example.org/x' },
    { from: '/health/loop1', to: '/health/loop2' },
    { from: '/health/loop2', to: '/health/loop1' },
  ]
  it('follows chains to the final address in one step', () => {
    expect(resolveRedirect('/health/a/', rules)).toEqual({ to: '/health/c', permanent: true, hops: 2 })
  })
  it('keeps temporary redirects temporary', () => {
    expect(resolveRedirect('/health/t', rules)).toEqual({ to: '/health/u', permanent: false, hops: 1 })
  })
  it('ends at another site', () => {
    expect(resolveRedirect('/health/out', rules)?.to).toBe('https://example.org/x')
  })
  it('returns null for unknown paths and never follows a loop', () => {
    expect(resolveRedirect('/health/none', rules)).toBeNull()
    expect(resolveRedirect('/health/loop1', rules)).toBeNull()
  })
})

describe('loopProblem', () => {
  it('refuses a redirect to itself', () => {
    expect(loopProblem({ from: '/a', to: '/a/' }, [])).toMatch(/same as the old path/)
  })
  it('refuses a loop through other redirects and spells it out', () => {
    const others = [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ]
    expect(loopProblem({ from: '/a', to: '/b' }, others)).toBe(
      'This would make a loop: /a → /b → /c → /a. Change the new address, or edit the redirect from /c.',
    )
  })
  it('accepts chains without loops, and addresses on other sites', () => {
    expect(loopProblem({ from: '/a', to: '/b' }, [{ from: '/b', to: '/c' }])).toBeNull()
    expect(loopProblem({ from: '/a', to: 'https://example.org/' }, [])).toBeNull()
  })
  it('ignores the redirect being edited itself', () => {
    expect(loopProblem({ from: '/a', to: '/b' }, [{ from: '/a', to: '/z' }])).toBeNull()
  })
})

describe('redirectsForMove', () => {
  it('creates one redirect from the old URL', () => {
    expect(redirectsForMove('/health/old', '/health/new', [])).toEqual([
      { op: 'create', from: '/health/old', to: '/health/new' },
    ])
  })
  it('points older redirects straight at the new URL and removes one from the new URL', () => {
    const existing = [
      { from: '/health/older', to: '/health/old' },
      { from: '/health/new', to: '/health/old' },
    ]
    expect(redirectsForMove('/health/old', '/health/new', existing)).toEqual([
      { op: 'retarget', from: '/health/older', to: '/health/new' },
      { op: 'delete', from: '/health/new' },
      { op: 'create', from: '/health/old', to: '/health/new' },
    ])
  })
  it('does nothing when the URL did not change', () => {
    expect(redirectsForMove('/health/a', '/health/a/', [])).toEqual([])
  })
})
