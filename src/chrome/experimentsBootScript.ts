import { CONSENT_COOKIE, GPC_COOKIE } from '@/privacy/consent/consent'
import { PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE,
  EXPOSURE_EVENT,
  FORCE_PARAM,
} from '../lib/experiments/experiments'

/** The attribute on the boot script carrying the page's experiment definitions (JSON, escaped by React). */
export const DEFINITIONS_ATTRIBUTE = 'data-experiments'

/**
 * The inline script that applies experiments before the page is painted (see experiments.ts). Plain ES5
 * written out by hand, because minifiers rename functions whose source would otherwise be inlined; it follows
 * `assign` in experiments.ts rule for rule, and `bootScript.test.ts` runs it against the same cases.
 *
 * For each experiment of this page: the QA parameter's variant, else the cookie's (while the variant still
 * exists), else a weighted random pick; the cookie is written back (90 days, first-party, Lax); <html> gets
 * `data-ab-<experiment>="<variant>"`; an `experiment_exposure` event goes onto `window.wellreadEvents` and is
 * announced as `wellread:track`. Any error leaves the page as it is (everyone sees the control markup).
 *
 * Only with the reader's consent to analytics (issue 18): the consent cookie (`wr_consent`) under the page's
 * current policy version (`<script id="wr-privacy">`, rendered before this script) and no Global Privacy
 * Control (the browser's, or the header the server relayed in `wr_gpc`), the rules of `allows` in
 * `src/privacy/consent/consent.ts`. Without it the reader is not in any
 * experiment: no cookie is read or written (one an earlier consent wrote is deleted), no variant is picked and
 * no exposure recorded, so they see the control markup (the usual page) on every page. We chose the control
 * over a pick per page view because an experiment is a measurement (analytics): a reader who refused it is
 * not measured, the page does not change between their pages, and the results are not blurred by readers
 * who would move between variants. A QA parameter still applies its variant to that page view (not kept).
 */
export function bootScriptSource(): string {
  return `(function(){try{
var s=document.currentScript||document.querySelector('script[${DEFINITIONS_ATTRIBUTE}]');
var defs=JSON.parse(s.getAttribute('${DEFINITIONS_ATTRIBUTE}')||'[]');
var KEY=/^[a-z][A-Za-z0-9]{0,39}$/,VAL=/^[A-Za-z0-9_-]{1,40}$/;
var path=(location.pathname.replace(/\\/+$/,'')||'/').toLowerCase();
var stored={},forced={},i,j,parts,kv,pv=1,cv=null;
var cm=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);
try{cv=cm?decodeURIComponent(cm[1]).trim():null;}catch(x){}
var cp=cv?/^v([1-9]\\d{0,5})\\.a([01])\\.d([01])\\.p([01])\\.t(\\d{1,15})$/.exec(cv):null;
try{var pe=document.getElementById('${PRIVACY_CONFIG_ID}'),pj=pe&&pe.textContent?JSON.parse(pe.textContent):null;if(pj&&typeof pj.policyVersion==='number'&&pj.policyVersion>0&&pj.policyVersion%1===0)pv=pj.policyVersion;}catch(x){}
var gm=document.cookie.match(/(?:^|;\\s*)${GPC_COOKIE}=([^;]*)/);
var ok=!!cp&&Number(cp[1])>=pv&&cp[2]==='1'&&navigator.globalPrivacyControl!==true&&!(gm&&gm[1].trim()==='1');
var m=document.cookie.match(/(?:^|;\\s*)${EXPERIMENT_COOKIE}=([^;]*)/);
if(!ok&&m)document.cookie='${EXPERIMENT_COOKIE}=;path=/;max-age=0;samesite=lax';
parts=m&&ok?decodeURIComponent(m[1]).split('|'):[];
for(i=0;i<parts.length;i++){kv=parts[i].split('=');if(kv[0]&&kv[1]&&KEY.test(kv[0])&&VAL.test(kv[1]))stored[kv[0]]=kv[1];}
var q=new URLSearchParams(location.search).get('${FORCE_PARAM}');
parts=q?q.split(','):[];
for(i=0;i<parts.length;i++){kv=parts[i].split(':');if(kv[0]&&kv[1]&&KEY.test(kv[0])&&VAL.test(kv[1]))forced[kv[0]]=kv[1];}
function matches(ps){if(!ps||!ps.length)return true;for(var k=0;k<ps.length;k++){var p=String(ps[k]).trim().toLowerCase();if(!p)continue;if(p.charAt(p.length-1)==='*'){if(path.indexOf(p.slice(0,-1))===0)return true;}else if(path===(p.replace(/\\/+$/,'')||'/'))return true;}return false;}
function pick(vs){var u=[],t=0,k;for(k=0;k<vs.length;k++){if(isFinite(vs[k].share)&&vs[k].share>0){u.push(vs[k]);t+=vs[k].share;}}if(t<=0)return null;var r=Math.min(Math.max(Math.random(),0),0.999999999)*t;for(k=0;k<u.length;k++){if(r<u[k].share)return u[k].key;r-=u[k].share;}return u[u.length-1].key;}
var w=window.innerWidth||document.documentElement.clientWidth||0;
var label=w<768?'Mobile engagement':w<990?'Tablet engagement':'Desktop engagement';
var ev=window.wellreadEvents=Array.isArray(window.wellreadEvents)?window.wellreadEvents:[];
var all={};for(var key in stored)all[key]=stored[key];
for(i=0;i<defs.length;i++){var d=defs[i];if(!d||!KEY.test(d.key)||!matches(d.paths))continue;
var live={},known={};for(j=0;j<d.variants.length;j++){known[d.variants[j].key]=1;if(d.variants[j].share>0)live[d.variants[j].key]=1;}
var f=forced[d.key],st=stored[d.key];
var v=f&&known[f]?f:!ok?null:st&&live[st]?st:pick(d.variants);if(!v)continue;
all[d.key]=v;
document.documentElement.setAttribute('data-ab-'+d.key.replace(/[A-Z]/g,function(c){return '-'+c.toLowerCase();}),v);
var e={name:'${EXPOSURE_EVENT}',category:'experiment',experiment:d.key,variant:v,forced:v===f};if(d.labelByBreakpoint)e.label=label;
ev.push(e);try{window.dispatchEvent(new CustomEvent('wellread:track',{detail:e}));}catch(x){}}
var out=[];for(var n in all)if(KEY.test(n)&&VAL.test(all[n]))out.push(n+'='+all[n]);
if(ok&&out.length)document.cookie='${EXPERIMENT_COOKIE}='+encodeURIComponent(out.join('|'))+';path=/;max-age=${EXPERIMENT_COOKIE_MAX_AGE};samesite=lax'+(location.protocol==='https:'?';secure':'');
}catch(err){}})();`
}
