'use client'
// Next.js requires error.tsx itself to be a client component; the view loads only when a page fails (002 §2.2).
export { LazyErrorView as default } from '@/chrome/LazyErrorView.client'
