import 'server-only'
import type { Payload, Where } from 'payload'
import type { Survey } from '@/cms/payload-types'
import type { TallySpec } from '@/platform/counts/tally'
import { upsertCounts } from '@/platform/counts/upsert'
import type { CurrentSurvey } from './shared'

/** One count row: a survey, one of its answers (the answer's row id) and how many chose it. */
export type SurveyCountRow = { survey: number; answer: string; count: number }

export const SURVEY_COUNTS: TallySpec<SurveyCountRow> = {
  keys: ['survey', 'answer'],
  numericKeys: ['survey'],
  counts: ['count'],
}

/** A stored survey as the routes read it. */
export type StoredSurvey = Pick<
  Survey,
  'id' | 'question' | 'answers' | 'active' | 'sampleRate' | 'sections'
> &
  Partial<Pick<Survey, 'startsAt' | 'endsAt' | 'updatedAt'>>

/** Whether a survey is asking readers at `now`: running, started and not ended, with 2 answers or more. */
export function isRunning(survey: StoredSurvey, now: number): boolean {
  if (!survey.active) return false
  if (survey.startsAt && new Date(survey.startsAt).getTime() > now) return false
  if (survey.endsAt && new Date(survey.endsAt).getTime() <= now) return false
  return (survey.answers?.length ?? 0) >= 2
}

/**
 * The survey a section's readers are asked, of those running: one naming the section before one shown on every
 * section; then the one started last (its start, or else its last change). Pure.
 */
export function pickSurvey(
  surveys: readonly StoredSurvey[],
  section: string | undefined,
  now: number,
): StoredSurvey | null {
  const started = (s: StoredSurvey) => new Date(s.startsAt ?? s.updatedAt ?? 0).getTime()
  const candidates = surveys
    .filter((s) => isRunning(s, now))
    .map((s) => ({ s, named: section !== undefined && (s.sections ?? []).includes(section as never) }))
    .filter(({ s, named }) => named || (s.sections ?? []).length === 0)
    .sort((a, b) => Number(b.named) - Number(a.named) || started(b.s) - started(a.s) || b.s.id - a.s.id)
  return candidates[0]?.s ?? null
}

/** What pages are sent of a survey: the question, the answers' words, and N. */
export function publicSurvey(survey: StoredSurvey): CurrentSurvey {
  return {
    id: survey.id,
    question: survey.question,
    answers: (survey.answers ?? []).map((a) => a.text),
    sampleRate: Math.max(1, Math.floor(Number(survey.sampleRate) || 1)),
  }
}

/** The running surveys (at most a few: editors run one or two at a time). */
export async function runningSurveys(payload: Payload, now: number): Promise<StoredSurvey[]> {
  const iso = new Date(now).toISOString()
  const where: Where = {
    and: [
      { active: { equals: true } },
      { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: iso } }] },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: iso } }] },
    ],
  }
  const found = await payload.find({
    collection: 'surveys',
    where,
    limit: 50,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      question: true,
      answers: true,
      active: true,
      sampleRate: true,
      sections: true,
      startsAt: true,
      endsAt: true,
      updatedAt: true,
    },
  })
  return found.docs as StoredSurvey[]
}

/** One survey by id, whether running or not; null when there is none. */
export async function surveyById(payload: Payload, id: number): Promise<StoredSurvey | null> {
  const found = await payload.find({
    collection: 'surveys',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (found.docs[0] as StoredSurvey | undefined) ?? null
}

/**
 * Adds answers to the counts in one statement, `INSERT … ON CONFLICT (survey, answer) DO UPDATE SET count =
 * count + excluded.count`: atomic, so several app instances add up (`upsertCounts`, as the other counters).
 */
export async function addSurveyCounts(payload: Payload, rows: readonly SurveyCountRow[]): Promise<void> {
  await upsertCounts(payload, { table: 'survey_counts', label: 'survey counts' }, SURVEY_COUNTS, rows)
}

/** A survey's counts by answer row id. */
export async function readSurveyCounts(payload: Payload, survey: number): Promise<Map<string, number>> {
  const found = await payload.find({
    collection: 'survey-counts',
    where: { survey: { equals: survey } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(found.docs.map((d) => [String(d.answer), Number(d.count)]))
}
