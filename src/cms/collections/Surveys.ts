import type { CollectionConfig, PayloadRequest } from 'payload'
import { SECTIONS } from '@/lib/sections'
import {
  MAX_SURVEY_ANSWER,
  MAX_SURVEY_ANSWERS,
  MAX_SURVEY_QUESTION,
  MAX_SURVEY_SAMPLE_RATE,
  MIN_SURVEY_ANSWERS,
} from '@/services/surveys/shared'
import { isEditor, isSignedIn } from '../access'
import { limitedTextField } from '../fields/lengthLimit'

export const SURVEYS_SLUG = 'surveys'
export const SURVEY_COUNTS_SLUG = 'survey-counts'

/** Why the answers cannot be saved (a message an editor can act on), or null. */
export function answersProblem(answers: unknown): string | null {
  const list = Array.isArray(answers) ? answers : []
  if (list.length < MIN_SURVEY_ANSWERS || list.length > MAX_SURVEY_ANSWERS)
    return `Give readers ${MIN_SURVEY_ANSWERS} to ${MAX_SURVEY_ANSWERS} answers to choose from (there are ${list.length}).`
  const words = list.map((a) =>
    String((a as { text?: unknown })?.text ?? '')
      .trim()
      .toLowerCase(),
  )
  if (new Set(words).size !== words.length) return 'Each answer must be different from the others.'
  return null
}

/** Why "one reader in N" cannot be saved, or null. */
export function sampleRateProblem(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SURVEY_SAMPLE_RATE
    ? null
    : `Enter a whole number from 1 (ask every reader) to ${MAX_SURVEY_SAMPLE_RATE}, e.g. 20 to ask one reader in 20.`
}

/** Why the dates cannot be saved, or null: the end must come after the start. */
export function datesProblem(startsAt: unknown, endsAt: unknown): string | null {
  if (!startsAt || !endsAt) return null
  return new Date(String(endsAt)).getTime() > new Date(String(startsAt)).getTime()
    ? null
    : 'The end must come after the start. Leave it empty to run the survey until you switch it off.'
}

type StoredAnswer = { id?: string | null; text?: string | null }

/** The counts per answer of one survey, read from `survey-counts` (answers are counted under their row id). */
async function countsOf(req: PayloadRequest, survey: number): Promise<Map<string, number>> {
  // Read once per survey and request: the results and the total both need them.
  req.context.surveyCounts ??= new Map<number, Promise<Map<string, number>>>()
  const memo = req.context.surveyCounts as Map<number, Promise<Map<string, number>>>
  let counts = memo.get(survey)
  if (!counts) {
    counts = readCounts(req, survey)
    memo.set(survey, counts)
  }
  return counts
}

