// The code sandbox's document. The site opens /sandbox/frame.html (JavaScript, canvas) or /sandbox/python.html
// in an <iframe sandbox="allow-scripts"> (never allow-same-origin), so this document and everything it starts
// run in an opaque origin: no cookies, storage, IndexedDB or same-origin requests of the site, and no access
// to the page around it. Its headers (scripts/security-headers.mjs) allow what user code needs here and no
// request to another site.
//
// The page boots it once: { type: 'boot', style, body, script } from the parent window, with a MessagePort
// transferred alongside; `script` is the runtime of the playground that opened it (src/lib/js-sandbox.core.ts
// for JavaScript and canvas, src/lib/python/sandbox.ts for Python). The runtime is run as the body of a
// function whose one parameter is that port, so the port lives in the runtime's closure and never in a global
// that user code (which runs in this realm later) could read. The page listens to nothing else afterwards.
(function () {
  var parentWin = window.parent;
  function boot(event) {
    var d = event.data;
    var port = event.ports && event.ports[0];
    if (event.source !== parentWin || !port || !d || typeof d !== 'object' || d.type !== 'boot' || typeof d.script !== 'string') return;
    window.removeEventListener('message', boot);
    if (typeof d.style === 'string') {
      var style = document.createElement('style');
      style.textContent = d.style;
      document.head.appendChild(style);
    }
    if (typeof d.body === 'string') document.body.innerHTML = d.body;
    new Function('port', d.script)(port);
  }
  window.addEventListener('message', boot);
  parentWin.postMessage({ type: 'frame' }, '*');
})();
