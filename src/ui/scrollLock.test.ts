// @vitest-environment jsdom
import { setScrollLock } from './scrollLock'

const locked = () => document.documentElement.hasAttribute('data-scroll-lock')

describe('setScrollLock', () => {
  it('locks while any holder holds it, so two menus do not unlock each other', () => {
    setScrollLock('menu', true)
    setScrollLock('modal', true)
    expect(locked()).toBe(true)
    setScrollLock('menu', false)
    expect(locked()).toBe(true)
    setScrollLock('modal', false)
    expect(locked()).toBe(false)
  })

  it('counts a holder once, however often it locks', () => {
    setScrollLock('menu', true)
    setScrollLock('menu', true)
    setScrollLock('menu', false)
    expect(locked()).toBe(false)
  })
})
