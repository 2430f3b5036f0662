// @ts-check
/**
 * The programmatic ad partner on the embedded default (issue 28; ADR 26). With no `AD_PARTNER_URL` and a copy of
 * the site that is clearly local (SITE_URL on this machine), `server.mjs` starts this stand-in on 127.0.0.1 and
 * hands the site its tag through the same variables a real partner uses, so an editor can try Site settings →
 * Advertising → "Use the advertising partner" with nothing configured. Its ads say what they are ("Local
 * stand-in partner ad"), it keeps nothing and sets no cookie. `AD_PARTNER_STAND_IN=off` keeps it off.
 *
 * The tag is a small subset of the Google Publisher Tag's API (`cmd`, `pubads`, `defineSlot`, `enableServices`,
 * `display`, `slotRenderEnded`), the one the partner frame (`partnerFrame.ts`) speaks: `display` asks its origin
 * for an ad (`GET /partner/ad?unit=&sz=`, without credentials) and shows the answer's text at the slot's size,
 * or reports the slot empty. The end-to-end tests' recording peer (`tests/peers/thirdParty.mjs`) serves the
 * same tag. Plain JavaScript: `server.mjs` imports it before Next.js starts.
 */
import http from 'node:http'
import { log as logFor } from '../../platform/log.mjs'
import { isLoopbackUrl } from '../auth/localSignIn.mjs'

/** Where the stand-in serves its tag, and where the tag asks for an ad. */
export const PARTNER_TAG_PATH = '/partner/gpt.js'
export const PARTNER_AD_PATH = '/partner/ad'
/** What the local stand-in's ads say. */
export const LOCAL_PARTNER_AD_TEXT = 'Local stand-in partner ad'
export const LOCAL_PARTNER_NAME = 'Local stand-in ad partner'

/**
 * The tag's source, for a partner at `origin`.
 *
 * @param {string} origin
 */
export function partnerTagScript(origin) {
  return `(function () {
  var origin = ${JSON.stringify(origin)};
  var g = (window.googletag = window.googletag || { cmd: [] });
  var listeners = [];
  var slots = {};
  var pubads = {
    addEventListener: function (name, fn) { if (name === 'slotRenderEnded') listeners.push(fn); return pubads; },
  };
  function ended(slot, isEmpty) { listeners.forEach(function (fn) { fn({ slot: slot, isEmpty: isEmpty }); }); }
  g.pubads = function () { return pubads; };
  g.enableServices = function () {};
  g.defineSlot = function (unit, size, id) {
    var slot = { unit: unit, size: size, id: id, addService: function () { return slot; } };
    slots[id] = slot;
    return slot;
  };
  g.display = function (id) {
    var slot = slots[id];
    var el = document.getElementById(id);
    if (!slot || !el) return;
    var q = '?unit=' + encodeURIComponent(slot.unit) + '&sz=' + slot.size[0] + 'x' + slot.size[1];
    fetch(origin + ${JSON.stringify(PARTNER_AD_PATH)} + q, { credentials: 'omit' })
      .then(function (r) { return r.json(); })
      .then(function (ad) {
        if (!ad || !ad.text) { ended(slot, true); return; }
        el.textContent = ad.text;
        el.setAttribute('style', 'display:flex;align-items:center;justify-content:center;box-sizing:border-box;' +
          'width:' + slot.size[0] + 'px;height:' + slot.size[1] + 'px;padding:8px;text-align:center;' +
          'font:600 16px system-ui,sans-serif;background:#eef3f8;color:#123;border:1px dashed #567');
        ended(slot, false);
      })
      .catch(function () { ended(slot, true); });
  };
  var queued = Array.isArray(g.cmd) ? g.cmd : [];
  g.cmd = { push: function (fn) { fn(); } };
  queued.forEach(function (fn) { fn(); });
})();
`
}

/**
 * Whether this process should start the stand-in: no partner configured, a local site, and not switched off.
 *
 * @param {Pick<import('../../platform/config.mjs').Config, 'siteUrl' | 'thirdParty' | 'ads'>} cfg
 */
export function wantsLocalPartner(cfg) {
  return cfg.ads.partnerStandIn && !cfg.thirdParty.adPartner && isLoopbackUrl(cfg.siteUrl)
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port) and puts its tag in `env` when `wantsLocalPartner(cfg)`.
 *
 * @param {Pick<import('../../platform/config.mjs').Config, 'siteUrl' | 'thirdParty' | 'ads'>} cfg
 * @param {{ env?: Record<string, string | undefined>, log?: (message: string) => void }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> } | null>}
 */
export async function startLocalPartner(cfg, { env = process.env, log = (m) => logFor('ads').info(m) } = {}) {
  if (!wantsLocalPartner(cfg)) return null
  /** @type {string} */
  let origin = ''
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    const common = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
    if (req.method === 'GET' && path === PARTNER_TAG_PATH) {
      res.writeHead(200, { ...common, 'content-type': 'application/javascript; charset=utf-8' })
      res.end(partnerTagScript(origin))
    } else if (req.method === 'GET' && path === PARTNER_AD_PATH) {
      res.writeHead(200, { ...common, 'content-type': 'application/json' })
      res.end(JSON.stringify({ text: LOCAL_PARTNER_AD_TEXT }))
    } else {
      res.writeHead(404, common)
      res.end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(undefined))
  })
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const url = `${origin}${PARTNER_TAG_PATH}`
  Object.assign(env, { AD_PARTNER_URL: url, AD_PARTNER_NAME: LOCAL_PARTNER_NAME })
  log(
    `Ads: no programmatic partner configured, so a local stand-in serves one at ${url} (off until an editor switches it on in Site settings → Advertising; ADR 26)`,
  )
  server.unref()
  return { url, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) }
}
