import {
  CONSENT_COOKIE,
  GPC_COOKIE,
  PRIVACY_COOKIE,
  PRIVACY_COOKIE_MAX_AGE,
  PRIVACY_STRINGS,
} from '@/privacy/consent/consent'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import { PRIVACY_BANNER_ATTRIBUTE, PRIVACY_BANNER_VISIBLE } from '../AnnouncementBar/privacyBanner'
import { GPC_ATTRIBUTE, REASK_ATTRIBUTE } from './attributes'

/**
 * The inline script that decides, before the page is painted, whether the privacy banner shows (pages are
 * cached and identical for every reader, so the server cannot). Plain ES5 written out by hand (minifiers
 * rename functions whose source would otherwise be inlined); it follows `consent.ts` rule for rule, and
 * `bootScript.test.ts` runs it against the same cases:
 *
 * - reads the policy version from the page's privacy settings (`#wr-privacy`; 1 when unreadable), the consent
 *   cookie and Global Privacy Control: `navigator.globalPrivacyControl`, or the `Sec-GPC` header the server
 *   relayed in the `wr_gpc` cookie (`gpcInPage`);
 * - no choice, or one made under an older version (`needsChoice`): `data-privacy-banner="visible"` on <html>
 *   (CSS shows the banner and hides the announcement bar), and for an older one `data-privacy-reask="<its
 *   version>"` (CSS shows the editors' "what changed" first);
 * - Global Privacy Control: `data-privacy-gpc` on <html> (the banner's sentence about it);
 * - writes the privacy cookie when its value is not what `privacyString` says (365 days, Lax, Secure on
 *   https): "1---" before a choice, "1YNY" / "1YYY" after, "1YYY" with Global Privacy Control.
 *
 * Any error leaves the page as it is: no banner, and nothing optional runs (no choice means no consent).
 */
export function consentBootScriptSource(): string {
  const cookie = (name: string) => String.raw`/(?:^|;\s*)${name}=([^;]*)/`
  const { noChoice, allowed, optedOut } = PRIVACY_STRINGS
  return String.raw`(function(){try{
var d=document,h=d.documentElement,v=1,c,m,t,p,s,u,g,n;
try{c=JSON.parse(d.getElementById('${PRIVACY_CONFIG_ID}').textContent);if(c&&typeof c.policyVersion==='number'&&c.policyVersion%1===0&&c.policyVersion>0)v=c.policyVersion;}catch(e){}
m=d.cookie.match(${cookie(CONSENT_COOKIE)});t=m?m[1]:'';
try{t=decodeURIComponent(t);}catch(e){t='';}
p=/^v([1-9]\d{0,5})\.a([01])\.d([01])\.p([01])\.t(\d{1,15})$/.exec(t.replace(/^\s+|\s+$/g,''));
g=navigator.globalPrivacyControl===true||/^\s*1\s*$/.test((d.cookie.match(${cookie(GPC_COOKIE)})||['',''])[1]);
n=!p||Number(p[1])<v;
if(n){h.setAttribute('${PRIVACY_BANNER_ATTRIBUTE}','${PRIVACY_BANNER_VISIBLE}');if(p)h.setAttribute('${REASK_ATTRIBUTE}',p[1]);}
s=g?'${optedOut}':n?'${noChoice}':p[3]==='1'?'${allowed}':'${optedOut}';
u=d.cookie.match(${cookie(PRIVACY_COOKIE)});u=u?u[1].replace(/^\s+|\s+$/g,''):null;
if(g)h.setAttribute('${GPC_ATTRIBUTE}',u===s?'on':'new');
if(u!==s)d.cookie='${PRIVACY_COOKIE}='+s+';path=/;max-age=${PRIVACY_COOKIE_MAX_AGE};samesite=lax'+(location.protocol==='https:'?';secure':'');
}catch(e){}})();`
}
