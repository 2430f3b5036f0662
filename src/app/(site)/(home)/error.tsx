// Next.js requires error.tsx to be a client component: it re-exports the client leaf.
export { ErrorView as default } from '@/chrome/ErrorView.client'
