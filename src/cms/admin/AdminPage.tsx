import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * The frame of the admin's own views (Click report, Who fills a placement, Who fills an ad slot, Site health):
 * Payload's navigation and header around a title and the view's body, which only a signed-in team member sees
 * (`signedOut` is shown otherwise).
 */
export function AdminPage({
  initPageResult,
  params,
  searchParams,
  title,
  signedOut,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  title: string
  signedOut: string
  children: ReactNode
}) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{title}</h1>
        {req.user ? children : <p>{signedOut}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
