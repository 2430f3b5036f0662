// @vitest-environment jsdom
import { isolateForPrint } from './printView'

function page() {
  document.body.className = ''
  document.body.innerHTML = `
    <header id="header">Site</header>
    <main id="main">
      <article id="article">
        <h1 id="h1">Sleep</h1>
        <p id="before">Text</p>
        <div id="card"><h3 id="title">Diary</h3><img id="img" alt=""></div>
        <p id="after" class="hidden">Already marked by someone else</p>
      </article>
      <aside id="aside">More</aside>
    </main>
    <footer id="footer">Footer</footer>`
  return (id: string) => document.getElementById(id)!
}

describe('isolateForPrint', () => {
  it('hides everything beside the element and beside its ancestors, and marks the ancestors', () => {
    const $ = page()
    isolateForPrint($('card'), 'hidden', 'path')
    const hidden = [...document.querySelectorAll('.hidden')].map((e) => e.id)
    expect(hidden.sort()).toEqual(['after', 'aside', 'before', 'footer', 'h1', 'header'])
    expect([...document.querySelectorAll('.path')].map((e) => e.tagName)).toEqual(['BODY', 'MAIN', 'ARTICLE'])
    // the element itself and what is inside it stay as they are
    for (const id of ['card', 'title', 'img']) expect($(id).className).toBe('')
  })

  it('undoes exactly its own marks', () => {
    const $ = page()
    const undo = isolateForPrint($('card'), 'hidden', 'path')
    undo()
    expect([...document.querySelectorAll('.hidden')].map((e) => e.id)).toEqual(['after'])
    expect(document.querySelectorAll('.path')).toHaveLength(0)
    expect($('card').className).toBe('')
  })
})
