/**
 * Curated synonyms for health search: brand and generic drug names, and lay and clinical names for the same
 * condition. Every phrase in a group is interchangeable: a query containing one also looks for the others
 * (ranked below matches of what the reader typed). Phrases are matched on whole words, longest first.
 *
 * Deliberately left out: abbreviations that are ordinary words or mean several things ("add", "pe", "mi",
 * "cold"), because expanding them would flood results with unrelated articles.
 */
import { normalizeTerm, processTerm, tokenize } from './text'

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Brand and generic drug names
  ['acetaminophen', 'paracetamol', 'Tylenol', 'Panadol'],
  ['ibuprofen', 'Advil', 'Motrin', 'Nurofen'],
  ['naproxen', 'Aleve', 'Naprosyn'],
  ['aspirin', 'acetylsalicylic acid'],
  ['sildenafil', 'Viagra', 'Revatio'],
  ['tadalafil', 'Cialis'],
  ['vardenafil', 'Levitra'],
  ['metformin', 'Glucophage'],
  ['sertraline', 'Zoloft'],
  ['fluoxetine', 'Prozac'],
  ['escitalopram', 'Lexapro'],
  ['duloxetine', 'Cymbalta'],
  ['bupropion', 'Wellbutrin', 'Zyban'],
  ['alprazolam', 'Xanax'],
  ['zolpidem', 'Ambien'],
  ['atorvastatin', 'Lipitor'],
  ['rosuvastatin', 'Crestor'],
  ['simvastatin', 'Zocor'],
  ['semaglutide', 'Ozempic', 'Wegovy', 'Rybelsus'],
  ['tirzepatide', 'Mounjaro', 'Zepbound'],
  ['levothyroxine', 'Synthroid', 'Levoxyl'],
  ['lisinopril', 'Zestril', 'Prinivil'],
  ['amlodipine', 'Norvasc'],
  ['losartan', 'Cozaar'],
  ['metoprolol', 'Lopressor', 'Toprol'],
  ['omeprazole', 'Prilosec'],
  ['esomeprazole', 'Nexium'],
  ['pantoprazole', 'Protonix'],
  ['famotidine', 'Pepcid'],
  ['cetirizine', 'Zyrtec'],
  ['loratadine', 'Claritin'],
  ['fexofenadine', 'Allegra'],
  ['diphenhydramine', 'Benadryl'],
  ['gabapentin', 'Neurontin'],
  ['warfarin', 'Coumadin'],
  ['apixaban', 'Eliquis'],
  ['clopidogrel', 'Plavix'],
  ['montelukast', 'Singulair'],
  ['albuterol', 'salbutamol', 'Ventolin', 'ProAir'],
  ['finasteride', 'Propecia', 'Proscar'],
  ['minoxidil', 'Rogaine'],
  ['insulin glargine', 'Lantus', 'Basaglar'],
  ['amoxicillin', 'Amoxil'],
  ['valacyclovir', 'Valtrex'],
  ['oseltamivir', 'Tamiflu'],
  ['levonorgestrel', 'Plan B', 'morning after pill', 'emergency contraception'],
  ['fish oil', 'omega 3', 'omega-3 fatty acids'],
  // Lay and clinical names
  ['heart attack', 'myocardial infarction'],
  ['high blood pressure', 'hypertension'],
  ['low blood pressure', 'hypotension'],
  ['stroke', 'cerebrovascular accident', 'brain attack'],
  ['mini stroke', 'transient ischemic attack', 'TIA'],
  ['erectile dysfunction', 'ED', 'impotence'],
  ['premature ejaculation', 'early ejaculation'],
  ['low testosterone', 'low T', 'hypogonadism'],
  ['diabetes', 'diabetes mellitus'],
  ['high blood sugar', 'hyperglycemia'],
  ['low blood sugar', 'hypoglycemia'],
  ['high cholesterol', 'hypercholesterolemia', 'hyperlipidemia'],
  ['sleep apnea', 'sleep apnoea', 'obstructive sleep apnea', 'OSA'],
  ['heartburn', 'acid reflux', 'GERD', 'gastroesophageal reflux disease'],
  ['underactive thyroid', 'hypothyroidism'],
  ['overactive thyroid', 'hyperthyroidism'],
  ['heart failure', 'congestive heart failure', 'CHF'],
  ['irregular heartbeat', 'arrhythmia'],
  ['afib', 'atrial fibrillation'],
  ['blood clot', 'thrombosis', 'deep vein thrombosis', 'DVT'],
  ['pulmonary embolism', 'blood clot in the lung'],
  ['kidney disease', 'renal disease', 'chronic kidney disease', 'CKD'],
  ['COPD', 'chronic obstructive pulmonary disease', 'emphysema'],
  ['depression', 'major depressive disorder', 'clinical depression'],
  ['anxiety', 'generalized anxiety disorder', 'GAD'],
  ['ADHD', 'attention deficit hyperactivity disorder'],
  ['PTSD', 'post-traumatic stress disorder'],
  ['OCD', 'obsessive-compulsive disorder'],
  ['CBT', 'cognitive behavioral therapy', 'cognitive behavioural therapy', 'talk therapy'],
  ['flu', 'influenza'],
  ['UTI', 'urinary tract infection', 'bladder infection'],
  ['STI', 'STD', 'sexually transmitted infection', 'sexually transmitted disease'],
  ['chickenpox', 'varicella'],
  ['shingles', 'herpes zoster'],
  ['pink eye', 'conjunctivitis'],
  ['hay fever', 'allergic rhinitis', 'seasonal allergies'],
  ['eczema', 'atopic dermatitis'],
  ['hair loss', 'alopecia'],
  ['IBS', 'irritable bowel syndrome'],
  ['period pain', 'menstrual cramps', 'dysmenorrhea'],
  ['shortness of breath', 'breathlessness', 'dyspnea'],
  ['fainting', 'syncope'],
  ['nosebleed', 'epistaxis'],
  ['itching', 'pruritus'],
  ['bedwetting', 'enuresis'],
  ['stomach ache', 'abdominal pain', 'tummy ache'],
  ['obesity', 'overweight'],
  ['vitamin D', 'cholecalciferol'],
  ['vitamin B12', 'cobalamin'],
]

