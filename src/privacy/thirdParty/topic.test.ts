// @vitest-environment jsdom
import { goTo, resetPage } from './testData'
import {
  addressTopicWords,
  addTopicTerms,
  carriesTopic,
  decodeForMatching,
  pageTopicTerms,
  TOPIC_ATTRIBUTE,
  topicWordsOf,
  wordsOf,
} from './topic'

describe('the topic words of a text', () => {
  it.each([
    ['Atorvastatin: uses, side effects and how to save', ['atorvastatin', 'side', 'effects', 'save']],
    [
      'High blood pressure and sleep: how they are linked and what helps',
      ['high', 'blood', 'pressure', 'sleep', 'linked'],
    ],
    ['Everyday anxiety: coping skills that help', ['everyday', 'anxiety', 'coping', 'skills']],
    [
      "The Mediterranean diet: a practical beginner's guide",
      ['mediterranean', 'diet', 'practical', 'beginner'],
    ],
    ['Best CBD gummies of 2026, tested and compared', ['cbd', 'gummies', 'tested', 'compared']],
    ['erectile-dysfunction', ['erectile', 'dysfunction']],
    ['Lipitor (brand)', ['lipitor', 'brand']],
  ])('%s → %j', (title, words) => {
    expect(topicWordsOf(title)).toEqual(words)
  })

  it('ignores stop-words, short words and bare numbers, so "a", "the", "and" never block', () => {
    expect(topicWordsOf('a the and of to in ED 10 mg 2026')).toEqual([])
    expect(carriesTopic('https://px.example/a/the/and?x=1&of=to', topicWordsOf('The and a'))).toBe(false)
  })

  it('folds case and accents and splits camelCase', () => {
    expect(wordsOf('Ménière’s SideEffects')).toEqual(['meniere', 's', 'side', 'effects'])
  })

  it('each word once, across several texts', () => {
    expect(topicWordsOf('Heart health', 'heart-health-hub', 'heart health')).toEqual([
      'heart',
      'health',
      'hub',
    ])
  })
})

describe('the seeded pages never block what the gallery really loads', () => {
  // The gallery and the articles the next-article scroll may append below it.
  const titles = [
    'Widget gallery',
    'widget-gallery',
    'Walking for heart health: how much, how fast and how to start',
    'Heart health: where to start',
    'High blood pressure and sleep: how they are linked and what helps',
    'Everyday anxiety: coping skills that help',
  ]
  const terms = new Set(topicWordsOf(...titles))

  it.each([
    'https://www.youtube-nocookie.com/embed/Wr7kYt3pQ2s?autoplay=1&start=95',
    'https://www.youtube-nocookie.com/embed/videoseries?list=PLw3llR3adBr3aThNGm9q7XkM2b&autoplay=1',
    'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
  ])('%s', (address) => {
    expect(carriesTopic(address, terms)).toBe(false)
  })
})

describe('decodeForMatching', () => {
  it.each([
    ['heart+health', 'heart health'],
    ['heart%20health', 'heart health'],
    ['heart%2Bhealth', 'heart health'],
    ['high%2520blood', 'high blood'],
    ['M%C3%A9ni%C3%A8re', 'Ménière'],
    ['100%25 sure', '100% sure'],
    ['broken %E0%A4%A sequence', 'broken %E0%A4%A sequence'],
  ])('%s → %s', (raw, decoded) => {
    expect(decodeForMatching(raw)).toBe(decoded)
  })
})

describe('carriesTopic', () => {
  const atorvastatin = new Set(
    topicWordsOf('Atorvastatin: uses, side effects and how to save', 'atorvastatin', 'Lipitor', 'statins'),
  )
  const heart = new Set(topicWordsOf('Heart health: where to start'))

  it.each([
    ['/c?q=Heart%2Bhealth', heart, true],
    ['https://px.example/p.gif?k=heart+health', heart, true],
    ['/heart-rate', heart, true],
    ['#HEART', heart, true],
    ['/p?x=hearth&y=sweetheart', heart, false],
    ['/v1/collect', heart, false],
    ['/p.gif?c=LipitorCoupon', atorvastatin, true],
    ['/p.gif?drug=statin', atorvastatin, true],
    ['/p.gif?drug=ATORVASTATIN', atorvastatin, true],
    ['/p.gif?c=123&w=articlePlacement2', atorvastatin, false],
    ['{"e":[{"n":"page_view","p":"p0a1b2c3d4e5f6a7b8"}]}', atorvastatin, false],
    ['{"e":[{"n":"page_view","title":"Atorvastatin: uses"}]}', atorvastatin, true],
  ])('%s: %s', (text, terms, carries) => {
    expect(carriesTopic(text, terms)).toBe(carries)
  })

  it('matches simple plurals both ways', () => {
    expect(carriesTopic('/?q=allergy', new Set(['allergies']))).toBe(true)
    expect(carriesTopic('/?q=allergies', new Set(['allergy']))).toBe(true)
    expect(carriesTopic('/?q=diabetes', new Set(['diabetes']))).toBe(true)
  })

  it('finds nothing in nothing, and nothing with no topic', () => {
    expect(carriesTopic('', heart)).toBe(false)
    expect(carriesTopic(null, heart)).toBe(false)
    expect(carriesTopic('/heart', new Set())).toBe(false)
  })
})

describe('the page’s topic in the browser', () => {
  beforeEach(resetPage)
  afterAll(resetPage)

  it('reads the address: path segments and query values', () => {
    expect(addressTopicWords('/search', '?q1=knee+pain')).toEqual(['knee', 'pain'])
    expect(addressTopicWords('/health/widget-gallery')).toEqual(['health', 'widget', 'gallery'])
    expect(addressTopicWords('/drugs/lisinopril-savings', '?utm_campaign=spring')).toEqual([
      'drugs',
      'lisinopril',
      'savings',
      'spring',
    ])
  })

  it('gathers every article’s words, the address’s and those added at run time', () => {
    document.body.innerHTML = `
      <article ${TOPIC_ATTRIBUTE}="atorvastatin lipitor statins"></article>
      <article ${TOPIC_ATTRIBUTE}="walking heart"></article>`
    goTo('/drugs/atorvastatin?x=1')
    addTopicTerms(['Often, after meals'])
    const terms = pageTopicTerms()
    for (const word of ['atorvastatin', 'lipitor', 'statins', 'walking', 'heart', 'drugs', 'meals'])
      expect(terms).toContain(word)
    // Stop-words never get in, even from the page.
    expect(terms).not.toContain('often')
    expect(terms).not.toContain('after')
  })

  it('forgets run-time words on a new page', () => {
    addTopicTerms(['insomnia'])
    expect(pageTopicTerms()).toContain('insomnia')
    resetPage()
    expect(pageTopicTerms()).not.toContain('insomnia')
  })
})
