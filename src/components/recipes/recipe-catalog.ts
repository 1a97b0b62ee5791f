import type { AnyOperation } from '@/ops/operation';
import { optionsJsonSchema, type JsonSchemaProperty } from '@/ops/schema';
import type { FieldSpec, OpSpec } from './recipe-state';

/*
 * The operations as the recipes page lists them, made at build time (the page's server component calls this):
 * each option's form field comes from the operation's zod schema through its JSON Schema, so the page ships a
 * small list of fields, and neither zod nor the operations (which run in the recipes worker).
 */

type Choice = string | number | boolean | null;
const isChoice = (v: unknown): v is Choice => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The values a property may take when it is a choice (an enum, or a union of literals), else null. */
function choicesOf(p: JsonSchemaProperty): Choice[] | null {
  if (p.enum && p.enum.every(isChoice)) return p.enum as Choice[];
  if (p.anyOf && p.anyOf.every((a) => 'const' in a && isChoice(a.const))) return p.anyOf.map((a) => a.const as Choice);
  return null;
}

/** One option's form field: booleans are checkboxes, choices selects, numbers number inputs, text text inputs. */
export function fieldOf(name: string, p: JsonSchemaProperty): FieldSpec {
  const label = p.description ?? name;
  const choices = choicesOf(p);
  if (choices) return { name, label, kind: 'enum', default: isChoice(p.default) ? p.default : choices[0], choices };
  const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
  if (type === 'boolean') return { name, label, kind: 'boolean', default: p.default === true };
  if (type === 'number' || type === 'integer') {
    return {
      name,
      label,
      kind: 'number',
      default: typeof p.default === 'number' ? p.default : null,
      integer: type === 'integer',
      ...(p.minimum !== undefined || p.exclusiveMinimum !== undefined ? { min: p.minimum ?? p.exclusiveMinimum } : {}),
      ...(p.maximum !== undefined || p.exclusiveMaximum !== undefined ? { max: p.maximum ?? p.exclusiveMaximum } : {}),
    };
  }
  if (type === 'string') {
    const value = typeof p.default === 'string' ? p.default : '';
    return { name, label, kind: 'string', default: value, multiline: value.includes('\n') || /\b(text|document)\b/i.test(label) };
  }
  return { name, label, kind: 'json', default: p.default ?? null };
}

/** An operation as the recipes page lists it. */
export function describeOperation(op: AnyOperation): OpSpec {
  const { properties } = optionsJsonSchema(op);
  return {
    id: op.id,
    title: op.title,
    description: op.description,
    input: op.input,
    output: op.output,
    fields: Object.entries(properties).map(([name, p]) => fieldOf(name, p)),
  };
}

/** Every operation, in the list's order. */
export const operationCatalog = (ops: readonly AnyOperation[]): OpSpec[] => ops.map(describeOperation);
