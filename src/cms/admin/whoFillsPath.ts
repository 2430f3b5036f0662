/** The admin address of "Who fills this placement, and why" (alone, so the driver sidebar's link ships no engine). */
export const WHO_FILLS_PATH = '/admin/who-fills'
