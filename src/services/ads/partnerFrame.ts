import 'server-only'
import { z } from 'zod'
import { AD_POSITIONS, AD_SIZES, type AdPosition, type AdSizeName, positionTakes } from '@/lib/ads'
import { jsonForScript } from '@/lib/scriptJson'
import { json, parseQuery } from '@/platform/http'
import { PARTNER_FILL_TIMEOUT_MS, PARTNER_MESSAGE } from './shared'

/*
 * The programmatic partner's frame (issue 28, ADR 26): `GET /api/ads/partner-frame?size=&position=`, a tiny
 * document of this site that the ads runtime puts in an ad slot, sandboxed (`allow-scripts` without
 * `allow-same-origin`: an opaque origin, so nothing in it can read the article, its cookies or its storage) and
 * without a referrer (its `document.referrer` is empty). In it, the partner's tag (`AD_PARTNER_URL`, a Google
 * Publisher Tag–style script) is loaded without credentials and asked for one slot of the given size, under
 * the unit `AD_PARTNER_UNIT` + "/" + position. What the partner can learn is that: a size and a position of
 * this site. The frame tells the page whether the partner filled the slot (`PARTNER_MESSAGE`), so the page
 * shows its own ad when it did not.
 *
 * The document is the same for every page and reader (cached publicly).
 */

export type AdPartner = { url: string; unit: string }

export const NO_PARTNER_MESSAGE = 'No programmatic ad partner is configured.'

const sizeNames = Object.keys(AD_SIZES) as [AdSizeName, ...AdSizeName[]]

export const partnerFrameQuery = z
  .object({
    size: z.enum(sizeNames, { error: `size must be an ad size: ${sizeNames.join(', ')}.` }),
    position: z.enum(AD_POSITIONS, { error: `position must be an ad position: ${AD_POSITIONS.join(', ')}.` }),
  })
  .refine((q) => positionTakes(q.position, q.size), {
    message: 'size is not one this position takes (see AD_POSITION_SPECS).',
    path: ['size'],
  })

/** The frame's document for one slot. Pure. */
export function partnerFrameHtml(
  partner: AdPartner,
  slot: { size: AdSizeName; position: AdPosition },
): string {
  const { width, height } = AD_SIZES[slot.size]
  const setup = {
    tag: partner.url,
    unit: `${partner.unit}/${slot.position}`,
    size: [width, height],
    message: PARTNER_MESSAGE,
    timeoutMs: PARTNER_FILL_TIMEOUT_MS,
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>Advertisement</title>
<style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}#ad{width:${width}px;height:${height}px}</style>
</head>
<body>
<div id="ad"></div>
<script>
(function () {
  var s = ${jsonForScript(setup)};
  var told = false;
  function tell(filled) {
    if (told) return;
    told = true;
    try { window.parent.postMessage({ type: s.message, filled: filled }, '*'); } catch (e) {}
  }
  setTimeout(function () { tell(false); }, s.timeoutMs);
  var g = (window.googletag = window.googletag || { cmd: [] });
  g.cmd.push(function () {
    var pubads = g.pubads();
    pubads.addEventListener('slotRenderEnded', function (e) { tell(!e.isEmpty); });
    g.defineSlot(s.unit, s.size, 'ad').addService(pubads);
    g.enableServices();
    g.display('ad');
  });
  var tag = document.createElement('script');
  tag.async = true;
  tag.crossOrigin = 'anonymous';
  tag.referrerPolicy = 'no-referrer';
  tag.src = s.tag;
  tag.onerror = function () { tell(false); };
  document.head.appendChild(tag);
})();
</script>
</body>
</html>
`
}

/** `GET /api/ads/partner-frame?size=&position=`: the frame's document; 400 for a bad query, 404 with no partner. */
export function handlePartnerFrame(request: Request, partner: AdPartner | null): Response {
  const query = parseQuery(partnerFrameQuery, new URL(request.url).searchParams)
  if (!query.ok) return query.response
  if (!partner) return json({ error: NO_PARTNER_MESSAGE }, { status: 404 })
  return new Response(partnerFrameHtml(partner, query.value), {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  })
}
