/** The two documents JSON Diff opens with. */
export const sampleLeft = `{
  "id": 1042,
  "name": "Ada Lovelace",
  "email": "ada@example.com",
  "roles": ["admin", "editor"],
  "address": { "city": "London", "zip": "N1 9GU" },
  "active": true,
  "lastLogin": "2024-05-01T09:12:00Z"
}`;

export const sampleRight = `{
  "id": 1042,
  "name": "Ada King",
  "email": "ada@example.com",
  "roles": ["admin"],
  "address": { "city": "London", "zip": "N1 9GU", "country": "GB" },
  "active": "yes",
  "lastLogin": "2024-05-14T17:40:00Z"
}`;
