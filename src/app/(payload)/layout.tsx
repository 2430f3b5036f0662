/* Payload admin root layout. Wiring required by @payloadcms/next; keep it minimal. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'
import { ADMIN_SERVER_FUNCTIONS } from '@/cms/admin/serverFunctions'
import { importMap } from './admin/importMap.js'
import './custom.css'

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  // Scheduling a publish is editors' (src/cms/admin/serverFunctions.ts); the rest is Payload's own.
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: ADMIN_SERVER_FUNCTIONS })
}

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
