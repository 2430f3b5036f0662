/** A newsletter list as the CMS defines it (the NewsletterLists collection). */
export type NewsletterListInfo = {
  /** The id at the mail provider, and what the sign-up's `lists` carry. */
  listId: string
  /** As readers see it, e.g. "Heart health weekly". */
  name: string
  /** One line on what subscribers get, or null. */
  description: string | null
  /** A sign-up on a page whose first keyword is this also joins the list (002 §5), or null. */
  k1: string | null
}

/** Where the lists come from (the CMS in the app; a fixed list in tests). */
export type NewsletterListSource = () => Promise<NewsletterListInfo[]>

/**
 * One sign-up as a provider receives it: the address already normalised, the lists resolved (the K1 list
 * appended), and nothing about the page the reader was on. The page's path, K1, categories and tags stay in
 * the handler (health-topic privacy): attributes have been cleared of them (`forwardableAttributes`).
 */
export type SubscribeCommand = {
  email: string
  lists: NewsletterListInfo[]
  /** Where the form was (`identifiers.source`), e.g. "article-driver". */
  source: string
  correlationId?: string
  site: string
  /** The provider account (`sailthruAccount`). */
  account?: string
  customTc?: string
  attributes: Record<string, string | number | boolean>
}

export type SubscribeResult = { status: 'pending' | 'confirmed' }

/** A confirmation link's outcome; `lists` are the ids the address is subscribed to. */
export type ConfirmResult =
  | { status: 'confirmed' | 'already-confirmed'; lists: string[] }
  | { status: 'expired' | 'invalid' }

/**
 * What a confirmation link would do, read without changing anything (the confirm page shows it above its
 * button): `pending` (pressing the button confirms these lists), `already-confirmed`, `expired`, `invalid`.
 */
export type ConfirmationStatus =
  | { status: 'pending'; lists: string[] }
  | { status: 'already-confirmed'; lists: string[] }
  | { status: 'expired' }
  | { status: 'invalid' }

/** An unsubscribe link's outcome. */
export type UnsubscribeResult = { status: 'unsubscribed' | 'already-unsubscribed' | 'invalid' }

/**
 * Where subscribers live: the site's own database with double opt-in (`local`, the default), or a mail
 * provider's API (`http`), which sends its own confirmation and unsubscribe links.
 */
export type NewsletterProvider = {
  kind: 'local' | 'http'
  subscribe(command: SubscribeCommand): Promise<SubscribeResult>
  /** Confirm the address a confirmation link's token belongs to. */
  confirm(token: string): Promise<ConfirmResult>
  /** What `confirm` would do with this token, changing nothing (a `GET` of the confirm page). */
  confirmationStatus(token: string): Promise<ConfirmationStatus>
  /** Unsubscribe (from every list) the address an unsubscribe link's token belongs to. */
  unsubscribe(token: string): Promise<UnsubscribeResult>
}

/**
 * The provider did not take the sign-up. `reason` says why without the message text of the provider, which
 * can quote the address: `refused` (it refused this address or these lists: the reader can act),
 * `unauthorized` (it refused our key), `timeout`, `upstream` (unreachable or a server error) or
 * `invalid-response` (an answer of another shape). The message never holds the address.
 */
export class NewsletterProviderError extends Error {
  constructor(
    readonly reason: 'refused' | 'unauthorized' | 'timeout' | 'upstream' | 'invalid-response',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'NewsletterProviderError'
  }
}