/** A phrase's normalized words, joined by spaces ("Plan B" → "plan b"). */
export function phraseKey(phrase: string): string {
  return tokenize(phrase).map(normalizeTerm).join(' ')
}

const GROUP_OF = new Map<string, number>()
SYNONYM_GROUPS.forEach((group, index) => {
  for (const phrase of group) GROUP_OF.set(phraseKey(phrase), index)
})
const LONGEST_PHRASE = Math.max(...SYNONYM_GROUPS.flat().map((p) => tokenize(p).length))

/** The other phrases of a phrase's group (empty when it has none). */
export function synonymsOf(phrase: string): string[] {
  const key = phraseKey(phrase)
  const index = GROUP_OF.get(key)
  if (index === undefined) return []
  return (SYNONYM_GROUPS[index] ?? []).filter((p) => phraseKey(p) !== key)
}

/**
 * One unit of a query: a word, or a phrase found in the synonym list together with its alternatives.
 * `text` is normalized (lower case, no accents); alternatives are as written in the list.
 */
export type QueryPart = { text: string; alternatives: string[] }

/**
 * Split a query into parts, recognising synonym phrases (longest match first, on whole words). Stop words
 * outside a phrase are dropped. "Tylenol for a heart attack" →
 * [{tylenol, [acetaminophen, paracetamol, Panadol]}, {heart attack, [myocardial infarction]}].
 */
export function expandQuery(query: string): QueryPart[] {
  const words = tokenize(query).map(normalizeTerm).filter(Boolean)
  const parts: QueryPart[] = []
  let i = 0
  while (i < words.length) {
    let matched = 0
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ')
      if (GROUP_OF.has(key)) {
        parts.push({ text: key, alternatives: synonymsOf(key) })
        matched = n
        break
      }
    }
    if (matched > 0) {
      i += matched
      continue
    }
    const word = words[i] ?? ''
    if (processTerm(word) !== null) parts.push({ text: word, alternatives: [] })
    i += 1
  }
  return parts
}
