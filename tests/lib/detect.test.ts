import { createHmac, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { detect, DETECT_LIMIT, type DetectedKind, type Detection } from '@/lib/detect';

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT as a server would issue it: HMAC-signed, or with a stand-in signature of the right length for RS/ES. */
function token(header: object, payload: object, signature: 'hmac' | 'none' | number = 'hmac'): string {
  const body = `${b64url(header)}.${b64url(payload)}`;
  if (signature === 'none') return `${body}.`;
  if (signature === 'hmac') return `${body}.${createHmac('sha256', 'secret').update(body).digest('base64url')}`;
  return `${body}.${randomBytes(signature).toString('base64url')}`;
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// A pasted sample and what the palette should say it is first (null: nothing with a score of 0.5 or more).
const SAMPLES: [string, DetectedKind | null][] = [
  // JWT
  [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    'jwt',
  ],
  [
    token(
      { alg: 'RS256', typ: 'JWT', kid: 'a1b2c3' },
      { iss: 'https://auth.example.com/', sub: 'auth0|64f1c2', aud: 'api', exp: 1767225600, iat: 1767222000 },
      256,
    ),
    'jwt',
  ],
  [token({ alg: 'none' }, { sub: 'test-user', admin: true }, 'none'), 'jwt'],
  [`Bearer ${token({ alg: 'HS256', typ: 'JWT' }, { user_id: 42, role: 'admin', exp: 1735689600 })}`, 'jwt'],
  [token({ alg: 'ES256', typ: 'at+jwt', kid: 'key-2024' }, { sub: '8f14e45f', scope: 'read:orders write:orders', client_id: 'web' }, 64), 'jwt'],
  [
    token(
      { alg: 'RS256', kid: '6f7254101f56e41cf35c9926de84a2d552b4c6f1', typ: 'JWT' },
      { iss: 'https://accounts.google.com', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace', exp: 1718900000 },
      256,
    ),
    'jwt',
  ],

  // JSON
  ['{"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz"}', 'json'],
  ['{\n  "name": "devbench",\n  "version": "0.1.0",\n  "private": true,\n  "scripts": {\n    "dev": "next dev"\n  }\n}', 'json'],
  ['[{"userId":1,"id":1,"title":"delectus aut autem","completed":false},{"userId":1,"id":2,"title":"quis ut nam","completed":false}]', 'json'],
  [
    '{\n  "data": {\n    "user": {\n      "id": "u_123",\n      "orders": [\n        { "id": 1, "total": 19.99 },\n        { "id": 2, "total": 5 }\n      ]\n    }\n  },\n  "errors": null\n}',
    'json',
  ],
  [
    '{"level":"info","ts":"2024-05-01T10:00:00Z","msg":"server started","port":8080}\n{"level":"warn","ts":"2024-05-01T10:00:05Z","msg":"slow query","ms":1520}\n{"level":"error","ts":"2024-05-01T10:00:09Z","msg":"connection reset"}',
    'json',
  ],
  [
    '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[102.0,0.5]},"properties":{"prop0":"value0"}}]}',
    'json',
  ],
  ['[1, 2, 3, 5, 8, 13]', 'json'],
  ['[]', 'json'],

  // Escaped JSON string
  ['"{\\"id\\":1,\\"name\\":\\"Ada\\",\\"tags\\":[\\"admin\\"]}"', 'json-escaped'],
  ['{\\"event\\":\\"click\\",\\"x\\":120,\\"y\\":48}', 'json-escaped'],
  ['"Line one\\nLine two\\n\\tindented \\"quoted\\" text"', 'json-escaped'],
  ['"[{\\"sku\\":\\"A-1\\",\\"qty\\":2},{\\"sku\\":\\"B-7\\",\\"qty\\":1}]"', 'json-escaped'],

  // Base64
  ['SGVsbG8sIFdvcmxkIQ==', 'base64'],
  ['eyJ1c2VyIjoiYWRhIiwicm9sZSI6ImFkbWluIn0=', 'base64'],
  [PNG_1X1, 'base64'],
  [`data:image/png;base64,${PNG_1X1}`, 'base64'],
  ['Basic dXNlcm5hbWU6cGFzc3dvcmQ=', 'base64'],
  ['q83vEjRWeJq8zxEiM0RVZneImaq7zN3u/wARIjNEVWY=', 'base64'],
  [Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(4)).toString('base64').replace(/.{76}/g, '$&\n'), 'base64'],
  [gzipSync('hello hello hello hello').toString('base64'), 'base64'],
  ['VGhpcyBpcyBhIHRlc3QgbWVzc2FnZSBmb3IgdGhlIGRlY29kZXIu', 'base64'],

  // Base64URL
  ['eyJ1c2VyX2lkIjo0Miwic2NvcGUiOiJyZWFkOndyaXRlIn0', 'base64url'],
  ['aHR0cHM6Ly9leGFtcGxlLmNvbS8_cT0x', 'base64url'],
  ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'base64url'],
  [b64url('{"typ":"JWT","alg":"HS512"}'), 'base64url'],

  // URL-encoded
  ['Hello%20World%21%20How%20are%20you%3F', 'url-encoded'],
  ['name=John+Doe&email=john%40example.com&message=Hi%21', 'url-encoded'],
  ['%7B%22id%22%3A1%2C%22name%22%3A%22Ada%22%7D', 'url-encoded'],
  ['redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&state=xyz123&response_type=code', 'url-encoded'],
  ['q=caf%C3%A9+cr%C3%A8me&lang=fr', 'url-encoded'],
  ['utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale', 'url-encoded'],

  // Unix timestamps
  ['1700000000', 'timestamp-s'],
  ['1609459200', 'timestamp-s'],
  ['1234567890', 'timestamp-s'],
  ['1718900000.123', 'timestamp-s'],
  ['946684800', 'timestamp-s'],
  ['1700000000000', 'timestamp-ms'],
  ['1718900123456', 'timestamp-ms'],
  ['1577836800000', 'timestamp-ms'],
  ['1262304000000', 'timestamp-ms'],
  ['1700000000123456', 'timestamp-us'],
  ['1718900123456789', 'timestamp-us'],
  ['1609459200000000', 'timestamp-us'],
  ['1672531200123000', 'timestamp-us'],
  ['1700000000123456789', 'timestamp-ns'],
  ['1718900123456789012', 'timestamp-ns'],
  ['1609459200000000000', 'timestamp-ns'],
  ['1672531200000000001', 'timestamp-ns'],

  // ISO dates
  ['2024-01-15T10:30:00Z', 'iso-date'],
  ['2023-11-14T22:13:20.000Z', 'iso-date'],
  ['2024-06-01', 'iso-date'],
  ['2024-03-10T08:00:00+05:30', 'iso-date'],
  ['2025-12-31 23:59:59', 'iso-date'],

  // UUIDs
  ['f47ac10b-58cc-4372-a567-0e02b2c3d479', 'uuid'],
  ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'uuid'],
  ['018f3f5e-1a2b-7c3d-8e4f-5a6b7c8d9e0f', 'uuid'],
  ['{3F2504E0-4F89-11D3-9A0C-0305E82C3301}', 'uuid'],
  ['00000000-0000-0000-0000-000000000000', 'uuid'],
  ['886313e1-3b8a-5372-9b90-0c9aee199e5d', 'uuid'],
  ['urn:uuid:1ec9414c-232a-6b00-b3c8-9e6bdeced846', 'uuid'],

  // YAML
  [
    'version: "3.8"\nservices:\n  web:\n    image: nginx:1.25\n    ports:\n      - "8080:80"\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: example',
    'yaml',
  ],
  [
    'name: CI\non:\n  push:\n    branches: [main]\n  pull_request:\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - run: npm ci\n      - run: npm test',
    'yaml',
  ],
  [
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels:\n    app: web\nspec:\n  replicas: 3\n  selector:\n    matchLabels:\n      app: web',
    'yaml',
  ],
  [
    'openapi: 3.0.3\ninfo:\n  title: Pet Store\n  version: 1.0.0\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses:\n        "200":\n          description: OK',
    'yaml',
  ],
  ['name: my-app\nversion: 1.2.0\ndebug: true\nport: 8080', 'yaml'],
  ['- name: Ada\n  role: admin\n- name: Alan\n  role: viewer', 'yaml'],

  // TOML
  [
    '[package]\nname = "devbench-cli"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = { version = "1.0", features = ["derive"] }\ntokio = { version = "1", features = ["full"] }',
    'toml',
  ],
  [
    '[project]\nname = "devbench"\nversion = "0.3.1"\nrequires-python = ">=3.10"\ndependencies = [\n    "requests>=2.31",\n    "pydantic>=2",\n]\n\n[tool.ruff]\nline-length = 100',
    'toml',
  ],
  ['[build]\n  command = "npm run build"\n  publish = "out"\n\n[[redirects]]\n  from = "/old"\n  to = "/new"\n  status = 301', 'toml'],
  ['[server]\nhost = "0.0.0.0"\nport = 8080\n\n[database]\nurl = "postgres://localhost/app"\npool = 5', 'toml'],
  ['title = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\ndob = 1979-05-27T07:32:00-08:00', 'toml'],

  // CSV
  [
    'id,name,email,created_at\n1,Ada Lovelace,ada@example.com,2024-01-15\n2,Alan Turing,alan@example.com,2024-01-16\n3,Grace Hopper,grace@example.com,2024-01-17',
    'csv',
  ],
  ['"Name","City","Notes"\n"Smith, John","New York","VIP, pays late"\n"Doe, Jane","Boston",""\n"Roe, Rich","Austin","new"', 'csv'],
  ['Date;Description;Amount\n01.03.2024;Rent;-950,00\n02.03.2024;Salary;3200,00\n05.03.2024;Groceries;-84,30', 'csv'],
  ['1,0.5,0.25\n2,0.7,0.49\n3,0.9,0.81\n4,1.1,1.21', 'csv'],
  ['sku,title,price,stock\nA-100,Blue mug,9.99,120\nA-101,Red mug,9.99,\nB-200,Teapot,24.50,8', 'csv'],
  ['country,code\nFrance,FR\nGermany,DE', 'csv'],

  // TSV
  ['Name\tDepartment\tSalary\nAda\tEngineering\t120000\nAlan\tResearch\t110000\nGrace\tEngineering\t125000', 'tsv'],
  ['date\tvisits\tsignups\n2024-05-01\t1520\t31\n2024-05-02\t1711\t40\n2024-05-03\t1433\t27', 'tsv'],
  ['gene_id\tsample_a\tsample_b\nBRCA1\t12.5\t8.1\nTP53\t3.3\t4.9', 'tsv'],
  ['ID\tStatus\n1042\tOpen\n1043\tClosed\n1044\tOpen', 'tsv'],

  // XML
  [
    '<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>demo</artifactId>\n</project>',
    'xml',
  ],
  [
    '<rss version="2.0"><channel><title>Devbench blog</title><item><title>Hello</title><link>https://example.com/hello</link></item></channel></rss>',
    'xml',
  ],
  ["<note>\n  <to>Tove</to>\n  <from>Jani</from>\n  <body>Don't forget me this weekend!</body>\n</note>", 'xml'],
  [
    '<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"\n    android:layout_width="match_parent"\n    android:orientation="vertical">\n    <TextView android:text="Hello" />\n</LinearLayout>',
    'xml',
  ],
  [
    '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><m:GetPrice xmlns:m="https://www.w3schools.com/prices"><m:Item>Apples</m:Item></m:GetPrice></soap:Body></soap:Envelope>',
    'xml',
  ],

  // HTML
  ['<!DOCTYPE html>\n<html lang="en">\n<head><title>Demo</title></head>\n<body>\n  <h1>Hello</h1>\n</body>\n</html>', 'html'],
  ['<div class="card"><h2 class="card-title">Pricing</h2><p>Starts at $9/month.</p><button type="button">Buy</button></div>', 'html'],
  ['<ul>\n  <li><a href="/docs">Docs</a></li>\n  <li><a href="/blog">Blog</a></li>\n</ul>', 'html'],
  ['<table>\n  <tr><th>Name</th><th>Age</th></tr>\n  <tr><td>Ada</td><td>36</td></tr>\n</table>', 'html'],
  ['<!-- hero -->\n<section id="hero">\n  <h1>Build faster</h1>\n</section>', 'html'],

  // SVG
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M12 2L2 7l10 5 10-5-10-5z"/></svg>',
    'svg',
  ],
  [
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg width="100" height="100" xmlns="http://www.w3.org/2000/svg">\n  <circle cx="50" cy="50" r="40" stroke="green" stroke-width="4" fill="yellow" />\n</svg>',
    'svg',
  ],
  ['<svg width="24" height="24"><rect x="2" y="2" width="20" height="20" rx="4"/></svg>', 'svg'],
  ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n  <text x="10" y="50">Hi</text>\n</svg>', 'svg'],

  // SQL
  [
    'SELECT u.id, u.name, COUNT(o.id) AS orders\nFROM users u\nLEFT JOIN orders o ON o.user_id = u.id\nGROUP BY u.id, u.name\nORDER BY orders DESC;',
    'sql',
  ],
  ["INSERT INTO users (name, email) VALUES ('Ada', 'ada@example.com'), ('Alan', 'alan@example.com');", 'sql'],
  ["UPDATE orders SET status = 'shipped', shipped_at = NOW() WHERE id = 42;", 'sql'],
  ["DELETE FROM sessions WHERE expires_at < now() - interval '7 days';", 'sql'],
  [
    'CREATE TABLE users (\n  id SERIAL PRIMARY KEY,\n  email VARCHAR(255) NOT NULL UNIQUE,\n  created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP\n);',
    'sql',
  ],
  [
    "WITH recent AS (\n  SELECT * FROM orders WHERE created_at > now() - interval '1 day'\n)\nSELECT customer_id, sum(total) FROM recent GROUP BY 1;",
    'sql',
  ],
  [
    '-- migration 042\nBEGIN;\nALTER TABLE users ADD COLUMN last_login TIMESTAMP;\nCREATE INDEX idx_users_last_login ON users (last_login);\nCOMMIT;',
    'sql',
  ],
  ['select * from products where price > 100 limit 10', 'sql'],

  // Graphviz DOT
  ['digraph G {\n  rankdir=LR;\n  a -> b;\n  b -> c;\n  a -> c [label="skip"];\n}', 'dot'],
  ['strict graph {\n  a -- b\n  b -- c\n  c -- a\n}', 'dot'],
  ['digraph deps {\n  node [shape=box];\n  "app" -> "lib";\n  "app" -> "utils";\n  "lib" -> "utils";\n}', 'dot'],
  ['graph network { server -- switch; switch -- laptop; switch -- printer }', 'dot'],

  // Mermaid
  ['flowchart TD\n    A[Start] --> B{Is it working?}\n    B -->|Yes| C[Ship it]\n    B -->|No| D[Debug]\n    D --> B', 'mermaid'],
  ['sequenceDiagram\n    participant Browser\n    participant API\n    Browser->>API: GET /users\n    API-->>Browser: 200 OK', 'mermaid'],
  ['classDiagram\n    class Animal {\n      +String name\n      +eat()\n    }\n    Animal <|-- Dog', 'mermaid'],
  [
    'gantt\n    title Release plan\n    dateFormat YYYY-MM-DD\n    section Build\n    Design :a1, 2024-01-01, 7d\n    Code   :after a1, 14d',
    'mermaid',
  ],
  ['erDiagram\n    CUSTOMER ||--o{ ORDER : places\n    ORDER ||--|{ LINE-ITEM : contains', 'mermaid'],
  ['pie title Pets adopted\n    "Dogs" : 386\n    "Cats" : 85\n    "Rats" : 15', 'mermaid'],

  // Regular expressions
  ['/^[\\w.+-]+@[\\w-]+\\.[\\w.]+$/i', 'regex'],
  ['/(\\d{4})-(\\d{2})-(\\d{2})/g', 'regex'],
  ['^\\d{3}-\\d{3}-\\d{4}$', 'regex'],
  ['/(?<year>\\d{4})-(?<month>\\d{2})/u', 'regex'],
  ['^(?:[a-z0-9-]+\\.)+[a-z]{2,}$', 'regex'],

  // Colors
  ['#ff8800', 'color'],
  ['#FFF', 'color'],
  ['rgb(255, 136, 0)', 'color'],
  ['rgba(0, 0, 0, 0.5)', 'color'],
  ['hsl(210 50% 40%)', 'color'],
  ['#1e90ffcc', 'color'],

  // Go
  [
    'panic: runtime error: index out of range [5] with length 3\n\ngoroutine 1 [running]:\nmain.process({0xc000012345, 0x3, 0x3})\n\t/home/dev/app/main.go:15 +0x1d\nmain.main()\n\t/home/dev/app/main.go:9 +0x45\nexit status 2',
    'go-stacktrace',
  ],
  [
    'panic: assignment to entry in nil map\n\ngoroutine 1 [running]:\nmain.(*Cache).Set(...)\n\t/src/cache/cache.go:27\nmain.main()\n\t/src/main.go:12 +0x3c',
    'go-stacktrace',
  ],
  [
    'fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 [chan receive]:\nmain.main()\n\t/tmp/sandbox/prog.go:8 +0x31\n\ngoroutine 6 [chan send]:\nmain.worker(0xc00001e0c0)\n\t/tmp/sandbox/prog.go:14 +0x28\ncreated by main.main in goroutine 1\n\t/tmp/sandbox/prog.go:7 +0x25',
    'go-stacktrace',
  ],
  [
    'panic: invalid memory address or nil pointer dereference [recovered]\n\tpanic: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x6d2a1b]\n\ngoroutine 34 [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1868 +0xb9\npanic({0x7012e0?, 0xa3c4f0?})\n\t/usr/local/go/src/runtime/panic.go:920 +0x270\ngithub.com/acme/api/handlers.(*Users).Get(0x0, {0x7f1a20, 0xc0001b2000}, 0xc0001c4000)\n\t/app/handlers/users.go:41 +0x1b',
    'go-stacktrace',
  ],

  // Java
  [
    'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null\n\tat com.example.app.UserService.validate(UserService.java:42)\n\tat com.example.app.UserController.create(UserController.java:27)\n\tat com.example.app.Main.main(Main.java:11)',
    'java-stacktrace',
  ],
  [
    'org.springframework.web.client.HttpClientErrorException$NotFound: 404 Not Found: [no body]\n\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:113)\n\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:186)\n\tat com.acme.billing.InvoiceClient.fetch(InvoiceClient.java:58)\n\t... 23 more\nCaused by: java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\t... 40 more',
    'java-stacktrace',
  ],
  [
    'java.lang.IllegalStateException: Fragment MainFragment not attached to a context.\n        at androidx.fragment.app.Fragment.requireContext(Fragment.java:900)\n        at com.acme.notes.MainFragment.onLoaded(MainFragment.kt:73)\n        at android.os.Handler.handleCallback(Handler.java:942)\n        at android.os.Looper.loop(Looper.java:288)',
    'java-stacktrace',
  ],
  [
    'java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3\n    at Main.sum(Main.java:9)\n    at Main.main(Main.java:4)',
    'java-stacktrace',
  ],
  [
    '2024-05-01 12:00:01.123 ERROR 4242 --- [nio-8080-exec-1] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception\njava.lang.ClassCastException: class java.lang.String cannot be cast to class java.lang.Integer\n\tat com.acme.web.ReportController.total(ReportController.java:77) ~[classes/:na]\n\tat java.base/java.lang.Thread.run(Thread.java:833) ~[na:na]',
    'java-stacktrace',
  ],

  // JavaScript
  [
    "TypeError: Cannot read properties of undefined (reading 'map')\n    at UserList (webpack-internal:///./src/components/UserList.jsx:12:23)\n    at renderWithHooks (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:16305:18)\n    at mountIndeterminateComponent (webpack-internal:///./node_modules/react-dom/cjs/react-dom.development.js:20074:13)",
    'js-stacktrace',
  ],
  [
    "node:internal/modules/cjs/loader:1080\n  throw err;\n  ^\n\nError: Cannot find module 'express'\nRequire stack:\n- /app/server.js\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1077:15)\n    at Module._load (node:internal/modules/cjs/loader:922:27)\n    at Object.<anonymous> (/app/server.js:1:17)\n    at node:internal/main/run_main_module:23:47 {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '/app/server.js' ]\n}\n\nNode.js v18.17.0",
    'js-stacktrace',
  ],
  [
    'Uncaught ReferenceError: process is not defined\n    at Object.<anonymous> (http://localhost:5173/src/config.ts:3:15)\n    at http://localhost:5173/src/main.ts:2:1',
    'js-stacktrace',
  ],
  [
    'TypeError: this.items is undefined\nrender@http://localhost:3000/static/js/main.chunk.js:210:17\nupdate@http://localhost:3000/static/js/vendors.chunk.js:1520:9\nEventListener.handleEvent*@http://localhost:3000/static/js/main.chunk.js:12:5',
    'js-stacktrace',
  ],
  [
    '{"level":"error","msg":"unhandled","stack":"Error: connect ECONNREFUSED 127.0.0.1:5432\\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\\n    at Protocol._enqueue (/app/node_modules/pg/lib/client.js:140:12)"}',
    'json',
  ],
  [
    'Error: connect ECONNREFUSED 127.0.0.1:5432\\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\\n    at Client._connect (/app/node_modules/pg/lib/client.js:140:12)',
    'js-stacktrace',
  ],

  // Python
  [
    'Traceback (most recent call last):\n  File "/app/main.py", line 12, in <module>\n    main()\n  File "/app/main.py", line 8, in main\n    print(user["email"])\n          ~~~~^^^^^^^^^\nKeyError: \'email\'',
    'python-stacktrace',
  ],
  [
    'Internal Server Error: /api/orders/\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner\n    response = get_response(request)\n  File "/app/orders/views.py", line 31, in list_orders\n    total = sum(o.amount for o in qs) / len(qs)\nZeroDivisionError: division by zero',
    'python-stacktrace',
  ],
  [
    'Traceback (most recent call last):\n  File "load.py", line 5, in load\n    return json.loads(raw)\njson.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "load.py", line 9, in <module>\n    load("")\n  File "load.py", line 7, in load\n    raise ValueError("bad config")\nValueError: bad config',
    'python-stacktrace',
  ],
  [
    'Traceback (most recent call last):\n  File "fetch.py", line 3, in <module>\n    r = requests.get("http://localhost:9999")\nrequests.exceptions.ConnectionError: HTTPConnectionPool(host=\'localhost\', port=9999): Max retries exceeded',
    'python-stacktrace',
  ],
  [
    'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\nTypeError: can only concatenate str (not "int") to str',
    'python-stacktrace',
  ],

  // curl
  [
    "curl 'https://api.example.com/v1/orders?status=open' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer abc.def.ghi' \\\n  -H 'content-type: application/json' \\\n  --data-raw '{\"item\":\"book\",\"qty\":2}'",
    'curl',
  ],
  ['curl ^"https://www.example.com/api/search^" ^\n  -H ^"accept: */*^" ^\n  -H ^"user-agent: Mozilla/5.0^" ^\n  --compressed', 'curl'],
  ['curl https://api.github.com/users/octocat', 'curl'],
  ['curl -X DELETE "https://api.example.com/v1/items/42" -H "Authorization: Bearer $TOKEN"', 'curl'],
  ['curl -I https://example.com', 'curl'],
  ['curl -u admin:secret -d "name=test" localhost:8080/api/users', 'curl'],

  // HTTP status
  ['418', 'http-status'],
  ['404', 'http-status'],
  ['503', 'http-status'],
  ['HTTP/1.1 429 Too Many Requests', 'http-status'],
  ['HTTP/2 301\nlocation: https://www.example.com/\ncontent-type: text/html; charset=UTF-8', 'http-status'],
  ['404 Not Found', 'http-status'],

  // HTML entities
  ['&lt;div class=&quot;note&quot;&gt;Hello&lt;/div&gt;', 'html-entities'],
  ['Tom &amp; Jerry', 'html-entities'],
  ['&copy; 2024 Acme Inc. All rights reserved.', 'html-entities'],
  ['caf&#233; &#x2014; open 9&ndash;5', 'html-entities'],
  ['5 &times; 3 &#61; 15', 'html-entities'],

  // URLs
  ['https://www.google.com/search?q=devbench&hl=en', 'url'],
  ['https://github.com/vercel/next.js/issues/12345#issuecomment-1', 'url'],
  ['http://localhost:3000/api/users?id=42', 'url'],
  ['wss://stream.example.com/socket', 'url'],
  ['ftp://files.example.com/pub/file.tar.gz', 'url'],
  ['https://example.com/search?q=hello%20world&page=2', 'url'],

  // More as they come: other line endings, comments, quoting and dialects.
  ['{\r\n  "a": 1,\r\n  "b": [1, 2]\r\n}', 'json'],
  ['# Default values for mychart.\nreplicaCount: 1\nimage:\n  repository: nginx\n  tag: ""\n', 'yaml'],
  ['# This is a TOML document\n\ntitle = "TOML Example"\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]', 'toml'],
  [
    'Caused by: java.io.FileNotFoundException: config.yml (No such file or directory)\n\tat java.base/java.io.FileInputStream.open0(Native Method)\n\tat java.base/java.io.FileInputStream.open(FileInputStream.java:216)',
    'java-stacktrace',
  ],
  [
    '--- FAIL: TestParse (0.00s)\npanic: runtime error: invalid memory address or nil pointer dereference [recovered]\n\tpanic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4f4b2a]\n\ngoroutine 7 [running]:\ntesting.tRunner.func1.2({0x51c7e0, 0x6a1ee0})\n\t/usr/local/go/src/testing/testing.go:1545 +0x238',
    'go-stacktrace',
  ],
  [
    "node:internal/process/promises:289\n            triggerUncaughtException(err, true /* fromPromise */);\n            ^\n\n[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block]\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {\n  code: 'ERR_UNHANDLED_REJECTION'\n}",
    'js-stacktrace',
  ],
  ['    at handleClick (app.js:12:5)\n    at HTMLButtonElement.<anonymous> (app.js:30:9)\n    at dispatch (jquery.js:5145:27)', 'js-stacktrace'],
  ["select id, email\nfrom users\nwhere created_at > now() - interval '7 days'\norder by id;", 'sql'],
  ['graph LR;\n  A-->B;\n  B-->C;', 'mermaid'],
  ['id,comment\r\n1,"multi\r\nline"\r\n2,"ok"\r\n3,"say ""hi"""', 'csv'],
  ['rgb(255 0 0 / 50%)', 'color'],
  ['hsla(120, 60%, 70%, 0.3)', 'color'],
  ['2024-01-15T10:30:00.000+0000', 'iso-date'],
  ['%7B%22query%22%3A%22%7B%20viewer%20%7B%20login%20%7D%20%7D%22%7D', 'url-encoded'],
  ['\ufeff<!DOCTYPE html><html><body></body></html>', 'html'],
  ['VGhlIHF1aWNrIGJyb3duIGZveA', 'base64url'],

  // A second round, written before it was run.
  ['{"errors":[{"message":"Field \'x\' doesn\'t exist on type \'Query\'","locations":[{"line":1,"column":3}]}]}', 'json'],
  ['[\n  {\n    "op": "replace",\n    "path": "/name",\n    "value": "Ada"\n  }\n]', 'json'],
  ['eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJpc3MiOiJodHRwczovL2V4YW1wbGUuY29tIiwic3ViIjoiYWJjIn0.c2lnbmF0dXJl', 'jwt'],
  ['Zm9vOmJhcg==', 'base64'],
  ['PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=', 'base64'],
  ['JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0K', 'base64'],
  ['/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMDBAUIBQUEBAUKBwcGCAwKDAwLCgsLDQ4SEA0OEQ4LCxAWEBETFBUVFQwPFxgWFBgSFBUU', 'base64'],
  ['path=%2Fhome%2Fuser%2Fmy%20file.txt', 'url-encoded'],
  ['1699999999', 'timestamp-s'],
  ['1700000000999', 'timestamp-ms'],
  ['2024-02-29T12:00:00-05:00', 'iso-date'],
  ['2022-12-25T00:00:00.000000Z', 'iso-date'],
  ['550e8400-e29b-41d4-a716-446655440000', 'uuid'],
  ['C56A4180-65AA-42EC-A945-5FD21DEC0538', 'uuid'],
  ['apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  LOG_LEVEL: debug\n  FEATURE_X: "true"', 'yaml'],
  ['en:\n  greeting: Hello\n  farewell: Goodbye\nfr:\n  greeting: Bonjour\n  farewell: Au revoir', 'yaml'],
  ['[tool.poetry]\nname = "app"\nversion = "0.1.0"\n\n[tool.poetry.dependencies]\npython = "^3.11"', 'toml'],
  ['year,make,model\n1997,Ford,E350\n2000,Mercury,Cougar\n1996,Jeep,Grand Cherokee', 'csv'],
  ['first_name\tlast_name\temail\nAda\tLovelace\tada@example.com\nAlan\tTuring\talan@example.com', 'tsv'],
  ['<?xml version="1.0"?>\n<configuration>\n  <appSettings>\n    <add key="env" value="prod" />\n  </appSettings>\n</configuration>', 'xml'],
  ['<p>Hello <strong>world</strong></p>', 'html'],
  ['<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M8 0L16 16H0z"/></svg>', 'svg'],
  ["SELECT COUNT(*) FROM orders WHERE status = 'paid';", 'sql'],
  ['CREATE INDEX CONCURRENTLY idx_orders_user ON orders(user_id);', 'sql'],
  ['digraph {\n  A -> B\n}', 'dot'],
  ['stateDiagram-v2\n    [*] --> Still\n    Still --> Moving\n    Moving --> [*]', 'mermaid'],
  ['/\\bfoo\\b/gi', 'regex'],
  ['#3b82f6', 'color'],
  ['hsl(0deg 0% 100%)', 'color'],
  [
    'Traceback (most recent call last):\n  File "manage.py", line 22, in <module>\n    main()\nModuleNotFoundError: No module named \'django\'',
    'python-stacktrace',
  ],
  [
    'Exception in thread "main" java.lang.StackOverflowError\n\tat Main.recurse(Main.java:5)\n\tat Main.recurse(Main.java:5)\n\tat Main.recurse(Main.java:5)',
    'java-stacktrace',
  ],
  ['RangeError: Maximum call stack size exceeded\n    at recurse (/app/index.js:2:3)\n    at recurse (/app/index.js:2:3)', 'js-stacktrace'],
  ['goroutine 1 [running]:\nmain.main()\n\t/app/main.go:5 +0x18\nexit status 2', 'go-stacktrace'],
  ['curl -H "Content-Type: application/json" -X POST -d \'{"a":1}\' http://localhost:8080/items', 'curl'],
  ["curl --request GET \\\n  --url https://api.example.com/v2/me \\\n  --header 'accept: application/json'", 'curl'],
  ['HTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 17', 'http-status'],
  ['&quot;Hello&quot; &mdash; she said', 'html-entities'],
  ['https://user:pass@db.example.com:8443/path/to/resource?x=1', 'url'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'url'],
  ['dGhpcyBpcyBhIGxvbmdlciBzZWNyZXQgbWVzc2FnZQ', 'base64url'],

  // Search queries and near misses: words are not data.
  ['json formatter', null],
  ['git rebase', null],
  ['docker', null],
  ['two sum', null],
  ['base46', null],
  ['http 418', null],
  ['test', null],
  ['hello', null],
  ['abcd', null],
  ['Basement', null],
  ['12345', null],
  ['3.14', null],
  ['99999999999999999999', null],
  ['{a: 1}', null],
  ['{"a": }', null],
  ['a=1', null],
  ['name,age', null],
  ['uuid generator', null],
  ['unix timestamp converter', null],
  ['what is a jwt', null],
  ['regex for email', null],
  ['convert csv to json', null],
  ['react useEffect', null],
  ['SELECT', null],
  ['select * from', null],
  ['delete from array javascript', null],
  ['color picker', null],
  ['#hashtag', null],
  ['C#', null],
  ['c++', null],
  ['node.js', null],
  ['1.0.0', null],
  ['v18.17.0', null],
  ['localhost:3000', null],
  ['user@example.com', null],
  ['192.168.1.1', null],
  ['2024', null],
  ['2024-13-45', null],
  ['TODO: fix the login bug', null],
  ['Error: something went wrong', null],
  ['pie chart', null],
  ['graph TD', null],
  ['flowchart', null],
  ['lorem ipsum dolor sit amet', null],
  ['Hello, world!', null],
  ['password generator', null],
  ['yaml to json', null],
  ['ISO 8601', null],
  ['AT&T', null],
  ['100%', null],
  ['/usr/local/bin', null],
  ['/api/users', null],
  ['C:\\Users\\dev\\Documents', null],
  ['curl post json', null],
  ['HelloWorld', null],
  ['getUserById', null],
  ['MAX_RETRY_COUNT', null],
  ['npm run build', null],
  ['Hi Bob, how are you?\nFine, thanks. See you at the meeting.', null],
  ['true', null],
  ['null', null],
  // Identifiers and values that none of the tools reads.
  ['arn:aws:s3:::my-bucket/path/to/object', null],
  ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', null],
  ['00:1B:44:11:3A:B7', null],
  ['^1.2.3 || ~2.0.0', null],
  ['da39a3ee5e6b4b0d3255bfef95601890afd80709', null],
  ['507f1f77bcf86cd799439011', null],
  ['01ARZ3NDEKTSV4RRFFQ69G5FAV', null],
  ['+1-202-555-0173', null],
  ['a1b2c3d', null],
  ['4111 1111 1111 1111', null],
  ['Content-Type: application/json', null],
  // Code and text of kinds the palette does not detect.
  ["const config = {\n  port: 3000,\n  host: 'localhost',\n};", null],
  ['- milk\n- eggs\n- bread', null],
  ['DATABASE_URL=postgres://user:pass@localhost:5432/app\nREDIS_URL=redis://localhost:6379\nDEBUG=true', null],
  ['# Devbench\n\nA set of **developer tools** that run in the browser.\n\n## Install\n\n```bash\nnpm install\n```', null],
  ['FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCMD ["node", "server.js"]', null],
  ['server {\n    listen 80;\n    location / {\n        proxy_pass http://localhost:3000;\n    }\n}', null],
  ['2024-05-01 10:00:00 INFO  Server started on port 8080\n2024-05-01 10:00:05 WARN  Slow query: 1520ms', null],
  ['[database]\nhost=localhost\nport=5432\nuser=admin', null],
  ['.card {\n  display: flex;\n  padding: 16px;\n}', null],
  ['def load(path):\n    with open(path) as f:\n        return json.load(f)', null],
  ["thread 'main' panicked at src/main.rs:4:5:\nindex out of bounds: the len is 3 but the index is 10", null],
  ['Hi team,\n\nThe deploy is done. Please check the dashboard and report any issues, thanks.\n\nBest, Ada', null],
  ['Note: the server restarts at midnight.\nReason: kernel update.', null],
  // Second round of queries.
  ['kubectl logs -f deploy/web', null],
  ['how to parse json in go', null],
  ['Go', null],
  ['timestamp', null],
  ['#', null],
  ['ok', null],
  ['dark mode', null],
  ['404 page not found', null],
];

