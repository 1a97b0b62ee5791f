import { z } from 'zod';
import type { AnyOperation } from './operation';

/** One option in the JSON Schema of an operation's options (the parts the CLI, MCP and the recipes page read). */
export interface JsonSchemaProperty {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaProperty[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface OptionsJsonSchema {
  type: 'object';
  properties: Record<string, JsonSchemaProperty>;
  additionalProperties?: boolean;
}

/**
 * The JSON Schema of an operation's options: what `devbench list --json` prints, MCP's tools/list advertises and the
 * recipes page builds its forms from. A schema JSON Schema cannot express (a transform) gives each option an empty
 * schema, so it is still listed.
 */
export function optionsJsonSchema(op: AnyOperation): OptionsJsonSchema {
  try {
    const schema = z.toJSONSchema(op.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    return { ...schema, type: 'object', properties: (schema.properties ?? {}) as Record<string, JsonSchemaProperty> };
  } catch {
    return { type: 'object', properties: Object.fromEntries(Object.keys(op.options.shape).map((name) => [name, {}])) };
  }
}
