import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { freePort, startServer, waitForOk } from '../../scripts/lib.mjs'
import { tcpProxy } from './tcp-proxy'

/**
 * The database goes away under a running server on Postgres, and comes back (issue: "the Postgres database
 * can be stopped and started under a running server with no 500"). A second server runs on its own Postgres
 * database, reached through a TCP proxy the test can cut. Runs when TEST_POSTGRES_URL is set (CI sets it).
 */
const adminUrl = process.env.TEST_POSTGRES_URL

if (adminUrl) {
  test.describe('database outage on Postgres', () => {
    test.describe.configure({ timeout: 300_000 })

    test('pages rendered before keep serving, the rest say so with 503, and all recover by themselves', async ({
      request,
    }) => {
      const name = `wellread_outage_${Date.now().toString(36)}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const target = new URL(adminUrl)
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      const dbUrl = new URL(adminUrl)
      dbUrl.hostname = '127.0.0.1'
      dbUrl.port = String(proxy.port)
      dbUrl.pathname = `/${name}`
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-outage-'))
      const port = await freePort()
      const server = startServer({
        port,
        quiet: true,
        env: {
          DATABASE_URL: dbUrl.toString(),
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'outage-password-1',
          PAYLOAD_SECRET: 'outage-secret-0123456789abcdef',
          SITE_URL: `http://127.0.0.1:${port}`,
          // The pages below must be ones it never rendered: no warm-up (it would render sections and articles).
          WELLREAD_WARM_UP: 'off',
        },
      })
      const base = `http://127.0.0.1:${port}`
      const get = (p: string) => request.get(`${base}${p}`, { maxRedirects: 0 })
      try {
        await waitForOk(`${base}/api/health`, 240_000)
        const warm = [
          '/',
          '/health',
          '/health/widget-gallery',
          '/privacy-policy',
          '/feed.xml',
          '/search?q1=sleep',
        ]
        for (const p of warm) expect((await get(p)).status(), p).toBe(200)

        await proxy.cut()
        await expect.poll(async () => (await get('/api/health')).status(), { timeout: 20_000 }).toBe(503)

        // Rendered before: served from the page cache.
        for (const p of warm) {
          const res = await get(p)
          expect(res.status(), p).toBe(200)
        }
        // Never rendered: the site's own error page, 503 with Retry-After, no stack trace.
        for (const p of ['/nutrition', '/fitness/walking-for-heart-health', '/mental-health']) {
          const res = await get(p)
          expect(res.status(), p).toBe(503)
          expect(res.headers()['retry-after'], p).toBe('30')
          expect(res.headers()['cache-control'], p).toBe('no-store')
          const html = await res.text()
          // The site's own error page, in the site chrome.
          expect(html, p).toContain('<h1 class="')
          expect(html, p).toContain('>Something went wrong</h1>')
          expect(html, p).toContain('Wellread articles are written by health writers')
          expect(html, p).not.toMatch(/ECONNREFUSED|at \w+ \(|node_modules/)
        }
        // APIs: 503 too, never 500.
        for (const p of ['/api/articles/next?path=/health/widget-gallery', '/api/cms/articles?limit=1']) {
          const res = await get(p)
          expect(res.status(), p).toBe(503)
          expect(typeof (await res.json()), p).toBe('object')
        }
        // The admin's sign-in page needs no database; whatever it answers, never a 500.
        expect([200, 503]).toContain((await get('/admin/login')).status())
        // A page never rendered but made only of cached reads (the site settings) renders.
        expect((await get('/terms-of-use')).status()).toBe(200)
        // Search keeps answering from its last index.
        expect((await get('/api/search?q1=walking')).status()).toBe(200)
        // The operators' metrics say so (the input of deploy/prometheus' WellreadDatabaseDown), and count the
        // database calls that failed and the 503s.
        const metrics = async () => (await get('/metrics')).text()
        expect(await metrics()).toMatch(/^wellread_database_up 0$/m)
        expect(await metrics()).toMatch(/^wellread_db_errors_total\{operation="\w+"\} [1-9]/m)
        expect(await metrics()).toMatch(
          /^wellread_http_request_duration_seconds_count\{route="\/\[section\]",method="GET",status="503"\} [1-9]/m,
        )

        await proxy.restore()
        await expect.poll(async () => (await get('/api/health')).status(), { timeout: 30_000 }).toBe(200)
        expect(await (await get('/metrics')).text()).toMatch(/^wellread_database_up 1$/m)
        for (const p of [
          '/nutrition',
          '/fitness/walking-for-heart-health',
          '/terms-of-use',
          '/admin/login',
        ]) {
          await expect.poll(async () => (await get(p)).status(), { timeout: 20_000, message: p }).toBe(200)
        }
      } finally {
        await server.stop()
        await proxy.close()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
        await admin.end()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    })
  })
}
