import { logTo } from '@/platform/log.mjs'

/** One JSON line the server's logger wrote. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string; component?: string }

/**
 * Read what the process's logger writes (src/platform/log.mjs) until `restore()`: the lines, parsed, and the
 * whole output as text (what an operator's log store would hold, every field included).
 */
export function captureLogs(): {
  lines: LogLine[]
  text: () => string
  said: () => string
  restore: () => void
} {
  const raw: string[] = []
  const restore = logTo({ write: (line: string) => raw.push(line) })
  const parsed = () => raw.map((l) => JSON.parse(l) as LogLine)
  return {
    get lines() {
      return parsed()
    },
    text: () => raw.join(''),
    said: () => parsed().map(saidOf).join('\n'),
    restore,
  }
}

/** A line as a person reads it: `[component] message: failure Error: its message`. */
function saidOf(line: LogLine): string {
  const err = line.err as { type?: string; message?: string } | undefined
  return [
    `[${line.component ?? ''}] ${line.msg ?? ''}`,
    typeof line.failure === 'string' ? `: ${line.failure}` : '',
    err ? ` ${err.type}: ${err.message}` : '',
  ].join('')
}
