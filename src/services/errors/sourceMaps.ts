import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { AnyMap, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping'
import { STATIC_PATH } from './scrub'
import { formatFrame, type StackFrame, stackLines } from './stack'

/**
 * Maps reported stacks to the original source with the running build's source maps (ADR 27 §9). The build
 * writes a `.map` beside each browser chunk (`productionBrowserSourceMaps`); the edge never serves them
 * (`src/server/edge/source-maps.mjs`), so only this process reads them, from `.next/`. A frame whose file has
 * no map, or whose position the map does not know, stays as it was.
 */

/** Maps kept parsed: a page's stacks name a handful of chunks; a parsed map of a big chunk is a few MB. */
const MAX_CACHED_MAPS = 24

/** The source path as the project names it: `src/ui/lazyLeaf.tsx`, `node_modules/react-dom/…`. */
export function projectPath(source: string): string {
  const plain = source
    .replace(/^[a-z][a-z0-9+.-]*:\/\/\/?/i, '')
    .replace(/^(\[project\]|_N_E)\//, '')
    .replace(/^(\.\/)+/, '')
    .replace(/\?.*$/, '')
  const at = plain.search(/(^|\/)(src|node_modules)\//)
  if (at <= 0) return plain
  return plain.slice(plain[at] === '/' ? at + 1 : at)
}

export type SourceMapper = {
  /** The stack with each frame the build's maps know mapped to its original file, line, column and name. */
  mapStack(stack: string): Promise<string>
}

/**
 * A mapper reading the maps under `nextDir` (the build's `.next`): a frame in `/_next/static/…` (a browser
 * chunk, by URL) reads `nextDir/static/….map`; a frame in a file under `nextDir` (the server's own chunks, by
 * path) reads that file's `.map` when the build wrote one.
 */
export function createSourceMapper(nextDir: string): SourceMapper {
  const root = path.resolve(nextDir)
  const cache = new Map<string, Promise<TraceMap | null>>()

  const load = (file: string): Promise<TraceMap | null> => {
    const hit = cache.get(file)
    if (hit) {
      // Most recently used last: the oldest is evicted first.
      cache.delete(file)
      cache.set(file, hit)
      return hit
    }
    const loading = mapFileOf(file)
      .then((mapFile) => fs.readFile(mapFile, 'utf8'))
      .then((text) => new AnyMap(text) as TraceMap)
      .catch(() => null)
    cache.set(file, loading)
    if (cache.size > MAX_CACHED_MAPS) cache.delete(cache.keys().next().value as string)
    return loading
  }

  /**
   * Where a built file's map is: the file's own last `//# sourceMappingURL=` (Turbopack names a chunk's map
   * after the map's own hash, not the chunk's), else `<file>.map`; inside `root` only.
   */
  const mapFileOf = async (file: string): Promise<string> => {
    const handle = await fs.open(file, 'r')
    try {
      const { size } = await handle.stat()
      const tail = Buffer.alloc(Math.min(size, 512))
      await handle.read(tail, 0, tail.length, size - tail.length)
      const named = tail.toString('utf8').match(/\/\/[#@] sourceMappingURL=([^\s'"]+)\s*$/)?.[1]
      if (!named || /^[a-z][a-z0-9+.-]*:/i.test(named)) return `${file}.map`
      const mapFile = path.resolve(path.dirname(file), decodeURIComponent(named.replace(/[?#].*$/, '')))
      if (!mapFile.startsWith(`${root}${path.sep}`)) throw new Error('a source map outside the build')
      return mapFile
    } finally {
      await handle.close()
    }
  }

  /** The built file a frame's location names, inside `root` only (a report cannot name any other file). */
  const builtFile = (location: string): string | null => {
    const url = location.match(/^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)$/i)
    const pathname = url ? url[1]! : location
    let file: string
    if (pathname.startsWith(STATIC_PATH)) {
      let name: string
      try {
        name = decodeURIComponent(pathname.slice(STATIC_PATH.length))
      } catch {
        // A malformed escape names no file the build wrote.
        return null
      }
      file = path.resolve(root, 'static', name)
    } else if (path.isAbsolute(pathname) && !url) {
      file = path.resolve(pathname)
    } else return null
    if (!file.startsWith(`${root}${path.sep}`) || !file.endsWith('.js')) return null
    return file
  }

  const mapFrame = async (frame: StackFrame): Promise<StackFrame> => {
    const file = builtFile(frame.file)
    if (!file) return frame
    const map = await load(file)
    if (!map) return frame
    if (frame.line < 1) return frame
    let original: ReturnType<typeof originalPositionFor>
    try {
      // Stacks count columns from 1; source maps from 0.
      original = originalPositionFor(map, { line: frame.line, column: Math.max(0, frame.column - 1) })
    } catch {
      // A position the map cannot look up (a line past what a malformed map holds): left as reported.
      return frame
    }
    if (original.source === null || original.line === null) return frame
    // The original name, or none: a minified name changes from build to build and says nothing.
    return {
      fn: original.name ?? '',
      file: projectPath(original.source),
      line: original.line,
      column: original.column + 1,
      mapped: true,
    }
  }

  return {
    async mapStack(stack) {
      const lines = await Promise.all(
        stackLines(stack).map(async (line) =>
          typeof line === 'string' ? line : formatFrame(await mapFrame(line)),
        ),
      )
      return lines.join('\n')
    },
  }
}
