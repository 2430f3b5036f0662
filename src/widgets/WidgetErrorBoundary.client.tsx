'use client'
import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = { widget: string; children: ReactNode }

/**
 * Catches errors thrown while a widget renders or updates in the browser: the widget disappears, the page
 * stays, and the error is reported. (Server-side render errors are caught in RenderWidgets.)
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[widget:${this.props.widget}] render failed`, error, info.componentStack)
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
