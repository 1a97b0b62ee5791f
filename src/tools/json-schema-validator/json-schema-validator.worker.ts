import { exposeHandler } from '@/lib/worker-expose';
import { validateJsonSchema } from './json-schema-validator.core';
import type { SchemaValidatorRequest, ValidationReport } from './json-schema-validator.protocol';

// Ajv compiles each schema into a function (new Function), which the page's script policy forbids and a worker,
// under its own policy, may do: validation always runs here.
exposeHandler<SchemaValidatorRequest, ValidationReport>((req) =>
  validateJsonSchema(req.input, req.schema, { draft: req.draft, formats: req.formats }),
);
