// @vitest-environment node
import type { PayloadRequest } from 'payload'
import { ADMIN_SERVER_FUNCTIONS, editorsSchedulePublish } from './serverFunctions'

/** A request of a user with `role`, whose queue must not be reached (it throws if it is). */
const requestOf = (role: string | null) =>
  ({
    user: role ? { id: 1, role, collection: 'users' } : null,
    t: (key: string) => key,
    payload: {
      jobs: {
        queue: () => {
          throw new Error('queued')
        },
      },
    },
  }) as unknown as PayloadRequest

describe('the admin’s schedule-publish Server Function (issue 32)', () => {
  it.each([null, 'writer'])(
    'refuses %s before anything is queued, in the handler’s error shape',
    async (role) => {
      const answer = await editorsSchedulePublish({
        req: requestOf(role),
        type: 'publish',
        doc: { relationTo: 'articles', value: '1' },
        date: new Date().toISOString(),
      } as never)
      expect(answer).toEqual({ error: 'error:notAllowedToPerformAction' })
    },
  )

  it('replaces Payload’s own under its name', () => {
    expect(ADMIN_SERVER_FUNCTIONS['schedule-publish']).toBe(editorsSchedulePublish)
  })
})
