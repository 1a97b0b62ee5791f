import type { HtmlMinified } from './html-minify.core';
import type { JsMinified } from './js-minify.core';

// The samples' results with the pages' default options, made ahead of time so that a page shows them as it opens
// without loading its minifier (tests/tools/minify.test.ts checks they are still what the minifiers give).

export const javascriptMinifySampleOutput: JsMinified = {
  code: 'const TAX_RATE=.2;class Cart{constructor(t){this.owner=t,this.items=[]}add(t,e,n=1){return this.items.push({name:t,price:e,quantity:n}),this}get subtotal(){let t=0;for(const e of this.items)t+=e.price*e.quantity;return t}get total(){return Math.round(1.2*this.subtotal*100)/100}}function describe(t){const e=t.items.map(t=>`${t.quantity} x ${t.name}`);return`${t.owner}: ${e.join(", ")} = ${t.total.toFixed(2)}`}console.log(describe(new Cart("Ada").add("Tea",3.5,2).add("Scone",2.25)));',
  map: null,
  sizes: { before: 786, after: 486, gzip: 327 },
};

export const htmlMinifySampleOutput: HtmlMinified = {
  html: '<!DOCTYPE html> <html lang="en"> <head> <meta charset="utf-8"> <title> Opening hours </title> <style>table{border-collapse:collapse}td,th{padding:4px 8px;border:1px solid #ccc}</style> </head> <body> <h1>Opening hours</h1> <p> We are open <strong>every day</strong> except <em>public holidays</em>. </p> <table> <tr><th>Day</th> <th>Hours</th></tr> <tr><td>Mon–Fri</td> <td>9:00–18:00</td></tr> </table> <pre>\n  Closed:   25 Dec\n            1 Jan</pre> <label><input type="checkbox" checked> Remind me</label> <button type="button" disabled>Save</button> <script>const hour=(new Date).getHours();document.querySelector("h1").title=hour<12?"Good morning":"Hello"</script> </body> </html> ',
  sizes: { before: 925, after: 691, gzip: 462 },
  warnings: [],
};
