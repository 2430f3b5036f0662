/*
 * Test data for the newsletter service, shared by its unit and integration tests. Test-only: no app module
 * imports it (`tests/unit/boundaries.test.ts` checks).
 */
import type { NewsletterRequest } from './shared'
import type {
  ConfirmResult,
  NewsletterListInfo,
  NewsletterProvider,
  SubscribeCommand,
  UnsubscribeResult,
} from './types'

/** Three lists as an editor would make them: one tied to a keyword (k1), two not. */
export const sampleLists: NewsletterListInfo[] = [
  {
    listId: 'daily-digest',
    name: 'The Wellread daily',
    description: 'One email a day with what’s new.',
    k1: null,
  },
  {
    listId: 'heart-weekly',
    name: 'Heart health weekly',
    description: 'One email a week with new research and recipes.',
    k1: 'Blood pressure',
  },
  { listId: 'sleep-better', name: 'Sleep better', description: null, k1: 'sleep' },
]

/** A sign-up as a form on a blood-pressure article sends it (the bot check token added by the test). */
export function sampleSignup(
  overrides: Partial<NewsletterRequest> = {},
): Omit<NewsletterRequest, 'recaptcha'> {
  return {
    site: 'wellread',
    email: 'Reader@Example.com',
    lists: ['daily-digest'],
    path: '/heart-health/blood-pressure-basics',
    attributes: { placement: 'inline-2' },
    identifiers: {
      K1: 'Blood Pressure',
      source: 'article-driver',
      categories: ['Heart health'],
      tags: ['hypertension'],
      correlationId: 'c0ffee-42',
    },
    ...overrides,
  }
}

/**
 * A provider kept in memory that records every command: for handler tests that need no database. It follows
 * the local provider's rules for statuses (new → pending, confirmed stays confirmed) and can be told to fail.
 */
export function recordingProvider() {
  const commands: SubscribeCommand[] = []
  const confirmed = new Set<string>()
  let failWith: Error | null = null
  const provider: NewsletterProvider & {
    commands: SubscribeCommand[]
    markConfirmed(email: string): void
    failNext(error: Error | null): void
    /** What `confirm` answers per token (`confirmationStatus` answers `pending` for `confirmed`). */
    confirmResults: Map<string, ConfirmResult>
    /** The tokens `confirm` was called with, in order. */
    confirmCalls: string[]
    unsubscribeResults: Map<string, UnsubscribeResult>
  } = {
    kind: 'local',
    commands,
    confirmResults: new Map(),
    confirmCalls: [],
    unsubscribeResults: new Map(),
    markConfirmed: (email) => confirmed.add(email),
    failNext: (error) => {
      failWith = error
    },
    async subscribe(command) {
      if (failWith) {
        const error = failWith
        failWith = null
        throw error
      }
      commands.push(command)
      return { status: confirmed.has(command.email) ? 'confirmed' : 'pending' }
    },
    async confirm(token) {
      provider.confirmCalls.push(token)
      return provider.confirmResults.get(token) ?? { status: 'invalid' }
    },
    async confirmationStatus(token) {
      const result = provider.confirmResults.get(token) ?? { status: 'invalid' }
      if (!('lists' in result)) return result
      return { status: result.status === 'confirmed' ? 'pending' : 'already-confirmed', lists: result.lists }
    },
    async unsubscribe(token) {
      return provider.unsubscribeResults.get(token) ?? { status: 'invalid' }
    },
  }
  return provider
}
