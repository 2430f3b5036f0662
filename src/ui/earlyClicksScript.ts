/**
 * The inline script of `earlyClicks.ts`, in a module of its own: only the site's layout (server code) renders it,
 * and the islands' shared chunk, which imports `takeEarlyClick`, does not carry its text.
 */
import { EARLY_PRESS } from './earlyClicks'

/**
 * The inline script. It ignores islands and lazy leaves that have hydrated (`data-island-hydrated`,
 * `data-lazy-hydrated`): those keep their own presses. A second press on the same island before it hydrates replaces the first (one press, made once).
 */
export const EARLY_CLICKS_SCRIPT = `document.addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var i=t.closest('[data-island],[data-lazy-leaf]');if(!i||i.hasAttribute('data-island-hydrated')||i.hasAttribute('data-lazy-hydrated'))return;var b=t.closest('button,[role="button"]');if(!b||!i.contains(b)||b.closest('a'))return;if(b.tagName==='BUTTON'&&b.type!=='button')return;e.preventDefault();i.${EARLY_PRESS}=b},true)`
