/**
 * The local newsletter provider (the default, `NEWSLETTER_ADAPTER=local`): subscribers in the site's own
 * database (the `newsletterSubscribers` collection), with double opt-in through the site's mail service.
 *
 * - A new address, or one that unsubscribed, becomes `pending` with new tokens and gets a confirmation email.
 * - A `pending` address signing up again gets new tokens and the email again, for all the lists it asked
 *   for so far (the sign-up limits cap how often). Only the newest email's links work.
 * - A `confirmed` address gets the new lists at once, without another email.
 * - The confirm link opens a page whose button makes the address `confirmed` (opening the page changes
 *   nothing: mail scanners open links); the button keeps working (a second press says so); links older
 *   than `CONFIRM_TOKEN_TTL_DAYS` have expired. The unsubscribe link (and the one-click button of mail
 *   programs) makes it `unsubscribed` from every list, and the old confirm link stops working.
 *
 * Only SHA-256 hashes of the tokens are stored. Nothing about the page the reader signed up on is stored.
 */
import 'server-only'
import { type Payload, ValidationError } from 'payload'
import type { NewsletterSubscriber } from '@/cms/payload-types'
import type { MailMessage } from '../../mail/types'
import { confirmationEmail } from '../email'
import { readNewsletterLists } from '../lists'
import { CONFIRM_TOKEN_TTL_DAYS, hashToken, isToken, newToken, uniqueLists } from '../rules'
import {
  type ConfirmationStatus,
  type ConfirmResult,
  type NewsletterProvider,
  NewsletterProviderError,
  type SubscribeCommand,
  type UnsubscribeResult,
} from '../types'

const SUBSCRIBERS = 'newsletterSubscribers' as const

export type LocalNewsletterOptions = {
  /** The Payload instance (the app's, or a test's). */
  payload: () => Promise<Payload>
  sendMail: (message: MailMessage) => Promise<void>
  /** The public origin the links in the email point to. */
  siteUrl: string
  now?: () => Date
}

type Subscriber = Pick<NewsletterSubscriber, 'id' | 'email' | 'status' | 'lists' | 'confirmationSentAt'>

const SELECT = { email: true, status: true, lists: true, confirmationSentAt: true } as const

