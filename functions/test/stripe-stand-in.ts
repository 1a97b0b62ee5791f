// A local stand-in for the few Stripe endpoints the API calls. This machine cannot reach Stripe, so the
// tests point the official `stripe` SDK at it (its host, port and protocol options) and read back
// what the SDK sent. Answers follow the shapes of Stripe's API reference, with only the fields we use.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey?: string;
}

export interface StripeStandIn {
  port: number;
  calls: StripeCall[];
  /** Makes every call answer 500 until reset. */
  failing: boolean;
  reset(): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let n = 0;
  const state = { calls: [] as StripeCall[], failing: false };
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const form = Object.fromEntries(new URLSearchParams(body));
    const key = req.headers['idempotency-key'];
    state.calls.push({ method: req.method ?? '', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
      res.end(JSON.stringify(data));
    };
    if (state.failing) return send(500, { error: { type: 'api_error', message: 'stand-in failing on purpose' } });
    if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: `cus_test${++n}`, object: 'customer', email: form.email ?? null });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++n}`;
      return send(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_${++n}`;
      return send(200, { id, object: 'billing_portal.session', customer: form.customer, url: `https://billing.stripe.test/p/session/${id}` });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get calls() {
      return state.calls;
    },
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    reset() {
      state.calls = [];
      state.failing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
