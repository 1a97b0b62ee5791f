// The sample of the JSON to CSV page and the output the core gives it with the page's default options. The page
// shows this before the core has loaded; tests/tools/json-to-csv.test.ts checks that the core still produces exactly
// this (regenerate it after changing the core or papaparse).

export const jsonToCsvSample = {
  input: `[
  {
    "id": 1001,
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "address": { "city": "London", "country": "GB" },
    "tags": ["admin", "early-adopter"],
    "active": true
  },
  {
    "id": 1002,
    "name": "Grace Hopper",
    "email": "grace@example.com",
    "address": { "city": "New York", "country": "US" },
    "tags": ["compiler"],
    "active": false,
    "note": "Said \\"It's easier to ask forgiveness\\", then shipped"
  },
  {
    "id": 1003,
    "name": "Alan Turing",
    "email": null,
    "address": { "city": "Wilmslow", "country": "GB" },
    "tags": ["cryptography"],
    "active": true
  }
]`,
  output:
    'id,name,email,address.city,address.country,tags.0,tags.1,active,note\r\n1001,Ada Lovelace,ada@example.com,London,GB,admin,early-adopter,true,\r\n1002,Grace Hopper,grace@example.com,New York,US,compiler,,false,"Said ""It\'s easier to ask forgiveness"", then shipped"\r\n1003,Alan Turing,,Wilmslow,GB,cryptography,,true,',
};
