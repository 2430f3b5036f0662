// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { inertOutside, tabbableIn, trappedTabTarget } from './focus'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('tabbableIn', () => {
  it('lists what Tab reaches, in order, leaving out disabled, negative tabindex, hidden and inert parts', () => {
    document.body.innerHTML = `
      <div id="box">
        <button id="a">A</button>
        <button disabled>off</button>
        <a href="/x" id="b">B</a>
        <a>no href</a>
        <input type="hidden" />
        <input id="c" />
        <div tabindex="-1">minus</div>
        <div hidden><button>hidden</button></div>
        <div inert><button>inert</button></div>
        <span tabindex="0" id="d">D</span>
      </div>`
    const ids = tabbableIn(document.getElementById('box')!).map((el) => el.id)
    expect(ids).toEqual(['a', 'b', 'c', 'd'])
  })

  it('looks inside a container that is itself inert or hidden (the caller chose it)', () => {
    document.body.innerHTML = '<div id="box" inert><button id="a">A</button></div>'
    expect(tabbableIn(document.getElementById('box')!).map((el) => el.id)).toEqual(['a'])
  })
})

describe('trappedTabTarget', () => {
  it.each([
    // [current, count, backwards, expected]
    [-1, 3, false, 0],
    [0, 3, false, null],
    [1, 3, false, null],
    [2, 3, false, 0],
    [-1, 3, true, 2],
    [0, 3, true, 2],
    [2, 3, true, null],
    [0, 0, false, null],
    [0, 1, false, 0],
    [0, 1, true, 0],
  ])('from %i of %i (backwards: %s) goes to %s', (current, count, backwards, expected) => {
    expect(trappedTabTarget(current, count, backwards)).toBe(expected)
  })
})

describe('inertOutside', () => {
  it('makes the rest of the page inert and marked, and undoes exactly that', () => {
    document.body.innerHTML = `
      <header id="h">Header</header>
      <main id="m"><p id="p">Text</p><div id="wrap"><div id="dialog">Dialog</div><aside id="s">Side</aside></div></main>
      <footer id="f" inert>Already inert</footer>
      <script id="js"></script>`
    const undo = inertOutside(document.getElementById('dialog')!, 'mark')
    const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert')
    expect(['h', 'p', 's', 'f'].map(inert)).toEqual([true, true, true, true])
    expect(['m', 'wrap', 'dialog', 'js'].map(inert)).toEqual([false, false, false, false])
    expect(document.getElementById('h')).toHaveClass('mark')
    expect(document.getElementById('f')).not.toHaveClass('mark')
    undo()
    expect(['h', 'p', 's'].map(inert)).toEqual([false, false, false])
    expect(inert('f')).toBe(true)
    expect(document.getElementById('h')).not.toHaveClass('mark')
  })
})
