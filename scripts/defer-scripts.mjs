// Next puts its chunks in the page as <script async> tags (and a <link rel="preload"> for some), so on a
// phone they download alongside the stylesheet and run before the first paint: the text of a page that
// is already complete HTML waits for ~180 KB of React to arrive and start. For pages marked as complete
// HTML (content pages: <meta name="devbench-hydrate" content="after-paint">, src/lib/hydrate-after-paint.ts)
// this rewrite requests those chunks once the page has painted (see loaderScript). React then hydrates as
// before.
// Tool pages keep the default: they are applications, and their inputs should work as soon as possible.
// Measured with `npm run bench:lighthouse`: see README, Performance.

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * The inline loader for these chunk URLs, in their document order. It starts them once the page has
 * painted and its pictures have loaded: when the browser has reported the first contentful paint (the
 * "paint" entry arrives once the frame is on screen; an animation frame alone comes before the paint is
 * presented, which let the chunks race the page's own paint) and the load event has passed, one frame
 * later (so a gallery's pictures are drawn first). Without paint timing it skips the first condition; in a
 * background tab, where frames never come, it starts at once.
 */
export function loaderScript(urls) {
  return (
    `<script>(function(){var s=${JSON.stringify(urls)},done=false;` +
    'function go(){if(done)return;done=true;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function loaded(){if(document.readyState==="complete")later();else addEventListener("load",later)}' +
    'if(document.visibilityState==="hidden")return go();' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();loaded()}}).observe({type:"paint",buffered:true});return}}catch(x){}' +
    'loaded()})()</script>'
  );
}

/** Whether an exported page is marked as complete HTML (a content page). */
export const isAfterPaintPage = (html) => html.includes('<meta name="devbench-hydrate" content="after-paint"/>');

/**
 * A tag that would still load a chunk before the first paint: a chunk script other than the nomodule
 * polyfill (which modern browsers skip), or a script preload. After the rewrite a marked page has none;
 * finding one means Next's markup changed in a way the patterns above do not know.
 */
const unrewritten = /<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/static\/[^"]+"[^>]*>|<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/;

/**
 * Rewrites one exported HTML page; returns it unchanged unless it is marked and has Next chunk scripts.
 * Throws, quoting the tag, when a marked page would still load a chunk before its first paint.
 */
export function deferScripts(html) {
  if (!isAfterPaintPage(html)) return html;
  const urls = [];
  let out = html.replace(asyncScript, (_, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  });
  out = out.replace(scriptPreload, '');
  const left = unrewritten.exec(out);
  if (left) throw new Error(`defer-scripts: this tag was not rewritten and still loads before the first paint: ${left[0]}`);
  if (!urls.length) return html;
  const end = out.lastIndexOf('</body>');
  if (end < 0) throw new Error('defer-scripts: page has no </body>');
  return out.slice(0, end) + loaderScript(urls) + out.slice(end);
}
