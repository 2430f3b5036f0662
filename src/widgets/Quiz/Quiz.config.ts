import type { ArrayField, Block, Condition, Field } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { quizImages } from './Quiz.thumbnail'
import {
  DEFAULT_DISCLAIMER,
  DEFAULT_QUESTION_TYPE,
  DEFAULT_SCORE_TYPE,
  DEFAULT_SUMMARY_TITLE,
  groupProblems,
  hasGroupResults,
  hasOverallResult,
  quizQuestions,
  rangeProblems,
  type ScoreType,
  scoreBounds,
  scoreTypeOf,
} from './quiz'

type Data = Record<string, unknown>
type RuleOptions = { blockData?: unknown; siblingData?: unknown; data?: unknown }

const record = (value: unknown): Data | undefined =>
  value && typeof value === 'object' ? (value as Data) : undefined

/**
 * The quiz block a field sits in: Payload names it `blockData`; for the block's own top-level fields the
 * siblings are the block, and in a block edited on its own the form's data is.
 */
function quizOf(options: RuleOptions): Data {
  for (const candidate of [options.blockData, options.siblingData, options.data]) {
    const data = record(candidate)
    if (data && ('scoreType' in data || 'questions' in data)) return data
  }
  return {}
}

const scoreTypeIn = (options: RuleOptions): ScoreType => scoreTypeOf(quizOf(options).scoreType)

/** Shown only when the quiz has a total score (simple and hybrid). */
const whenOverall: Condition = (data, siblingData, { blockData } = {} as never) =>
  hasOverallResult(scoreTypeIn({ blockData, siblingData, data }))
/** Shown only when the quiz scores per group (multi and hybrid). */
const whenGroups: Condition = (data, siblingData, { blockData } = {} as never) =>
  hasGroupResults(scoreTypeIn({ blockData, siblingData, data }))

/** Answers and results scores are whole numbers, so that ranges meet (0–4, then 5–9). */
function wholeNumber(what: string, required: boolean) {
  return (value: unknown): string | true => {
    if (value === null || value === undefined || value === '')
      return required ? `Enter ${what}, e.g. 0 or 3.` : true
    return typeof value === 'number' && Number.isInteger(value)
      ? true
      : `Use a whole number for ${what}, e.g. 2 rather than 2.5.`
  }
}

/** A list of results with their score ranges: for the whole quiz, or inside a score group. */
function resultsList(options: {
  name: string
  label: string
  description: string
  /** The group whose scores this list covers (null: the whole quiz; undefined: unknown, skip those checks). */
  group: (rule: RuleOptions) => string | null | undefined
  inUse: (rule: RuleOptions) => boolean
  condition?: Condition
}): ArrayField {
  return {
    name: options.name,
    label: options.label,
    type: 'array',
    labels: { singular: 'Result', plural: 'Results' },
    validate: (value: unknown, rule: RuleOptions) => {
      if (!options.inUse(rule)) return true
      if (!Array.isArray(value) || value.length === 0)
        return 'Add at least one result, e.g. scores 0 to 4, “You may be short of sleep”.'
      const questions = quizQuestions(quizOf(rule).questions)
      const group = options.group(rule)
      const bounds = questions.length > 0 && group !== undefined ? scoreBounds(questions, group) : undefined
      const problems = rangeProblems(value, bounds)
      return problems.length > 0 ? problems.join(' ') : true
    },
    admin: {
      ...(options.condition ? { condition: options.condition } : {}),
      description: options.description,
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'low',
            label: 'From score',
            type: 'number',
            required: true,
            validate: wholeNumber('the lowest score of this result', true),
            admin: { width: '50%', description: 'The lowest score that gets this result, e.g. 0.' },
          },
          {
            name: 'high',
            label: 'To score',
            type: 'number',
            validate: wholeNumber('the highest score of this result', false),
            admin: {
              width: '50%',
              description:
                'The highest score that gets it, e.g. 4 (included). The last result covers every score from its lowest up and reads “10+”, so you may leave its highest empty.',
            },
          },
        ],
      },
      {
        name: 'title',
        label: 'Result title',
        type: 'text',
        required: true,
        admin: { description: 'The result in a few words, e.g. “You may be short of sleep”.' },
      },
      {
        name: 'text',
        label: 'What it means',
        type: 'richText',
        editor: plainRichTextEditor,
        admin: {
          description:
            'A few calm sentences: what the score suggests and what the reader could do next. Links and short lists are fine. Leave empty to show only the title.',
        },
      },
      {
        name: 'sources',
        label: 'Sources',
        type: 'array',
        labels: { singular: 'Source', plural: 'Sources' },
        admin: {
          initCollapsed: true,
          description:
            'The research or guidance this result relies on, listed under it as links (links to other sites open in a new tab). Leave empty for none.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'label',
                label: 'Source name',
                type: 'text',
                required: true,
                admin: { width: '50%', description: 'e.g. “CDC: How much sleep do I need?”' },
              },
              urlField({
                name: 'url',
                label: 'Link',
                required: true,
                admin: {
                  width: '50%',
                  description: 'The address of the source, e.g. https://www.cdc.gov/sleep/.',
                },
              }),
            ],
          },
        ],
      },
    ],
  }
}

