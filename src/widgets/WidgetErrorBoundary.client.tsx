'use client'
import { Component, type ReactNode } from 'react'
import { reportError } from '@/lib/tracking'
import styles from './RenderWidgets.module.css'

/** 002 §8, "Unavailable resource": what a reader sees where a widget failed in the browser. */
export const RESOURCE_UNAVAILABLE_MESSAGE =
  "Resource not available. We're unable to show some of our resources at this time."

type Props = {
  widget: string
  /** Leave nothing behind (001 §8: product cards, rows, the drug cost widget and drivers). */
  quiet?: boolean
  children: ReactNode
}

/**
 * Catches errors thrown while a widget renders or updates in the browser: the page stays, the error is
 * reported, and the widget's place shows 002 §8's "Resource not available" message, or nothing for the
 * widgets 001 §8 keeps silent (`failsQuietly` in their definition). (Server-side render errors are caught in
 * RenderWidgets, and the widget is left out: an editor's malformed block is reported to editors, not readers.)
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error) {
    reportError(error, { where: `widget.${this.props.widget}` })
  }

  render() {
    if (!this.state.failed) return this.props.children
    if (this.props.quiet) return null
    return (
      <p className={styles.unavailable} role="status">
        {RESOURCE_UNAVAILABLE_MESSAGE}
      </p>
    )
  }
}
