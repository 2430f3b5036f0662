// `npm start`: build when needed, then serve the site. On start the server applies pending migrations,
// creates the first editor account and seeds an empty database (src/cms/bootstrap.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild, root, run } from './lib.mjs'

const code = await ensureBuild()
if (code !== 0) process.exit(code)
fs.mkdirSync(path.join(root, 'data'), { recursive: true })
const port = process.env.PORT || '3000'
console.log(`> Wellread on http://localhost:${port} (admin at /admin)`)
process.exit(
  await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', port], {
    env: { ...process.env, NODE_ENV: 'production' },
  }),
)
