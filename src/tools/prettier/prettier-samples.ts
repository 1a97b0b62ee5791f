// The sample of each Prettier page and the output Prettier gives it with the page's default options.
// The outputs are what the pages show before Prettier has loaded; e2e/tools/formatters.spec.ts checks
// that Prettier still produces exactly these (regenerate them after upgrading Prettier).

export const cssSample = {
  input: `.card{display:flex;gap:12px;padding:16px 20px;border:1px solid #e2e8f0;border-radius:8px}.card:hover{box-shadow:0 2px 8px rgba(0,0,0,.08)}@media (max-width:600px){.card{flex-direction:column;padding:12px}}`,
  output: `.card {
  display: flex;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
}
.card:hover {
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);
}
@media (max-width: 600px) {
  .card {
    flex-direction: column;
    padding: 12px;
  }
}
`,
};

export const htmlSample = {
  input: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Order confirmed</title><style>body{font-family:system-ui,sans-serif;margin:0}.total{font-weight:600}</style></head><body><header><nav><a href="/">Home</a> <a href="/orders">Orders</a></nav></header><main><h1>Thanks, your order is confirmed</h1><table><thead><tr><th>Item</th><th>Qty</th></tr></thead><tbody><tr><td>Keyboard</td><td>1</td></tr></tbody></table><p class="total">Total: $49.90</p></main><script>document.querySelectorAll('a').forEach(a=>{if(a.href===location.href)a.ariaCurrent='page'})</script></body></html>`,
  output: `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Order confirmed</title>
    <style>
      body {
        font-family: system-ui, sans-serif;
        margin: 0;
      }
      .total {
        font-weight: 600;
      }
    </style>
  </head>
  <body>
    <header>
      <nav><a href="/">Home</a> <a href="/orders">Orders</a></nav>
    </header>
    <main>
      <h1>Thanks, your order is confirmed</h1>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Keyboard</td>
            <td>1</td>
          </tr>
        </tbody>
      </table>
      <p class="total">Total: $49.90</p>
    </main>
    <script>
      document.querySelectorAll("a").forEach((a) => {
        if (a.href === location.href) a.ariaCurrent = "page";
      });
    </script>
  </body>
</html>
`,
};

export const javascriptSample = {
  input: `import {useEffect,useState} from 'react'
export function useUser(id){const [user,setUser]=useState(null);useEffect(()=>{const ctrl=new AbortController();fetch(\`/api/users/\${id}\`,{signal:ctrl.signal,headers:{Accept:'application/json'}}).then(r=>r.ok?r.json():Promise.reject(new Error(\`HTTP \${r.status}\`))).then(setUser).catch(()=>{});return ()=>ctrl.abort()},[id]);return user}`,
  output: `import { useEffect, useState } from "react";
export function useUser(id) {
  const [user, setUser] = useState(null);
  useEffect(() => {
    const ctrl = new AbortController();
    fetch(\`/api/users/\${id}\`, {
      signal: ctrl.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) =>
        r.ok ? r.json() : Promise.reject(new Error(\`HTTP \${r.status}\`)),
      )
      .then(setUser)
      .catch(() => {});
    return () => ctrl.abort();
  }, [id]);
  return user;
}
`,
};
