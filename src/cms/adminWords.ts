/**
 * Payload's own admin messages, reworded where they are vague or developer-speak, so a refused save says
 * what to do. Keys are Payload's (`@payloadcms/translations`, English); `adminWords.test.ts` checks that
 * each still exists, so a Payload upgrade that renames one fails a test instead of silently reverting.
 */
export const adminWords = {
  validation: {
    // Payload: "This field requires at least 1 Question." (and "…1 Rows." for unlabelled lists)
    requiresAtLeast: 'Add at least {{count}} {{label}}.',
    requiresNoMoreThan: 'Remove some: at most {{count}} {{label}} fit here.',
  },
  error: {
    // Payload: "The following fields are invalid (2):" above a list of field names.
    followingFieldsInvalid_one: 'Fix this field:',
    followingFieldsInvalid_other: 'Fix these fields:',
  },
} as const
