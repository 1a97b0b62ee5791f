// The sample of the JSON Formatter page and the output the core gives it with the page's default options.
// The page shows this output before the core has loaded; e2e/tools/formatters.spec.ts checks that the
// core still produces exactly this (regenerate it after changing the core).

export const jsonSample = {
  input: `{"id":1042,"user":{"name":"Ada Lovelace","email":"ada@example.com","roles":["admin","editor"]},"active":true,"lastLogin":"2024-05-12T09:31:00Z","quota":{"usedBytes":734003200,"limitBytes":1073741824},"tags":[],"manager":null}`,
  output: `{
  "id": 1042,
  "user": {
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "roles": [
      "admin",
      "editor"
    ]
  },
  "active": true,
  "lastLogin": "2024-05-12T09:31:00Z",
  "quota": {
    "usedBytes": 734003200,
    "limitBytes": 1073741824
  },
  "tags": [],
  "manager": null
}`,
};