const questionFields: Field[] = [
  {
    name: 'sectionTitle',
    label: 'Section heading',
    type: 'text',
    admin: {
      description:
        'Starts a new part of the quiz above this question, e.g. “Your evenings”. Leave empty to carry on the current part.',
    },
  },
  {
    name: 'question',
    label: 'Question',
    type: 'text',
    required: true,
    admin: { description: 'As readers will read it, e.g. “How often do you wake up feeling refreshed?”' },
  },
  {
    // Stored content may name the question this way (000 §3: question or questionTitle); shown when
    // "Question" is empty. Not editable here.
    name: 'questionTitle',
    label: 'Question (old name)',
    type: 'text',
    admin: { hidden: true },
  },
  {
    name: 'scoreGroup',
    label: 'Score group',
    type: 'text',
    admin: {
      condition: whenGroups,
      description:
        'The topic this question’s answers count toward, e.g. “Work”: one of the score groups under Results, spelled the same. An answer can count toward another group (see its own score group).',
    },
  },
  {
    name: 'answers',
    label: 'Answers',
    type: 'array',
    required: true,
    labels: { singular: 'Answer', plural: 'Answers' },
    validate: (value: unknown) =>
      Array.isArray(value) && value.length >= 2
        ? true
        : 'Give this question at least two answers for readers to choose from.',
    admin: {
      description:
        'Readers choose one answer per question. Each answer adds its score to the reader’s score, e.g. 0 for “Never” up to 3 for “Every night”.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'label',
            label: 'Answer',
            type: 'text',
            required: true,
            admin: { width: '50%', description: 'As readers will choose it, e.g. “Most nights”.' },
          },
          {
            name: 'score',
            label: 'Score',
            type: 'number',
            required: true,
            defaultValue: 0,
            validate: wholeNumber('the answer’s score', true),
            admin: { width: '20%', description: 'Points this answer adds, e.g. 2.' },
          },
          {
            name: 'scoreGroup',
            label: 'Score group',
            type: 'text',
            admin: {
              width: '30%',
              condition: whenGroups,
              description: 'Leave empty to count toward the question’s score group.',
            },
          },
        ],
      },
      {
        // 000 §3 lists `selected` on answers. Readers' choices are never stored, and no answer is chosen for
        // them in advance, so it is kept for stored content only.
        name: 'selected',
        type: 'checkbox',
        admin: { hidden: true },
      },
    ],
  },
]

