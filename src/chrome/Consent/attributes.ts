/** The attributes the consent boot script puts on <html>, read by the consent islands and the page's CSS. */

/** On <html> while the banner asks a reader again (the policy version rose): the old choice's version. */
export const REASK_ATTRIBUTE = 'data-privacy-reask'
/**
 * On <html> when Global Privacy Control is on: `on`, or `new` when this page view turned the privacy cookie
 * to "opted out" because of it (the banner's island then records that once, as source "gpc").
 */
export const GPC_ATTRIBUTE = 'data-privacy-gpc'
