import { stringifyDeep } from '@/lib/stringify-deep';
import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

/** Options for `inferJsonSchema`. */
export interface SchemaOptions {
  /** Written as the root "title" when not blank. */
  title?: string;
  /** 'all-samples' (default): an object's required keys are those present in every sample; 'none': no "required". */
  requiredMode?: 'all-samples' | 'none';
}

export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** The tool's sample input (an order), kept here so tests can check the schema it gives. */
export const JSON_TO_SCHEMA_SAMPLE = `{
  "id": "3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13",
  "placedAt": "2024-05-14T08:21:37Z",
  "customer": {
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "website": "https://ada.example.com"
  },
  "items": [
    { "sku": "KB-101", "quantity": 1, "price": 49.9 },
    { "sku": "MS-220", "quantity": 2, "price": 19.5, "giftWrap": true }
  ],
  "coupon": null,
  "paid": true
}`;

const NULL = 1;
const BOOLEAN = 2;
const INTEGER = 4;
const NUMBER = 8;
const STRING = 16;
const OBJECT = 32;
const ARRAY = 64;

/** Everything seen at one position of the document, merged across samples (array items, repeated objects). */
interface Shape {
  types: number;
  /** Objects seen here, to tell which keys every one of them had. */
  objects: number;
  props: Map<string, { shape: Shape; count: number }> | null;
  items: Shape | null;
  /** The one format every string here matched; undefined before any string, null once they disagree. */
  format: string | null | undefined;
}

const newShape = (): Shape => ({ types: 0, objects: 0, props: null, items: null, format: undefined });

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[A-Za-z]{2,}$/;
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function validDate(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** The format keyword for strings that unmistakably are one: RFC 3339 date-time or date, email, URI, UUID. */
export function detectFormat(s: string): string | null {
  if (s.length > 2048) return null;
  let m = DATE_TIME.exec(s);
  if (m) {
    const timeOk =
      Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60 && (m[7] === undefined || (Number(m[7]) <= 23 && Number(m[8]) <= 59));
    return validDate(m[1], m[2], m[3]) && timeOk ? 'date-time' : null;
  }
  m = DATE.exec(s);
  if (m) return validDate(m[1], m[2], m[3]) ? 'date' : null;
  if (UUID.test(s)) return 'uuid';
  if (EMAIL.test(s)) return 'email';
  if (URI.test(s)) return 'uri';
  return null;
}

/** Merges every value of the document into shapes, iteratively so nesting depth does not matter. */
function collect(root: unknown): Shape {
  const top = newShape();
  const stack: { value: unknown; shape: Shape }[] = [{ value: root, shape: top }];
  while (stack.length > 0) {
    const { value, shape } = stack.pop() as { value: unknown; shape: Shape };
    if (value === null) shape.types |= NULL;
    else if (typeof value === 'boolean') shape.types |= BOOLEAN;
    else if (typeof value === 'number') shape.types |= Number.isInteger(value) ? INTEGER : NUMBER;
    else if (typeof value === 'string') {
      shape.types |= STRING;
      const f = detectFormat(value);
      shape.format = shape.format === undefined || shape.format === f ? f : null;
    } else if (Array.isArray(value)) {
      shape.types |= ARRAY;
      const items = (shape.items ??= newShape());
      // Pushed in reverse so the first item is merged first and property order follows first appearance.
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], shape: items });
    } else if (typeof value === 'object') {
      shape.types |= OBJECT;
      shape.objects++;
      const props = (shape.props ??= new Map());
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj);
      const children: { value: unknown; shape: Shape }[] = [];
      for (const key of keys) {
        let entry = props.get(key);
        if (!entry) {
          entry = { shape: newShape(), count: 0 };
          props.set(key, entry);
        }
        entry.count++;
        children.push({ value: obj[key], shape: entry.shape });
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return top;
}

const TYPE_ORDER: [number, string][] = [
  [OBJECT, 'object'],
  [ARRAY, 'array'],
  [STRING, 'string'],
  [NUMBER, 'number'],
  [INTEGER, 'integer'],
  [BOOLEAN, 'boolean'],
  [NULL, 'null'],
];

type Schema = Record<string, unknown>;

/** Turns shapes into schema objects with an explicit work list (the schema is as deep as the document). */
function toSchema(top: Shape, target: Schema, required: boolean): void {
  const work: { shape: Shape; out: Schema }[] = [{ shape: top, out: target }];
  while (work.length > 0) {
    const { shape, out } = work.pop() as { shape: Shape; out: Schema };
    // An integer is a number, so seeing both means "number".
    const types = shape.types & NUMBER ? shape.types & ~INTEGER : shape.types;
    const names = TYPE_ORDER.filter(([bit]) => types & bit).map(([, name]) => name);
    if (names.length === 0) continue;
    out.type = names.length === 1 ? names[0] : names;
    if (types & STRING && shape.format) out.format = shape.format;
    if (types & OBJECT && shape.props && shape.props.size > 0) {
      // No prototype, so a key named __proto__ becomes a property instead of replacing the object's prototype.
      const properties: Schema = Object.create(null) as Schema;
      const req: string[] = [];
      for (const [key, entry] of shape.props) {
        const child: Schema = {};
        properties[key] = child;
        work.push({ shape: entry.shape, out: child });
        if (entry.count === shape.objects) req.push(key);
      }
      out.properties = properties;
      if (required && req.length > 0) out.required = req;
    }
    if (types & ARRAY) {
      const items: Schema = {};
      out.items = items;
      if (shape.items) work.push({ shape: shape.items, out: items });
    }
  }
}

/**
 * Infers a JSON Schema (draft 2020-12) from sample JSON: types (integer vs number, unions such as
 * ["string", "null"]), properties merged across all objects at the same place (array items included), required keys
 * present in every sample, array items, and formats for unmistakable date-time, date, email, URI and UUID strings.
 */
export function inferJsonSchema(text: string, opts: SchemaOptions = {}): Result<string> {
  if (typeof text !== 'string') return fail('Enter sample JSON');
  const mode = opts.requiredMode ?? 'all-samples';
  if (mode !== 'all-samples' && mode !== 'none') return fail(`Unknown required mode "${String(mode)}"; use all-samples or none`);
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const schema: Schema = { $schema: SCHEMA_DIALECT };
  const title = typeof opts.title === 'string' ? opts.title.trim() : '';
  if (title !== '') schema.title = title;
  toSchema(collect(parsed.value), schema, mode === 'all-samples');
  return ok(stringifyDeep(schema));
}