/** Quiz (000 §3 "Quiz"): questions with scored answers, results by score range, scored in the reader's browser. */
export const quizBlock: Block = {
  slug: 'quiz',
  interfaceName: 'QuizBlock',
  labels: { singular: 'Quiz', plural: 'Quizzes' },
  admin: {
    images: quizImages,
    custom: {
      description: 'A self-check quiz: readers choose answers and get a result, scored in their browser.',
    },
  },
  fields: [
    {
      name: 'title',
      label: 'Quiz title',
      type: 'text',
      required: true,
      admin: { description: 'The quiz’s heading on the page, e.g. “How rested are you?”' },
    },
    {
      name: 'scoreType',
      label: 'How answers are scored',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_SCORE_TYPE,
      options: [
        { label: 'One total score, one result', value: 'simple' },
        { label: 'A score and a result per topic (score groups)', value: 'multi' },
        { label: 'A total score and result, plus a score and result per topic', value: 'hybrid' },
      ],
      admin: {
        description:
          'One total: the answers’ scores add up to one score, which picks one result (“How rested are you?”). Per topic: each answer counts toward a score group such as “Work” or “Money”, and readers get a result for each group (“Where does your stress come from?”). Both: the total picks an overall result and each group’s result shows under it.',
      },
    },
    {
      // 000 §3 `questionType`: every question is answered with one choice (000 §4); the only kind so far.
      name: 'questionType',
      label: 'Kind of questions',
      type: 'select',
      defaultValue: DEFAULT_QUESTION_TYPE,
      options: [{ label: 'One answer per question', value: DEFAULT_QUESTION_TYPE }],
      admin: { hidden: true },
    },
    {
      name: 'questions',
      label: 'Questions',
      type: 'array',
      required: true,
      labels: { singular: 'Question', plural: 'Questions' },
      validate: (value: unknown, rule: RuleOptions) => {
        const empty = atLeastOne('Add at least one question, with its answers.')(value)
        if (empty !== true) return empty
        const quiz = quizOf(rule)
        if (!hasGroupResults(scoreTypeOf(quiz.scoreType))) return true
        const groups = Array.isArray(record(quiz.results)?.groups)
          ? (record(quiz.results)?.groups as Array<{ name?: string | null }>)
          : []
        const problems = groupProblems(quizQuestions(value), groups)
        return problems.length > 0 ? problems.join(' ') : true
      },
      admin: {
        description:
          'Shown in this order, each with its answers as choices. Readers must answer every question to get their result.',
      },
      fields: questionFields,
    },
    {
      name: 'results',
      label: 'Results',
      type: 'group',
      admin: {
        description:
          'What readers see after “Get Results”: their score and the result whose score range holds it, with its sources.',
      },
      fields: [
        {
          name: 'summaryTitle',
          label: 'Results heading',
          type: 'text',
          defaultValue: DEFAULT_SUMMARY_TITLE,
          admin: {
            description: `Above the results, e.g. “Your sleep check”. Empty: “${DEFAULT_SUMMARY_TITLE}”.`,
          },
        },
        {
          name: 'maximumScore',
          label: 'Maximum score',
          type: 'number',
          validate: wholeNumber('the maximum score', false),
          admin: {
            condition: whenOverall,
            description:
              'Shown as “Your score: 7 out of 15”; higher scores count as this. Leave empty to use the highest score a reader can get.',
          },
        },
        resultsList({
          name: 'responses',
          label: 'Results by total score',
          description:
            'One result per score range, e.g. 0 to 4 “You may be short of sleep”, 5 to 9 “Room to improve”, 10 and up “Well rested”. The ranges must meet without gaps or overlaps and start at the lowest possible score.',
          group: () => null,
          inUse: (rule) => hasOverallResult(scoreTypeIn(rule)),
          condition: whenOverall,
        }),
        {
          name: 'groups',
          label: 'Score groups',
          type: 'array',
          labels: { singular: 'Score group', plural: 'Score groups' },
          admin: {
            condition: whenGroups,
            description:
              'The topics answers count toward, e.g. “Work”, “Money”, “Relationships”, each with its results by score. Readers see one result per group, in this order.',
          },
          fields: [
            {
              name: 'name',
              label: 'Group name',
              type: 'text',
              required: true,
              admin: {
                description:
                  'Shown over the group’s result, e.g. “Work”. Questions and answers name it in their “Score group”.',
              },
            },
            resultsList({
              name: 'responses',
              label: 'Results by this group’s score',
              description:
                'One result per range of this group’s score, e.g. 0 to 2 “Work is not a big stress for you”, 3 and up “Work weighs on you”.',
              group: (rule) => {
                const name = record(rule.siblingData)?.name
                return typeof name === 'string' && name.trim() ? name : undefined
              },
              inUse: (rule) => hasGroupResults(scoreTypeIn(rule)),
            }),
          ],
        },
      ],
    },
    {
      name: 'disclaimer',
      label: 'Disclaimer',
      type: 'textarea',
      defaultValue: DEFAULT_DISCLAIMER,
      admin: {
        description:
          'Shown under the quiz. Keep it saying the quiz is not a diagnostic tool. If you empty it, the standard sentence shows.',
      },
    },
  ],
}
