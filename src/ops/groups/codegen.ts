import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';
import { LANGUAGES, type CodeLanguage } from '@/tools/json-to-code/json-to-code.options';

/**
 * JSON to types and classes (the "JSON to …" pages), one operation per language, with quicktype. The options are the
 * page's, by the same names; quicktype-core loads only when an operation first runs.
 */
const name = z.string().default('Root').describe('Type name: the name of the top-level type');
const optional = z.boolean().default(false).describe('All properties optional');

const codeOperation = <S extends z.ZodObject>(lang: CodeLanguage, title: string, description: string, options: S) =>
  defineOperation({
    id: LANGUAGES[lang].slug,
    title,
    description,
    input: 'text',
    output: 'text',
    options,
    run: async (text, o) => (await import('@/tools/json-to-code/json-to-code.core')).jsonToCode(text, lang, o as object),
  });

export const codegenOps: AnyOperation[] = [
  codeOperation(
    'typescript',
    'JSON to TypeScript',
    'Generates TypeScript interfaces or type aliases from JSON samples (an object, an array of objects, or one object per line).',
    z.object({
      name,
      declaration: z.enum(['interface', 'type']).default('interface').describe('Declare with: interface or type'),
      optional,
      typesOnly: z.boolean().default(true).describe('Types only (off: adds a Convert class that checks the JSON at run time)'),
    }),
  ),
  codeOperation(
    'go',
    'JSON to Go',
    'Generates Go structs with json tags from JSON samples.',
    z.object({
      name,
      package: z.string().default('main').describe('Package'),
      optional,
      typesOnly: z.boolean().default(false).describe('Types only (off: adds UnmarshalRoot and Marshal)'),
    }),
  ),
  codeOperation(
    'python',
    'JSON to Python',
    'Generates Python 3.10 dataclasses or pydantic models from JSON samples.',
    z.object({
      name,
      classes: z.enum(['dataclass', 'pydantic']).default('dataclass').describe('Classes: dataclass or pydantic (BaseModel)'),
      optional,
      typesOnly: z.boolean().default(false).describe('Types only (off: dataclasses get from_dict and to_dict; pydantic is always types only)'),
    }),
  ),
  codeOperation('rust', 'JSON to Rust', 'Generates Rust structs with serde derives from JSON samples.', z.object({ name, optional })),
  codeOperation(
    'java',
    'JSON to Java',
    'Generates Java classes with getters and setters from JSON samples.',
    z.object({
      name,
      package: z.string().default('com.example').describe('Package'),
      optional,
      typesOnly: z.boolean().default(true).describe('Types only (off: adds Jackson annotations and a Converter class)'),
    }),
  ),
  codeOperation(
    'csharp',
    'JSON to C#',
    'Generates C# classes from JSON samples.',
    z.object({
      name,
      namespace: z.string().default('Models').describe('Namespace'),
      framework: z.enum(['SystemTextJson', 'NewtonSoft']).default('SystemTextJson').describe('JSON library: System.Text.Json or Newtonsoft.Json'),
      optional,
      typesOnly: z.boolean().default(true).describe('Types only (off: adds attributes, FromJson, ToJson and converters)'),
    }),
  ),
  codeOperation('zod', 'JSON to Zod', 'Generates Zod schemas, each with its z.infer type, from JSON samples.', z.object({ name, optional })),
];
