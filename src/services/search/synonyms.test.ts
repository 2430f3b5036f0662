import { describe, expect, it } from 'vitest'
import { expandQuery, phraseKey, SYNONYM_GROUPS, synonymsOf } from './synonyms'
import { searchTerms } from './text'

describe('the synonym list', () => {
  it('has at least 40 groups, each with two or more phrases', () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(40)
    for (const group of SYNONYM_GROUPS) expect(group.length, group.join(', ')).toBeGreaterThanOrEqual(2)
  })

  it('never lists a phrase in two groups, or twice', () => {
    const keys = SYNONYM_GROUPS.flat().map(phraseKey)
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i)
    expect(repeated).toEqual([])
  })

  it('every phrase has a searchable word (none is only stop words)', () => {
    for (const phrase of SYNONYM_GROUPS.flat()) expect(searchTerms(phrase).length, phrase).toBeGreaterThan(0)
  })
})

describe('synonymsOf', () => {
  it.each([
    ['Tylenol', ['acetaminophen', 'paracetamol', 'Panadol']],
    ['advil', ['ibuprofen', 'Motrin', 'Nurofen']],
    ['Motrin', ['ibuprofen', 'Advil', 'Nurofen']],
    ['viagra', ['sildenafil', 'Revatio']],
    ['Cialis', ['tadalafil']],
    ['glucophage', ['metformin']],
    ['Zoloft', ['sertraline']],
    ['lipitor', ['atorvastatin']],
    ['Wegovy', ['semaglutide', 'Ozempic', 'Rybelsus']],
    ['synthroid', ['levothyroxine', 'Levoxyl']],
    ['heart attack', ['myocardial infarction']],
    ['Myocardial  Infarction', ['heart attack']],
    ['high blood pressure', ['hypertension']],
    ['stroke', ['cerebrovascular accident', 'brain attack']],
    ['ED', ['erectile dysfunction', 'impotence']],
    ['impotence', ['erectile dysfunction', 'ED']],
    ['diabetes', ['diabetes mellitus']],
    ['sleep apnea', ['sleep apnoea', 'obstructive sleep apnea', 'OSA']],
    ['heartburn', ['acid reflux', 'GERD', 'gastroesophageal reflux disease']],
    ['GERD', ['heartburn', 'acid reflux', 'gastroesophageal reflux disease']],
    ['post traumatic stress disorder', ['PTSD']],
    ['aspirin tablets', []],
    ['', []],
  ])('%j → %j', (phrase, expected) => {
    expect(synonymsOf(phrase)).toEqual(expected)
  })
})

describe('expandQuery', () => {
  it.each<[string, { text: string; alternatives: string[] }[]]>([
    ['hypertension', [{ text: 'hypertension', alternatives: ['high blood pressure'] }]],
    [
      'Heart attack symptoms',
      [
        { text: 'heart attack', alternatives: ['myocardial infarction'] },
        { text: 'symptoms', alternatives: [] },
      ],
    ],
    [
      'Tylenol for a heart attack',
      [
        { text: 'tylenol', alternatives: ['acetaminophen', 'paracetamol', 'Panadol'] },
        { text: 'heart attack', alternatives: ['myocardial infarction'] },
      ],
    ],
    // The longest phrase wins: "obstructive sleep apnea", not "sleep apnea".
    [
      'obstructive sleep apnea treatment',
      [
        { text: 'obstructive sleep apnea', alternatives: ['sleep apnea', 'sleep apnoea', 'OSA'] },
        { text: 'treatment', alternatives: [] },
      ],
    ],
    // "low blood pressure" is its own group, not "low" + "blood pressure".
    ['low blood pressure', [{ text: 'low blood pressure', alternatives: ['hypotension'] }]],
    // A phrase may span stop words.
    ['blood clot in the lung', [{ text: 'blood clot in the lung', alternatives: ['pulmonary embolism'] }]],
    // Words of a phrase must be adjacent and whole.
    [
      'heart rate attack',
      [
        { text: 'heart', alternatives: [] },
        { text: 'rate', alternatives: [] },
        { text: 'attack', alternatives: [] },
      ],
    ],
    ['EDucation', [{ text: 'education', alternatives: [] }]],
    ['what is the', []],
    ['', []],
  ])('%j', (query, parts) => {
    expect(expandQuery(query)).toEqual(parts)
  })
})
