/** The JavaScript minifier's sample: a little of everything terser shortens. */
export const javascriptMinifySample = `// Shopping cart totals
const TAX_RATE = 0.2;

class Cart {
  constructor(owner) {
    this.owner = owner;
    this.items = [];
  }

  add(name, price, quantity = 1) {
    this.items.push({ name, price, quantity });
    return this;
  }

  get subtotal() {
    let total = 0;
    for (const item of this.items) {
      total += item.price * item.quantity;
    }
    return total;
  }

  get total() {
    return Math.round(this.subtotal * (1 + TAX_RATE) * 100) / 100;
  }
}

function describe(cart) {
  const lines = cart.items.map((item) => \`\${item.quantity} x \${item.name}\`);
  if (false) {
    console.log('never printed');
  }
  return \`\${cart.owner}: \${lines.join(', ')} = \${cart.total.toFixed(2)}\`;
}

console.log(describe(new Cart('Ada').add('Tea', 3.5, 2).add('Scone', 2.25)));
`;

/** The HTML minifier's sample: white space, comments, inline CSS and JS, boolean attributes and a <pre>. */
export const htmlMinifySample = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>  Opening hours  </title>
    <!-- Styles for the table -->
    <style>
      table { border-collapse : collapse; }
      td, th { padding: 4px 8px; border: 1px solid #cccccc; }
    </style>
  </head>
  <body>
    <h1>Opening   hours</h1>
    <p>
      We are open <strong>every day</strong> except
      <em>public holidays</em>.
    </p>
    <table>
      <tr><th>Day</th>   <th>Hours</th></tr>
      <tr><td>Mon–Fri</td> <td>9:00–18:00</td></tr>
    </table>
    <pre>
  Closed:   25 Dec
            1 Jan</pre>
    <label><input type="checkbox" checked="checked"> Remind me</label>
    <button type="button" disabled="disabled">Save</button>
    <script>
      // Greet the visitor
      const hour = new Date().getHours();
      document.querySelector('h1').title = hour < 12 ? 'Good morning' : 'Hello';
    </script>
  </body>
</html>
`;
