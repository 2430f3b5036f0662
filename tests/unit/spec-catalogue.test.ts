import fs from 'node:fs'
import path from 'node:path'
import { importsOf, rel, root, src, walk } from './imports'

/*
 * Issue 27: every message of the spec's error catalogues (000 §8, 001 §8, 002 §8) is said, verbatim, by code a
 * request can reach: a file the app's routes, pages, layouts or the server import (directly or through what
 * they import), not a test or an orphan. The spec's words are copied here, with where they come from (the spec
 * is not part of the repository). A message with a placeholder ("{status}") is looked for up to it.
 */
const MESSAGES: [where: string, text: string][] = [
  ['000 §8 stats block with no data', 'Stats Block Placeholder - No data found'],
  ['000 §8 missing tracking URL', 'no-image-tracking-url-provided'],
  ['001 §8 fetch status 400 or above', 'Fetch failure: '],
  ['001 §8 fetch status 400 or above (metric)', 'ui.fetch.error'],
  ['001 §8 chunk load failure (metric)', 'client.error.chunk'],
  ['001 §8 invalid search', 'Please enter a valid search term.'],
  ['001 §8 video widget without embed code', 'Video Placeholder'],
  ['001 §8 video widget without embed code', 'Video implementation pending'],
  ['002 §8 token failure', 'Failed to acquire token'],
  ['002 §8 flag fetch failure', 'User flags fetch failed: '],
  ['002 §8 flag set failure', 'User flags set failed: '],
  ['002 §8 tracking failure', 'API call failed with status: '],
  ['002 §8 tracking failure', 'API request failed: '],
  ['002 §8 sign-out with no account', 'No authenticated accounts found to sign out'],
  ['002 §8 token request with no account', 'No authenticated accounts found'],
  ['002 §8 unknown auth provider', 'Unable to determine authentication provider'],
  [
    '002 §8 unavailable resource',
    "Resource not available. We're unable to show some of our resources at this time.",
  ],
  ['002 §8 coupon sent', 'Coupon sent!'],
  [
    '002 §8 coupon sent',
    'Look for an email or a text from the provider, and show the coupon at the pharmacy when you fill your prescription',
  ],
  ['002 §8 wallet success', 'Coupon Wallet Pass Created Successfully!'],
  ['002 §8 send failure', 'An error occurred while sending the coupon. Please try again.'],
  ['002 §8 wallet failure', 'An error occurred while storing the coupon in your Wallet. Please try again.'],
  ['002 §8 coupon API timeout', 'Our API timed out'],
  ['002 §8 coupon API timeout', 'Try again.'],
  ['002 §8 no price data', 'No pricing information found.'],
  ['002 §8 search with no match', 'No results found for your search.'],
  ['002 §8 empty list', 'No results found. Try editing the information provided or retry.'],
  ['002 §8 unknown compare-store action', 'Unknown action'],
]

const isTest = (file: string) => /\.(test|spec)\.(ts|tsx|mjs)$|\.samples\.tsx$|\.fixtures\.ts$/.test(file)

/** Every file a request can reach: from the app's route files, the server and instrumentation, by runtime imports. */
function reachable(): Set<string> {
  const entries = [
    ...walk(path.join(src, 'app')).filter((f) => !isTest(f)),
    path.join(src, 'instrumentation.ts'),
    path.join(root, 'server.mjs'),
  ].filter((f) => fs.existsSync(f))
  const seen = new Set<string>()
  const stack = [...entries]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file) || isTest(file)) continue
    seen.add(file)
    stack.push(...importsOf(file))
  }
  return seen
}

describe('the error catalogues: each message is said by reachable code', () => {
  const files = [...reachable()].map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))

  it('reaches the code the site runs (a control: a widget deep in the tree, not a test)', () => {
    const names = files.map((f) => rel(f.file))
    expect(names).toContain('src/widgets/StatsBlock/StatsBlock.tsx')
    expect(names.some((n) => /\.test\.tsx?$/.test(n))).toBe(false)
  })

  it.each(MESSAGES)('%s: "%s"', (_where, text) => {
    const sayers = files.filter((f) => f.text.includes(text)).map((f) => rel(f.file))
    expect(sayers, `no reachable file says "${text}"`).not.toEqual([])
  })
})
