// The sample of the HTML Formatter page and the output Prettier gives it with the page's default options.
// The page shows this output before Prettier has loaded; e2e/tools/formatters.spec.ts checks that
// Prettier still produces exactly this (regenerate it after upgrading Prettier).

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
