import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/lib.mjs'
const base = 'http://127.0.0.1:4100'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await ctx.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('request', (r) => { if (r.url().includes('/api/ads') || r.url().includes('.js')) console.log('req', r.url().slice(-60)) })
const start = Date.parse('2026-12-01T09:00:00Z')
await page.clock.install({ time: start })
await page.goto(base + '/fitness/walking-for-heart-health')
await page.waitForLoadState('load')
console.log('loaded; now', await page.evaluate(() => Date.now() - Date.parse('2026-12-01T09:00:00Z')))
await page.clock.pauseAt(start + 5000)
console.log('paused')
for (let i = 0; i < 20; i++) { await page.clock.runFor(50); await new Promise(r => setTimeout(r, 200)) }
console.log(await page.$$eval('[data-ad-slot]', (els) => els.map((e) => `${e.dataset.adSlot} ${e.dataset.stage}`).join(', ')))
await browser.close()
