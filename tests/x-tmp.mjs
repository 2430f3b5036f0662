import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/lib.mjs'
const base = 'http://127.0.0.1:4100'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const [w, h] of [[375, 740], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, storageState: { cookies: [{ name: 'wr_consent', value: 'v1.a0.d0.p0.t1764115200000', domain: '127.0.0.1', path: '/', expires: 2000000000, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } })
  const page = await ctx.newPage()
  const decisions = []
  page.on('request', (r) => { if (r.url().includes('/api/ads/decision')) decisions.push(r.postDataJSON()) })
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.text()) })
  await page.goto(base + '/fitness/walking-for-heart-health')
  await page.mouse.wheel(0, 600)
  await page.waitForSelector('[data-ad-slot][data-filled="true"]', { timeout: 15000 })
  await page.waitForTimeout(1500)
  const slots = await page.$$eval('[data-ad-slot]', (els) => els.map((e) => `${e.dataset.adSlot} ${e.dataset.adSize} stage=${e.dataset.stage} filled=${e.dataset.filled} shown=${e.getClientRects().length>0} h=${Math.round(e.getBoundingClientRect().height)}`))
  console.log(w, 'decisions', decisions.length, JSON.stringify(decisions.map(d => d.slots.map(s => s.id))))
  console.log(slots.join('\n'))
  await page.screenshot({ path: `/tmp/ads-${w}.png` })
  const first = page.locator('[data-ad-slot][data-filled="true"]').filter({ visible: true }).first()
  await first.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -120))
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/ads-${w}-b.png` })
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])
  console.log('scrollWidth', sw)
  await ctx.close()
}
await browser.close()
