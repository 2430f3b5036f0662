// @vitest-environment jsdom
import { PRINT_ATTRIBUTE, printOnly, printRecipe } from './print'

function page() {
  document.body.innerHTML = `
    <header id="top">Site header</header>
    <main id="main">
      <h1 id="h1">Article</h1>
      <div id="wrap"><section id="recipe-a">Recipe A</section><p id="after">After</p></div>
      <section id="recipe-b" class="hide">Recipe B</section>
    </main>
    <footer id="foot">Footer</footer>`
  return document.getElementById('recipe-a')!
}

const marked = () =>
  Array.from(document.querySelectorAll('.hide'))
    .map((el) => el.id)
    .sort()

afterEach(() => {
  document.documentElement.removeAttribute(PRINT_ATTRIBUTE)
  vi.restoreAllMocks()
})

describe('printOnly', () => {
  it('marks everything outside the card, names the card on <html>, and undoes exactly that', () => {
    const card = page()
    const undo = printOnly(card, 'hide')
    expect(marked()).toEqual(['after', 'foot', 'h1', 'recipe-b', 'top'])
    expect(card.classList.contains('hide')).toBe(false)
    expect(document.getElementById('wrap')!.classList.contains('hide')).toBe(false)
    expect(document.documentElement.getAttribute(PRINT_ATTRIBUTE)).toBe('recipe-a')
    undo()
    // recipe-b was marked before: it stays marked
    expect(marked()).toEqual(['recipe-b'])
    expect(document.documentElement.hasAttribute(PRINT_ATTRIBUTE)).toBe(false)
  })
})

describe('printRecipe', () => {
  it('prints with only the card marked, and clears the marks after printing', () => {
    const card = page()
    let duringPrint: string[] = []
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      duringPrint = marked()
    })
    printRecipe(card, 'hide')
    expect(print).toHaveBeenCalledTimes(1)
    expect(duringPrint).toEqual(['after', 'foot', 'h1', 'recipe-b', 'top'])
    expect(document.documentElement.getAttribute(PRINT_ATTRIBUTE)).toBe('recipe-a')
    window.dispatchEvent(new Event('afterprint'))
    expect(marked()).toEqual(['recipe-b'])
    expect(document.documentElement.hasAttribute(PRINT_ATTRIBUTE)).toBe(false)
  })

  it('clears the marks when the print dialog cannot open', () => {
    const card = page()
    vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('blocked')
    })
    printRecipe(card, 'hide')
    expect(marked()).toEqual(['recipe-b'])
    expect(document.documentElement.hasAttribute(PRINT_ATTRIBUTE)).toBe(false)
  })
})
