// The sample of the SQL Formatter page and the output the core gives it with the page's default options.
// The page shows this output before the core has loaded; e2e/tools/formatters.spec.ts checks that the
// core still produces exactly this (regenerate it after changing the core or upgrading its library).

export const sqlSample = {
  input: `select o.id, c.name as customer, sum(i.quantity * i.unit_price) as total from orders o join customers c on c.id = o.customer_id left join order_items i on i.order_id = o.id where o.created_at >= '2024-01-01' and o.status in ('paid', 'shipped') group by o.id, c.name having sum(i.quantity * i.unit_price) > 100 order by total desc limit 20;`,
  output: `SELECT
  o.id,
  c.name AS customer,
  sum(i.quantity * i.unit_price) AS total
FROM
  orders o
  JOIN customers c ON c.id = o.customer_id
  LEFT JOIN order_items i ON i.order_id = o.id
WHERE
  o.created_at >= '2024-01-01'
  AND o.status IN ('paid', 'shipped')
GROUP BY
  o.id,
  c.name
HAVING
  sum(i.quantity * i.unit_price) > 100
ORDER BY
  total DESC
LIMIT
  20;`,
};
