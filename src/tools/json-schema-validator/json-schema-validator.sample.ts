import type { ValidationReport } from './json-schema-validator.protocol';

/** The sample schema: a user record (draft 2020-12). */
export const sampleSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "User",
  "type": "object",
  "required": ["id", "name", "email"],
  "properties": {
    "id": { "type": "integer", "minimum": 1 },
    "name": { "type": "string", "minLength": 1 },
    "email": { "type": "string", "format": "email" },
    "role": { "enum": ["admin", "editor", "viewer"] },
    "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true }
  },
  "additionalProperties": false
}`;

/** The sample instance: a user record that breaks the schema in five places. */
export const sampleInstance = `{
  "id": 0,
  "name": "Ada Lovelace",
  "email": "ada.example.com",
  "role": "owner",
  "tags": ["math", "math"],
  "born": 1815
}`;

/** What the validator answers for the sample (tests/tools/json-schema-validator.test.ts checks it), shown before the engine loads. */
export const sampleReport: ValidationReport = {
  valid: false,
  draft: '2020-12',
  draftFrom: 'schema',
  errors: [
    {
      pointer: '/id',
      schemaPath: '#/properties/id/minimum',
      keyword: 'minimum',
      message: 'must be >= 1',
      line: 2,
      column: 9,
    },
    {
      pointer: '/email',
      schemaPath: '#/properties/email/format',
      keyword: 'format',
      message: 'must match format "email"',
      line: 4,
      column: 12,
    },
    {
      pointer: '/role',
      schemaPath: '#/properties/role/enum',
      keyword: 'enum',
      message: 'must be one of "admin", "editor", "viewer"',
      line: 5,
      column: 11,
    },
    {
      pointer: '/tags',
      schemaPath: '#/properties/tags/uniqueItems',
      keyword: 'uniqueItems',
      message: 'must NOT have duplicate items (items 0 and 1 are equal)',
      line: 6,
      column: 11,
    },
    {
      pointer: '',
      schemaPath: '#/additionalProperties',
      keyword: 'additionalProperties',
      message: 'must NOT have the additional property "born"',
      line: 7,
      column: 3,
    },
  ],
  errorCount: 5,
};
