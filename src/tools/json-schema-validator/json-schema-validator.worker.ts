import { exposeHandler } from '@/lib/worker-expose';
import { validateJsonSchema } from './json-schema-validator.core';
import type { SchemaValidatorRequest, ValidationReport } from './json-schema-validator.protocol';

// Ajv (draft-07, and the wording of the errors) compiles each schema into a function (new Function), which the page's
// script policy forbids and a worker, under its own policy, may do; Hyperjump (2019-09 and 2020-12) loads here too, so
// neither engine is in the page's own scripts: validation always runs here.
exposeHandler<SchemaValidatorRequest, ValidationReport>((req) =>
  validateJsonSchema(req.input, req.schema, { draft: req.draft, formats: req.formats }),
);
