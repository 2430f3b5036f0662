import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { NewsletterSubscriber, Reader, ReaderSession } from '@/cms/payload-types'
import type {
  ProviderIdentity,
  ReaderRecord,
  ReaderStore,
  SessionRecord,
  StoredSiteFlag,
  SubscriptionExport,
} from '../types'

/** The collections this store writes (`src/cms/collections/Readers.ts`, `ReaderSessions.ts`). */
const READERS = 'readers'
const SESSIONS = 'reader-sessions'
const SUBSCRIBERS = 'newsletterSubscribers'

/** A random opaque id: 16 bytes, base64url (22 characters). */
const opaqueId = () => randomBytes(16).toString('base64url')

function readerRecord(doc: Reader): ReaderRecord {
  return {
    id: doc.id,
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    email: doc.email ?? '',
    phoneNumber: doc.phoneNumber ?? '',
    rvoId: doc.rvoId,
    hsId: doc.hsId ?? '',
    memberSince: doc.memberSince,
    lastSignInAt: doc.lastSignInAt ?? null,
    authProvider: doc.authProvider,
    providerSubject: doc.providerSubject,
    siteFlags: (doc.siteFlags ?? []).map(({ site, label, status }) => ({ site, label, status })),
  }
}

function sessionRecord(doc: ReaderSession): SessionRecord {
  return {
    id: doc.id,
    readerId: typeof doc.reader === 'object' ? doc.reader.id : doc.reader,
    provider: doc.provider,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt,
    lastSeenAt: doc.lastSeenAt ?? null,
  }
}

/**
 * Readers and sessions in the site's database through Payload's local API (as the server: access control
 * is for the admin). Deleting a reader runs the collection's hook, which deletes their sessions and the
 * newsletter subscriptions of their address in the same transaction.
 */
export function payloadReaderStore(source: () => Promise<Payload>): ReaderStore {
  const findReader = async (provider: string, subject: string) => {
    const payload = await source()
    const { docs } = await payload.find({
      collection: READERS,
      where: { and: [{ authProvider: { equals: provider } }, { providerSubject: { equals: subject } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0] ?? null
  }

  const updateOnSignIn = async (existing: Reader, identity: ProviderIdentity, now: Date) => {
    const payload = await source()
    const doc = await payload.update({
      collection: READERS,
      id: existing.id,
      data: {
        lastSignInAt: now.toISOString(),
        // Apple sends the name only on the first sign-in: a sign-in without one keeps the stored name.
        ...(identity.firstName !== undefined ? { firstName: identity.firstName } : {}),
        ...(identity.lastName !== undefined ? { lastName: identity.lastName } : {}),
        ...(identity.email ? { email: identity.email } : {}),
      },
      depth: 0,
      overrideAccess: true,
    })
    return readerRecord(doc)
  }

  return {
    async upsertReader(identity, now) {
      const existing = await findReader(identity.provider, identity.subject)
      if (existing) return updateOnSignIn(existing, identity, now)
      const payload = await source()
      try {
        const doc = await payload.create({
          collection: READERS,
          data: {
            firstName: identity.firstName ?? '',
            lastName: identity.lastName ?? '',
            email: identity.email || null,
            phoneNumber: '',
            rvoId: opaqueId(),
            hsId: opaqueId(),
            memberSince: now.toISOString(),
            lastSignInAt: now.toISOString(),
            authProvider: identity.provider,
            providerSubject: identity.subject,
            siteFlags: [],
          },
          depth: 0,
          overrideAccess: true,
        })
        return readerRecord(doc)
      } catch (error) {
        // The same account signing in twice at once: the other request created the row.
        const created = await findReader(identity.provider, identity.subject)
        if (created) return updateOnSignIn(created, identity, now)
        throw error
      }
    },

    async createSession({ readerId, tokenHash, provider, expiresAt, now }) {
      const payload = await source()
      // Every session that has ended, whoever's: sessions are only made here, so sweeping here keeps the
      // table to the live ones without a scheduled job (`expiresAt` is indexed).
      await payload.delete({
        collection: SESSIONS,
        where: { expiresAt: { less_than_equal: now.toISOString() } },
        overrideAccess: true,
      })
      const doc = await payload.create({
        collection: SESSIONS,
        data: {
          reader: Number(readerId),
          tokenHash,
          provider,
          expiresAt: expiresAt.toISOString(),
          lastSeenAt: now.toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
      return sessionRecord(doc)
    },

    async findSession(tokenHash) {
      const payload = await source()
      const { docs } = await payload.find({
        collection: SESSIONS,
        where: { tokenHash: { equals: tokenHash } },
        limit: 1,
        depth: 1,
        overrideAccess: true,
      })
      const doc = docs[0]
      if (!doc) return null
      if (typeof doc.reader !== 'object' || !doc.reader) {
        // Its reader is gone: the session is too.
        await payload.delete({ collection: SESSIONS, id: doc.id, overrideAccess: true })
        return null
      }
      return { session: sessionRecord(doc), reader: readerRecord(doc.reader) }
    },

    async updateSession(id, { tokenHash, expiresAt, lastSeenAt }) {
      const payload = await source()
      await payload.update({
        collection: SESSIONS,
        id,
        data: {
          ...(tokenHash ? { tokenHash } : {}),
          ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
          ...(lastSeenAt ? { lastSeenAt: lastSeenAt.toISOString() } : {}),
        },
        depth: 0,
        overrideAccess: true,
      })
    },

    async deleteSession(id) {
      const payload = await source()
      await payload.delete({ collection: SESSIONS, where: { id: { equals: id } }, overrideAccess: true })
    },

    async findReaderByRvoId(rvoId) {
      const payload = await source()
      const { docs } = await payload.find({
        collection: READERS,
        where: { rvoId: { equals: rvoId } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return docs[0] ? readerRecord(docs[0]) : null
    },

    async setSiteFlags(readerId, flags: StoredSiteFlag[]) {
      const payload = await source()
      await payload.update({
        collection: READERS,
        id: readerId,
        data: { siteFlags: flags.map(({ site, label, status }) => ({ site, label, status })) },
        depth: 0,
        overrideAccess: true,
      })
    },

    async sessionsOf(readerId) {
      const payload = await source()
      const { docs } = await payload.find({
        collection: SESSIONS,
        where: { reader: { equals: readerId } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map(sessionRecord)
    },

    async subscriptionsOf(email) {
      if (!email) return []
      const payload = await source()
      const { docs } = await payload.find({
        collection: SUBSCRIBERS,
        where: { email: { equals: email.trim().toLowerCase() } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map(
        (doc: NewsletterSubscriber): SubscriptionExport => ({
          email: doc.email,
          status: doc.status,
          lists: doc.lists ?? [],
          source: doc.source ?? null,
          subscribedAt: doc.createdAt,
          confirmedAt: doc.confirmedAt ?? null,
          unsubscribedAt: doc.unsubscribedAt ?? null,
        }),
      )
    },

    async deleteReader(readerId) {
      const payload = await source()
      await payload.delete({ collection: READERS, id: readerId, overrideAccess: true })
    },
  }
}
