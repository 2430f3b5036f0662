import 'server-only'
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { Forbidden, type ServerFunction } from 'payload'
import { canPublish } from '../access'

type SchedulePublishArgs = Parameters<typeof schedulePublishHandler>[0]

/**
 * `schedule-publish` for editors and administrators only. Payload's own handler asks only that the user may use
 * the admin, so a writer could queue a publish (or, with `deleteID`, remove an editor's scheduled one) by calling
 * the Server Function directly, though the admin shows writers no "Schedule publish" and the job itself would
 * fail with their rights (issue 32, docs/security-review.md). Answers the handler's own error shape.
 */
export const editorsSchedulePublish: ServerFunction<SchedulePublishArgs> = async (args) => {
  if (!canPublish(args.req)) return { error: new Forbidden(args.req.t).message }
  return schedulePublishHandler(args)
}

/** The admin's Server Functions the site replaces (`handleServerFunctions`' `serverFunctions`, by name). */
export const ADMIN_SERVER_FUNCTIONS: Record<string, ServerFunction<SchedulePublishArgs>> = {
  'schedule-publish': editorsSchedulePublish,
}
