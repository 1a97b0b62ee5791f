// A stand-in for the product API host (SPEC §7) used by the e2e tests, on 127.0.0.1 only.
// It records every request; GET /__requests lists them, POST /__reset clears them, and
// POST /__fail {"path": "/devbench/subscribe"} makes that path answer 500 until reset.
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 5055);
let requests = [];
let failing = new Set();

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let body = '';
  for await (const chunk of req) body += chunk;
  const json = (status, data) => {
    res.writeHead(status, { 'content-type': 'application/json', ...cors });
    res.end(JSON.stringify(data));
  };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  if (url.pathname === '/__requests') return json(200, requests);
  if (url.pathname === '/__reset') {
    requests = [];
    failing = new Set();
    return json(200, {});
  }
  if (url.pathname === '/__fail') {
    failing.add(JSON.parse(body).path);
    return json(200, {});
  }
  let parsed = null;
  try {
    parsed = body ? JSON.parse(body) : null;
  } catch {
    parsed = body;
  }
  requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: parsed });
  if (failing.has(url.pathname)) return json(500, { error: 'failing on purpose' });
  if (url.pathname === '/customerPortalSession') return json(200, { url: `http://127.0.0.1:${port}/portal?token=${encodeURIComponent(parsed?.token ?? '')}` });
  if (url.pathname === '/portal') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return void res.end('<!doctype html><title>Billing portal</title><h1>Billing portal</h1>');
  }
  return json(200, { ok: true });
}).listen(port, '127.0.0.1', () => console.log(`test API on http://127.0.0.1:${port}`));
