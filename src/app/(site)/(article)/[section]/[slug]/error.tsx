'use client'
// Next.js requires error.tsx itself to be a client component; the view lives in the client leaf.
export { ErrorView as default } from '@/chrome/ErrorView.client'
