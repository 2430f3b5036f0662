import type { TaskConfig } from 'payload'
import { TRACKING_INGEST_TASK, type TrackingIngestInput } from './queue'

export { TRACKING_INGEST_TASK }

/*
 * The tracking ingest's task in Payload's job queue (issue 30, `src/cms/jobs.ts`). Apart from the service's
 * server-only code, which the handler loads when it runs: Payload's CLI (generate:types) loads the config
 * outside the server.
 */

export const trackingIngestTask: TaskConfig = {
  slug: TRACKING_INGEST_TASK,
  label: 'Send to the tracking ingest',
  inputSchema: [
    { name: 'body', type: 'json', required: true },
    { name: 'form', type: 'text', required: true },
    { name: 'attempt', type: 'number', required: true, defaultValue: 0 },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A failed send never throws out of the handler: Payload would log the job's input (the email's hash) with
  // the error. The handler queues the next try itself (`sendQueued`) and logs the spec's message only.
  handler: async ({ input, req }) => {
    const { sendQueued } = await import('./index')
    return { output: { outcome: await sendQueued(req.payload, input as TrackingIngestInput) } }
  },
}
