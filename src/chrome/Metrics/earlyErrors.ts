/**
 * Errors the browser raises before any island runs, or that nothing catches (ADR 27 §4): an inline script,
 * early in the body, puts them on the page's data layer as `client.error` events, as `reportError` does for
 * the errors the code catches, so the metrics forwarder reports them whenever it starts:
 * - an uncaught error (`kind: 'error'`) with its name and stack; a cross-origin script's opaque "Script error."
 *   carries nothing to act on and is left out;
 * - an unhandled promise rejection (`kind: 'unhandledrejection'`);
 * - a script or stylesheet of the site's own that failed to load (`kind: 'resource'`, 002 §7), with its
 *   address (the server keeps only the file of `/_next/static/`). Other hosts' files are the guard's and the
 *   ad blockers' business, counted elsewhere (`ads.blocked`).
 */
import { CLIENT_ERROR_EVENT, MAX_STACK_CHARS, TRACK_EVENT_TYPE } from '@/lib/tracking'

export const EARLY_ERRORS_SCRIPT = `(function(){var w=window;function p(e){try{var l=w.wellreadEvents;if(!Array.isArray(l))l=w.wellreadEvents=[];l.push(e);w.dispatchEvent(new CustomEvent(${JSON.stringify(TRACK_EVENT_TYPE)},{detail:e}));w.dispatchEvent(new Event(${JSON.stringify(CLIENT_ERROR_EVENT)}))}catch(x){}}function d(r,e){if(r&&typeof r==='object'){if(typeof r.name==='string')e.errorName=r.name.slice(0,80);if(typeof r.stack==='string')e.stack=r.stack.slice(0,${MAX_STACK_CHARS})}return e}w.addEventListener('error',function(e){var t=e.target;if(t&&t!==w&&t.tagName){var k=t.tagName==='SCRIPT'?'script':t.tagName==='LINK'&&/stylesheet/i.test(t.rel)?'stylesheet':'';var s=k==='script'?t.src:t.href;if(!k||!s)return;try{if(new URL(s,location.href).origin!==location.origin)return}catch(x){return}p({name:'client.error',kind:'resource',where:k+'.load',message:'Failed to load '+k,source:s});return}if(!e.error&&e.message==='Script error.')return;p(d(e.error,{name:'client.error',kind:'error',message:String(e.message||'Error').slice(0,1000)}))},true);w.addEventListener('unhandledrejection',function(e){var r=e.reason;p(d(r,{name:'client.error',kind:'unhandledrejection',message:String(r&&r.message||r).slice(0,1000)}))})})()`
