/**
 * The JSON to SQL sample and the SQL it converts to, so the page paints the output without loading the
 * converter. tests/tools/json-to-sql.test.ts checks that SAMPLE_SQL is exactly what jsonToSql makes of it.
 */
export const SAMPLE_OPTIONS = { tableName: 'users', dialect: 'postgresql' } as const satisfies { tableName: string; dialect: string };

export const SAMPLE_JSON = `[
  {
    "id": 1,
    "email": "ada@example.com",
    "name": "Ada Lovelace",
    "karma": 1250.5,
    "verified": true,
    "roles": ["admin", "editor"],
    "created_at": "2024-01-15T09:30:00Z"
  },
  {
    "id": 2,
    "email": "grace@example.com",
    "name": "Grace O'Hopper",
    "karma": 980,
    "verified": false,
    "roles": [],
    "created_at": "2024-02-01T14:05:00Z",
    "referrer": { "id": 1, "campaign": "spring" }
  },
  {
    "id": 3,
    "email": "alan@example.com",
    "name": null,
    "karma": 12.75,
    "verified": true,
    "created_at": "2024-03-09T08:00:00Z"
  }
]`;

export const SAMPLE_SQL = `-- Nested objects and arrays in "roles", "referrer" are stored as JSON text (JSONB).
CREATE TABLE "users" (
  "id" INTEGER,
  "email" TEXT,
  "name" TEXT,
  "karma" NUMERIC(6, 2),
  "verified" BOOLEAN,
  "roles" JSONB,
  "created_at" TEXT,
  "referrer" JSONB
);

INSERT INTO "users" ("id", "email", "name", "karma", "verified", "roles", "created_at", "referrer") VALUES
  (1, 'ada@example.com', 'Ada Lovelace', 1250.5, TRUE, '["admin","editor"]', '2024-01-15T09:30:00Z', NULL),
  (2, 'grace@example.com', 'Grace O''Hopper', 980, FALSE, '[]', '2024-02-01T14:05:00Z', '{"id":1,"campaign":"spring"}'),
  (3, 'alan@example.com', NULL, 12.75, TRUE, NULL, '2024-03-09T08:00:00Z', NULL);
`;
