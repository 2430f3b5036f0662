/** The admin address of "Who fills this ad slot, and why" (alone, so links to it ship no engine). */
export const AD_SLOTS_PATH = '/admin/ad-slots'
