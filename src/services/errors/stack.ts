/*
 * Stack frames as browsers and Node.js write them, read and written back (pure). Chrome, Edge and Node.js:
 * `    at fn (file:line:col)` or `    at file:line:col`; Firefox and Safari: `fn@file:line:col`.
 */

export type StackFrame = {
  /** The function's name as written ('' when the frame has none). */
  fn: string
  file: string
  line: number
  column: number
  /** Whether the frame was mapped to the original source (by `mapStack`). */
  mapped?: boolean
}

const V8_FRAME = /^\s*at (?:(.*?) \()?(.+?):(\d+):(\d+)\)?\s*$/
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/

/** One stack line as a frame, or null when it is not one (a message, a component stack's line). */
export function parseFrame(line: string): StackFrame | null {
  const m = line.match(V8_FRAME) ?? line.match(GECKO_FRAME)
  if (!m) return null
  const [, fn = '', file, lineNo, col] = m
  if (!file || /\s/.test(file.trim())) return null
  return { fn: fn.trim(), file: file.trim(), line: Number(lineNo), column: Number(col) }
}

/** A frame written back the V8 way (the admin shows every stack in one style). */
export function formatFrame(frame: StackFrame): string {
  const place = `${frame.file}:${frame.line}:${frame.column}`
  return frame.fn ? `    at ${frame.fn} (${place})` : `    at ${place}`
}

/** Each line of a stack, a frame where it is one. */
export function stackLines(stack: string): (StackFrame | string)[] {
  return stack.split('\n').map((line) => parseFrame(line) ?? line)
}

/** The frames of a stack, innermost first. */
export function framesOf(stack: string): StackFrame[] {
  return stackLines(stack).filter((l): l is StackFrame => typeof l !== 'string')
}
