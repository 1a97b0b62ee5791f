/**
 * The documents code sandboxes run in: public/sandbox/frame.html (JavaScript, canvas) and python.html. Opened
 * in an <iframe sandbox="allow-scripts"> without allow-same-origin, each gets an opaque origin, and each is
 * served with its own Content-Security-Policy (scripts/security-headers.mjs): the JavaScript one may make no
 * request at all, the Python one only to this site (for Pyodide's files). The page boots it with a runtime
 * and a MessagePort by postMessage; see public/sandbox/frame.js.
 */
export const SANDBOX_FRAME_URL = '/sandbox/frame.html';
export const PYTHON_FRAME_URL = '/sandbox/python.html';

/** Creates the hidden or visible sandbox frame (not yet in the document). */
export function sandboxFrame(title: string, url = SANDBOX_FRAME_URL): HTMLIFrameElement {
  const f = document.createElement('iframe');
  f.setAttribute('sandbox', 'allow-scripts');
  f.setAttribute('title', title);
  f.setAttribute('referrerpolicy', 'no-referrer');
  f.src = url;
  return f;
}
