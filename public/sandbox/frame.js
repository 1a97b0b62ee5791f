// The code sandbox's document. The site opens /sandbox/frame.html in an <iframe sandbox="allow-scripts">
// (never allow-same-origin), so this document and everything it starts run in an opaque origin: no
// cookies, storage, IndexedDB or same-origin requests of the site, and no access to the page around it.
// Its headers (scripts/security-headers.mjs) allow what user code needs here and nothing of the site.
//
// The page boots it once: { type: 'boot', style, body, script } from the parent window, where `script`
// is the runtime of the playground that opened it (src/tools/js-online/sandbox.core.ts for JavaScript
// and canvas, src/tools/python-online/python-sandbox.ts for Python). Later messages are the runtime's
// business.
(function () {
  var parentWin = window.parent;
  function boot(event) {
    var d = event.data;
    if (event.source !== parentWin || !d || typeof d !== 'object' || d.type !== 'boot' || typeof d.script !== 'string') return;
    window.removeEventListener('message', boot);
    if (typeof d.style === 'string') {
      var style = document.createElement('style');
      style.textContent = d.style;
      document.head.appendChild(style);
    }
    if (typeof d.body === 'string') document.body.innerHTML = d.body;
    var url = URL.createObjectURL(new Blob([d.script], { type: 'text/javascript' }));
    var s = document.createElement('script');
    s.src = url;
    s.onload = function () {
      URL.revokeObjectURL(url);
    };
    document.body.appendChild(s);
  }
  window.addEventListener('message', boot);
  parentWin.postMessage({ type: 'frame' }, '*');
})();
