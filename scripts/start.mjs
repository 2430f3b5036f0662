// `npm start`: build when needed, then serve the site. On start the server applies pending migrations,
// creates the first editor account and seeds an empty database (src/cms/bootstrap.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild, root, run, SERVER_ARGS } from './lib.mjs'

const code = await ensureBuild()
if (code !== 0) process.exit(code)
fs.mkdirSync(path.join(root, 'data'), { recursive: true })
console.log(`> Starting Wellread on http://localhost:${process.env.PORT || 3000} (admin at /admin)`)
process.exit(
  await run(process.execPath, SERVER_ARGS, {
    env: { ...process.env, NODE_ENV: 'production' },
  }),
)