async function readCounts(req: PayloadRequest, survey: number): Promise<Map<string, number>> {
  const found = await req.payload.find({
    collection: SURVEY_COUNTS_SLUG,
    where: { survey: { equals: survey } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(found.docs.map((d) => [String(d.answer), Number(d.count)]))
}

/** The results in words: one line per answer, "Yes: 12 (60%)". */
export function resultsInWords(
  answers: readonly StoredAnswer[],
  counts: ReadonlyMap<string, number>,
): string {
  const rows = answers.map((a) => ({ text: a.text ?? '', n: (a.id && counts.get(a.id)) || 0 }))
  const total = rows.reduce((sum, r) => sum + r.n, 0)
  if (total === 0) return 'No answers yet.'
  const lines = rows.map((r) => `${r.text}: ${r.n} (${Math.round((r.n / total) * 100)}%)`)
  return [...lines, `${total} answer${total === 1 ? '' : 's'} in all.`].join('\n')
}

/**
 * Surveys (issue 30, the survey intercept of 001 §7): one question with 2 to 6 answers, asked in a small card
 * on article pages to one reader in N (drawn in the reader's browser; the page stays one cached page for
 * everyone). Answers are counted first-party per answer (`survey-counts`, no reader, no page); editors read
 * the results on the survey. Served to pages by `GET /api/surveys/current` (`src/services/surveys`).
 */
export const Surveys: CollectionConfig = {
  slug: SURVEYS_SLUG,
  labels: { singular: 'Survey', plural: 'Surveys' },
  admin: {
    group: 'Site',
    useAsTitle: 'question',
    defaultColumns: ['question', 'active', 'sampleRate', 'sections', 'responses'],
    description:
      'A one-question survey shown in a small card at the bottom of article pages, to one reader in N, after they have read half the article (or 30 seconds). A reader who answers, says no thanks or is not picked is not asked again for 7 days. Answers are counted without knowing who gave them, and never leave the site.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // The counts belong to their survey: they go with it.
    afterDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: SURVEY_COUNTS_SLUG,
          where: { survey: { equals: Number(id) } },
          overrideAccess: true,
          req,
        })
      },
    ],
  },
  fields: [
    limitedTextField({
      name: 'question',
      label: 'Question',
      max: MAX_SURVEY_QUESTION,
      description: 'What readers are asked, e.g. "Did this article answer your question?". Plain text.',
      type: 'textarea',
      whenEmpty: 'Write the question readers are asked.',
    }),
    {
      name: 'answers',
      label: 'Answers',
      labels: { singular: 'Answer', plural: 'Answers' },
      type: 'array',
      minRows: MIN_SURVEY_ANSWERS,
      maxRows: MAX_SURVEY_ANSWERS,
      admin: {
        description: `${MIN_SURVEY_ANSWERS} to ${MAX_SURVEY_ANSWERS} answers, in the order readers see them. Each answer keeps its count when you reword or move it: to ask something else, add a new answer or a new survey.`,
      },
      validate: (value: unknown) => answersProblem(value) ?? true,
      fields: [
        limitedTextField({
          name: 'text',
          label: 'Answer',
          max: MAX_SURVEY_ANSWER,
          description: 'e.g. "Yes", "Partly", "No".',
          whenEmpty: 'Write the answer, or remove the row.',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'active',
          label: 'Running',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Tick to ask readers; untick to stop at once. Counts are kept.' },
        },
        {
          name: 'sampleRate',
          label: 'Ask one reader in',
          type: 'number',
          required: true,
          defaultValue: 20,
          min: 1,
          max: MAX_SURVEY_SAMPLE_RATE,
          admin: {
            step: 1,
            description: '1 asks every reader; 20 asks one reader in 20 (each browser is drawn once a week).',
          },
          validate: (value: unknown) => sampleRateProblem(value) ?? true,
        },
      ],
    },
    {
      name: 'sections',
      label: 'Sections',
      type: 'select',
      hasMany: true,
      options: SECTIONS.map((s) => ({ label: s.label, value: s.slug })),
      admin: {
        description:
          'Ask only on these sections’ articles. Leave empty to ask on every article. Where two surveys could run, one naming the section comes first, then the one started last.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Optional: not asked before this time.',
          },
        },
        {
          name: 'endsAt',
          label: 'Ends',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Optional: not asked from this time on.',
          },
          validate: (value: unknown, { siblingData }: { siblingData?: unknown }) =>
            datesProblem((siblingData as { startsAt?: unknown } | undefined)?.startsAt, value) ?? true,
        },
      ],
    },
    {
      name: 'results',
      label: 'Results',
      type: 'textarea',
      // Read from the counts when an editor opens the survey; not stored.
      virtual: true,
      access: { read: ({ req }) => Boolean(req.user) },
      admin: {
        readOnly: true,
        description: 'Answers counted so far, per answer. Refresh the page to see new ones.',
      },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const doc = siblingData as { id?: number; answers?: StoredAnswer[] } | undefined
            if (!req.user || !doc?.id) return null
            return resultsInWords(doc.answers ?? [], await countsOf(req, doc.id))
          },
        ],
      },
    },
    {
      name: 'responses',
      label: 'Answers so far',
      type: 'number',
      virtual: true,
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { readOnly: true, description: 'How many readers have answered, all answers together.' },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const doc = siblingData as { id?: number } | undefined
            if (!req.user || !doc?.id) return null
            return [...(await countsOf(req, doc.id)).values()].reduce((sum, n) => sum + n, 0)
          },
        ],
      },
    },
  ],
}

/**
 * The surveys' answer counts (issue 30): one row per survey and answer (the answer's row id, so a reworded or
 * moved answer keeps its count), added to with atomic increments by `POST /api/surveys/answer`. No reader, no
 * address, no page, no time finer than the row's last change. Read by editors on the survey.
 */
export const SurveyCounts: CollectionConfig = {
  slug: SURVEY_COUNTS_SLUG,
  labels: { singular: 'Survey count', plural: 'Survey counts' },
  admin: { hidden: true },
  access: { read: isSignedIn, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['survey', 'answer'], unique: true }],
  fields: [
    { name: 'survey', type: 'number', required: true, index: true },
    { name: 'answer', type: 'text', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
