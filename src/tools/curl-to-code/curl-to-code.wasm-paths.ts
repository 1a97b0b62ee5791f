/**
 * In a browser, curlconverter's parser (web-tree-sitter) fetches its two WebAssembly files from the site's root,
 * `/tree-sitter.wasm` and `/tree-sitter-bash.wasm`, paths it does not let a caller change. The site serves them
 * with the other engines' files under /vendor/curlconverter/ (scripts/copy-vendor.mjs), so in the worker that
 * loads the library those two requests are sent there. This module is imported before curlconverter, so it runs
 * first; in Node (the command line, tests) the library parses natively and fetches nothing.
 */
export const CURL_WASM_DIR = '/vendor/curlconverter/';
const WASM_FILES = new Set(['/tree-sitter.wasm', '/tree-sitter-bash.wasm']);

const inNode = typeof process !== 'undefined' && typeof process.versions === 'object' && !!process.versions?.node;

if (!inNode && typeof globalThis.fetch === 'function' && !(globalThis as { curlWasmPaths?: boolean }).curlWasmPaths) {
  (globalThis as { curlWasmPaths?: boolean }).curlWasmPaths = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    original(typeof input === 'string' && WASM_FILES.has(input) ? CURL_WASM_DIR + input.slice(1) : input, init);
}