function judge(text: string, expected: DetectedKind | null): { ok: boolean; got: Detection | undefined } {
  const got = detect(text)[0];
  const ok = expected === null ? !got || got.score < 0.5 : got?.kind === expected && got.score >= 0.5;
  return { ok, got };
}

describe('detect: pasted samples', () => {
  it('has enough samples: at least 170 data samples, 4 per kind, and 40 near misses', () => {
    const data = SAMPLES.filter(([, kind]) => kind !== null);
    expect(data.length).toBeGreaterThanOrEqual(170);
    expect(SAMPLES.length - data.length).toBeGreaterThanOrEqual(40);
    const perKind = new Map<DetectedKind, number>();
    for (const [, kind] of data) perKind.set(kind!, (perKind.get(kind!) ?? 0) + 1);
    for (const kind of Object.keys(KINDS) as DetectedKind[]) expect(perKind.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(4);
  });

  it('gets at least 95% of them right and lists the misses', () => {
    const misses = SAMPLES.map(([text, expected]) => ({ text, expected, ...judge(text, expected) })).filter((r) => !r.ok);
    const accuracy = 1 - misses.length / SAMPLES.length;
    console.log(
      `detect accuracy: ${(accuracy * 100).toFixed(1)}% (${SAMPLES.length - misses.length}/${SAMPLES.length})` +
        misses
          .map(
            (m) =>
              `\n  miss: ${JSON.stringify(m.text.slice(0, 80))} expected ${m.expected} got ${m.got ? `${m.got.kind} ${m.got.score}` : 'nothing'}`,
          )
          .join(''),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});

// Every kind, so the count per kind above covers them all (the Record makes TypeScript list each one).
const KINDS: Record<DetectedKind, true> = {
  json: true,
  'json-escaped': true,
  jwt: true,
  base64: true,
  base64url: true,
  'url-encoded': true,
  'timestamp-s': true,
  'timestamp-ms': true,
  'timestamp-us': true,
  'timestamp-ns': true,
  'iso-date': true,
  uuid: true,
  yaml: true,
  toml: true,
  csv: true,
  tsv: true,
  xml: true,
  html: true,
  svg: true,
  sql: true,
  dot: true,
  mermaid: true,
  regex: true,
  color: true,
  'go-stacktrace': true,
  'java-stacktrace': true,
  'js-stacktrace': true,
  'python-stacktrace': true,
  curl: true,
  'http-status': true,
  'html-entities': true,
  url: true,
};

describe('detect: previews', () => {
  const first = (text: string) => detect(text)[0];

  it.each([
    [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      'JWT',
      'alg HS256 · sub 1234567890 · name John Doe · iat 2018-01-18 01:30 UTC',
    ],
    [token({ alg: 'HS256', typ: 'JWT' }, { sub: '1234567890', exp: 1767225600 }), 'JWT', 'alg HS256 · sub 1234567890 · exp 2026-01-01 00:00 UTC'],
    [token({ alg: 'none' }, { sub: 'test' }, 'none'), 'JWT', 'alg none · sub test'],
    [token({ alg: 'ES256', typ: 'at+jwt' }, { scope: 'read' }, 64), 'JWT', 'alg ES256 · typ at+jwt'],
    ['1700000000', 'Unix timestamp (s)', '2023-11-14T22:13:20.000Z'],
    ['1700000000123', 'Unix timestamp (ms)', '2023-11-14T22:13:20.123Z'],
    ['1700000000123456', 'Unix timestamp (µs)', '2023-11-14T22:13:20.123456Z'],
    ['1700000000123456789', 'Unix timestamp (ns)', '2023-11-14T22:13:20.123456789Z'],
    ['1718900000.5', 'Unix timestamp (s)', '2024-06-20T16:13:20.500Z'],
    ['2023-11-14T22:13:20Z', 'ISO 8601 date-time', 'Unix time 1700000000'],
    ['2023-11-14T23:13:20.250+01:00', 'ISO 8601 date-time', 'Unix time 1700000000.25'],
    ['2024-01-15 10:30', 'ISO 8601 date-time', 'Unix time 1705314600 (read as UTC)'],
    ['2024-01-15', 'ISO 8601 date', 'Unix time 1705276800 (midnight UTC)'],
    ['SGVsbG8sIFdvcmxkIQ==', 'Base64', 'Hello, World!'],
    ['eyJzdWIiOiIxMjM0NTY3ODkwIn0', 'Base64URL', '{"sub":"1234567890"}'],
    ['q83vEjRWeJq8zxEiM0RVZneImaq7zN3u/wARIjNEVWY=', 'Base64', '32 bytes of binary data'],
    [PNG_1X1, 'Base64', 'PNG image, 70 bytes'],
    [`data:image/png;base64,${PNG_1X1}`, 'Data URI (Base64)', 'image/png · PNG image, 70 bytes'],
    ['H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==', 'Base64', 'gzip data, 25 bytes'],
    ['name=John+Doe&email=john%40example.com', 'URL-encoded form', 'name=John Doe&email=john@example.com'],
    ['Hello%20World%21', 'URL-encoded text', 'Hello World!'],
    ['{"id":1,"name":"Ada","tags":["a","b"]}', 'JSON', 'object with 3 keys · minified'],
    ['[\n  1,\n  2\n]', 'JSON', 'array of 2 items · formatted'],
    ['{"a": 1, "b": 2}', 'JSON', 'object with 2 keys · one line'],
    ['{"a":1}\n{"a":2}\n{"a":3}', 'JSON Lines', '3 records, one JSON value per line'],
    ['"{\\"id\\":1}"', 'Escaped JSON', '{"id":1}'],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d479', 'UUID v4', 'version 4 (random) · variant RFC 9562'],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'UUID v1', 'version 1 (time-based) · 1998-02-04T22:13:53.151Z · variant RFC 9562'],
    ['018c7f5f-4800-7000-8000-000000000000', 'UUID v7', 'version 7 (Unix time) · 2023-12-19T00:00:00.000Z · variant RFC 9562'],
    ['886313e1-3b8a-5372-9b90-0c9aee199e5d', 'UUID v5', 'version 5 (SHA-1 name-based) · variant RFC 9562'],
    ['00000000-0000-0000-0000-000000000000', 'UUID', 'nil UUID (all zeros)'],
    ['#ff8800', 'Color', '#ff8800 → rgb(255 136 0) · hsl(32 100% 50%)'],
    ['rgb(255, 136, 0)', 'Color', '#ff8800 → rgb(255 136 0) · hsl(32 100% 50%)'],
    ['#0000ff80', 'Color', '#0000ff80 → rgb(0 0 255 / 0.5) · hsl(240 100% 50% / 0.5)'],
    ['hsl(120, 100%, 25%)', 'Color', '#008000 → rgb(0 128 0) · hsl(120 100% 25%)'],
    ['418', 'HTTP status code', "418 I'm a teapot"],
    ['404', 'HTTP status code', '404 Not Found'],
    ['HTTP/1.1 503 Service Unavailable', 'HTTP status line', '503 Service Unavailable'],
    ['&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;', 'HTML entities', '<p>Tom & Jerry</p>'],
    ['caf&#233; &#x2014; cr&eacute;me', 'HTML entities', 'café — créme'],
    [
      "curl 'https://api.example.com/v1/users' -H 'content-type: application/json' --data-raw '{\"a\":1}'",
      'curl command',
      'POST https://api.example.com/v1/users',
    ],
    ['curl -X PUT https://api.example.com/v1/users/7 -d @user.json', 'curl command', 'PUT https://api.example.com/v1/users/7'],
    ['curl https://example.com/', 'curl command', 'GET https://example.com/'],
    ['https://example.com/search?q=hello%20world&page=2#top', 'URL', 'example.com/search · q=hello world & page=2 · #top'],
    ['<?xml version="1.0"?>\n<catalog><book id="1"><title>X</title></book></catalog>', 'XML', 'root <catalog> · 3 elements'],
    ['<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>', 'HTML', 'HTML document · 4 elements'],
    ['<div><p>Hi</p></div>', 'HTML', 'fragment, root <div> · 2 elements'],
    ['<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>', 'SVG', '<svg> · viewBox 0 0 24 24 · 2 elements'],
    ['SELECT id FROM users;', 'SQL', 'SELECT statement'],
    ['CREATE TABLE t (id int);\nINSERT INTO t VALUES (1);', 'SQL', 'CREATE TABLE statement · 2 statements'],
    ['id,name,age\n1,Ada,36\n2,Alan,41', 'CSV', '3 columns × 2 rows, with header'],
    ['a\tb\n1\t2\n3\t4\n5\t6', 'TSV', '2 columns × 3 rows, with header'],
    ['1,2\n3,4\n5,6', 'CSV', '2 columns × 3 rows'],
    ['name: app\nversion: 1\nports:\n  - 80\n  - 443', 'YAML', '3 top-level keys'],
    ['apiVersion: v1\nkind: Service\nmetadata:\n  name: web', 'YAML', 'Kubernetes Service · 3 top-level keys'],
    ['a: 1\n---\nb: 2', 'YAML', '2 top-level keys · 2 documents'],
    ['title = "x"\n\n[owner]\nname = "Tom"\n\n[database]\nport = 5432', 'TOML', '3 top-level keys · 2 tables'],
    ['digraph G {\n  a -> b -> c;\n  a -> c;\n}', 'Graphviz DOT', 'digraph with 3 edges'],
    ['graph { a -- b }', 'Graphviz DOT', 'graph with 1 edge'],
    ['flowchart LR\n  A --> B', 'Mermaid diagram', 'flowchart (LR)'],
    ['sequenceDiagram\n  A->>B: hi', 'Mermaid diagram', 'sequence diagram'],
    ['---\ntitle: Plan\n---\ngantt\n  section A\n  Task :a1, 2024-01-01, 3d', 'Mermaid diagram', 'gantt'],
    ['/(\\d+)-(?<word>\\w+)/gi', 'Regular expression', 'flags gi · 2 capture groups (1 named)'],
    ['^[a-z]+$', 'Regular expression', 'no flags · 0 capture groups'],
  ])('%j is %s: %s', (text, label, preview) => {
    const hit = first(text);
    expect(hit.label).toBe(label);
    expect(hit.preview).toBe(preview);
  });

  it.each([
    ['Exception in thread', 'java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null · 3 frames'],
    ['Caused by: java.io', 'java.io.FileNotFoundException: config.yml (No such file or directory) · 2 frames'],
    ['Internal Server Error', 'ZeroDivisionError: division by zero · 2 frames'],
    ['Traceback (most recent call last):\n  File "load.py"', 'ValueError: bad config · 3 frames'],
    ['panic: runtime error: index', 'panic: runtime error: index out of range [5] with length 3 · 2 frames'],
    ['Uncaught ReferenceError', 'ReferenceError: process is not defined · 2 frames'],
    ['Error: connect ECONNREFUSED', 'Error: connect ECONNREFUSED 127.0.0.1:5432 · 2 frames'],
  ])('summarises the trace starting %j by its exception and frame count', (start, preview) => {
    const [text] = SAMPLES.find(([t]) => t.startsWith(start))!;
    expect(first(text).preview).toBe(preview);
  });

  it('keeps previews to one line of at most 120 characters', () => {
    const long = `{"text":"${'x'.repeat(500)}"}`;
    const hit = first(`"${long.replace(/"/g, '\\"')}"`);
    expect(hit.kind).toBe('json-escaped');
    expect(hit.preview).toHaveLength(120);
    expect(hit.preview.endsWith('…')).toBe(true);
    expect(first(Buffer.from('line one\nline two').toString('base64')).preview).toBe('line one line two');
  });
});

describe('detect: order and limits', () => {
  it('puts the most specific kind first and returns at most three', () => {
    expect(detect('https://example.com/a?q=caf%C3%A9').map((d) => d.kind)).toEqual(['url', 'url-encoded']);
    expect(detect('{"a":1}')[0].kind).toBe('json');
    for (const [text] of SAMPLES) expect(detect(text).length).toBeLessThanOrEqual(3);
  });

  it('reads only the first 100 KB of a longer text', () => {
    const rows = Array.from({ length: 20000 }, (_, i) => `{"id":${i},"name":"user ${i}"}`);
    const big = `[${rows.join(',')}]`;
    expect(big.length).toBeGreaterThan(DETECT_LIMIT);
    expect(detect(big)[0]).toMatchObject({ kind: 'json', score: 0.6, preview: 'starts like JSON; only the first 100 KB was read' });
    const lines = rows.join('\n');
    expect(detect(lines)[0]).toMatchObject({ kind: 'json', label: 'JSON Lines' });
    const csv = ['id,name', ...Array.from({ length: 20000 }, (_, i) => `${i},user ${i}`)].join('\n');
    expect(detect(csv)[0]).toMatchObject({ kind: 'csv' });
    expect(detect(csv)[0].preview).toMatch(/^2 columns × \d+ rows, with header in the first 100 KB$/);
  });

  it('returns nothing for empty or blank text', () => {
    expect(detect('')).toEqual([]);
    expect(detect('  \n\t ')).toEqual([]);
  });
});

describe('detect: never throws', () => {
  const kinds = new Set(Object.keys(KINDS));

  function checkShape(result: Detection[]) {
    expect(Array.isArray(result)).toBe(true);
    expect(result.length).toBeLessThanOrEqual(3);
    for (const [i, d] of result.entries()) {
      expect(kinds.has(d.kind)).toBe(true);
      expect(typeof d.label).toBe('string');
      expect(d.label.length).toBeGreaterThan(0);
      expect(typeof d.preview).toBe('string');
      expect(d.preview.length).toBeLessThanOrEqual(120);
      expect(d.preview).not.toMatch(/[\n\r]/);
      expect(d.score).toBeGreaterThanOrEqual(0);
      expect(d.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(d.score).toBeLessThanOrEqual(result[i - 1].score);
    }
  }

  const syntax = fc.constantFrom(
    ...'{}[]"\'\\:,;=&%#@/.<>-_+*?^$|()\n\t \u0000\ud800\udc00'.split(''),
    'eyJ',
    '-->',
    '->',
    '\tat ',
    'File "',
    '.go:',
    '0x',
    '&amp;',
    '%2',
  );
  const text = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
    fc.array(fc.oneof(syntax, fc.string({ unit: 'binary', maxLength: 5 })), { maxLength: 40 }).map((parts) => parts.join('')),
    fc.tuple(fc.constantFrom(...SAMPLES.map(([t]) => t)), fc.nat(), fc.string({ unit: 'binary', maxLength: 8 })).map(([t, at, s]) => {
      const i = at % (t.length + 1);
      return t.slice(0, i) + s + t.slice(i);
    }),
  );

  it('answers any string with valid detections', () => {
    fc.assert(
      fc.property(text, (t) => {
        checkShape(detect(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers 1 MB of random text, lone surrogates and NULs', () => {
    const random = Array.from({ length: 1 << 20 }, (_, i) => String.fromCharCode((i * 7919 + (i >> 3) * 104729) % 0xffff)).join('');
    checkShape(detect(random));
    checkShape(detect('\ud800'.repeat(1000)));
    checkShape(detect('\u0000'.repeat(200000)));
    checkShape(detect('a'.repeat(1 << 20)));
    checkShape(detect(`${'{"a":'.repeat(50000)}1`));
  }, 30000);

  it('treats a non-string like empty text', () => {
    expect(detect(undefined as unknown as string)).toEqual([]);
  });
});