export function localNewsletterProvider(options: LocalNewsletterOptions): NewsletterProvider {
  const now = options.now ?? (() => new Date())

  async function findOne(payload: Payload, field: string, value: string): Promise<Subscriber | null> {
    const found = await payload.find({
      collection: SUBSCRIBERS,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: SELECT,
      overrideAccess: true,
    })
    return (found.docs[0] as Subscriber | undefined) ?? null
  }

  async function update(payload: Payload, id: number, data: Partial<NewsletterSubscriber>): Promise<void> {
    await payload.update({ collection: SUBSCRIBERS, id, data, depth: 0, overrideAccess: true })
  }

  /**
   * Store a pending sign-up under new tokens. Two first sign-ups of one address racing each other: the
   * address is unique, so the second create fails; it then updates the row the first one made.
   */
  async function storePending(
    payload: Payload,
    existing: Subscriber | null,
    data: Omit<NewsletterSubscriber, 'id' | 'createdAt' | 'updatedAt'>,
  ): Promise<void> {
    if (existing) return update(payload, existing.id, data)
    try {
      await payload.create({ collection: SUBSCRIBERS, data, depth: 0, overrideAccess: true })
    } catch (error) {
      const raced = await findOne(payload, 'email', data.email)
      if (raced)
        return update(payload, raced.id, {
          ...data,
          lists: uniqueLists([...(raced.lists ?? []), ...(data.lists ?? [])]),
        })
      throw error
    }
  }

  /**
   * What a confirm token stands for, changing nothing: unknown, or of an address that unsubscribed since
   * (`invalid`); `already-confirmed`; past `CONFIRM_TOKEN_TTL_DAYS` (`expired`); else `pending`, with the
   * row to confirm. A value without a token's shape is refused without a database read.
   */
  async function lookUpConfirmation(
    token: string,
  ): Promise<
    Exclude<ConfirmationStatus, { status: 'pending' }> | { status: 'pending'; lists: string[]; id: number }
  > {
    if (!isToken(token)) return { status: 'invalid' }
    const payload = await options.payload()
    const subscriber = await findOne(payload, 'confirmTokenHash', hashToken(token))
    if (!subscriber || subscriber.status === 'unsubscribed') return { status: 'invalid' }
    const lists = subscriber.lists ?? []
    if (subscriber.status === 'confirmed') return { status: 'already-confirmed', lists }
    const sentAt = Date.parse(subscriber.confirmationSentAt ?? '')
    if (!(now().getTime() - sentAt <= CONFIRM_TOKEN_TTL_DAYS * 86_400_000)) return { status: 'expired' }
    return { status: 'pending', lists, id: subscriber.id }
  }

  return {
    kind: 'local',

    async subscribe(command: SubscribeCommand) {
      const payload = await options.payload()
      const requested = command.lists.map((l) => l.listId)
      const existing = await findOne(payload, 'email', command.email)

      if (existing?.status === 'confirmed') {
        const lists = uniqueLists([...(existing.lists ?? []), ...requested])
        if (lists.length !== (existing.lists ?? []).length) await update(payload, existing.id, { lists })
        return { status: 'confirmed' }
      }

      const lists =
        existing?.status === 'pending' ? uniqueLists([...(existing.lists ?? []), ...requested]) : requested
      const confirmToken = newToken()
      const unsubscribeToken = newToken()
      try {
        await storePending(payload, existing, {
          email: command.email,
          status: 'pending',
          lists,
          source: command.source,
          confirmTokenHash: hashToken(confirmToken),
          unsubscribeTokenHash: hashToken(unsubscribeToken),
          confirmationSentAt: now().toISOString(),
          confirmedAt: null,
          unsubscribedAt: null,
        })
      } catch (error) {
        // The database's email rule is stricter than 001 §5's pattern (no bracketed IP addresses, no
        // letters outside ASCII): the reader is told to use another address.
        if (error instanceof ValidationError)
          throw new NewsletterProviderError('refused', 'the subscriber store refused the address', {
            cause: error,
          })
        throw error
      }

      // Name every list the email confirms: the ones asked for now and, for a pending address, before.
      const known = new Map(
        [...command.lists, ...(await readNewsletterLists(payload))].map((l) => [l.listId, l]),
      )
      await options.sendMail({
        to: command.email,
        ...confirmationEmail({
          lists: lists.flatMap((id) => known.get(id) ?? []),
          confirmToken,
          unsubscribeToken,
          siteUrl: options.siteUrl,
        }),
      })
      return { status: 'pending' }
    },

    async confirm(token): Promise<ConfirmResult> {
      const found = await lookUpConfirmation(token)
      if (found.status !== 'pending') return found
      const payload = await options.payload()
      await update(payload, found.id, { status: 'confirmed', confirmedAt: now().toISOString() })
      return { status: 'confirmed', lists: found.lists }
    },

    async confirmationStatus(token): Promise<ConfirmationStatus> {
      const found = await lookUpConfirmation(token)
      return found.status === 'pending' ? { status: 'pending', lists: found.lists } : found
    },

    async unsubscribe(token): Promise<UnsubscribeResult> {
      if (!isToken(token)) return { status: 'invalid' }
      const payload = await options.payload()
      const subscriber = await findOne(payload, 'unsubscribeTokenHash', hashToken(token))
      if (!subscriber) return { status: 'invalid' }
      if (subscriber.status === 'unsubscribed') return { status: 'already-unsubscribed' }
      // The lists go (nothing is kept that is no longer needed); the row stays, so the link keeps answering
      // "already unsubscribed" and the address is known not to want mail. The confirm link stops working.
      await update(payload, subscriber.id, {
        status: 'unsubscribed',
        lists: [],
        confirmTokenHash: null,
        unsubscribedAt: now().toISOString(),
      })
      return { status: 'unsubscribed' }
    },
  }
}
