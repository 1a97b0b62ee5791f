// The seven "JSON to …" pages: their languages and options, shared by the pages, the worker and the operations.
// Nothing here loads quicktype (the engine is in json-to-code.core.ts, which only the worker and the operations import).
import type { ToolSlug } from '@/registry/tools';

/** A target of the JSON to code pages; `zod` is quicktype's `typescript-zod` renderer. */
export type CodeLanguage = 'typescript' | 'go' | 'python' | 'rust' | 'java' | 'csharp' | 'zod';

/** Every option any of the pages has; each page uses its own few (LANGUAGES[lang].defaults). */
export interface CodeOptions {
  /** The top-level type's name. */
  name: string;
  /** Every property optional, whether or not each sample had it. */
  optional: boolean;
  /** Types alone, without the language's parse and serialise helpers. */
  typesOnly?: boolean;
  /** TypeScript: `interface` or `type` declarations. */
  declaration?: 'interface' | 'type';
  /** Go and Java package. */
  package?: string;
  /** C# namespace. */
  namespace?: string;
  /** Python: dataclasses (with from_dict and to_dict unless types only) or pydantic models (always types only). */
  classes?: 'dataclass' | 'pydantic';
  /** C#: the JSON library the attributes and helpers are for. */
  framework?: 'SystemTextJson' | 'NewtonSoft';
}

/** What a page needs to know about its language. */
export interface LanguageInfo {
  slug: ToolSlug;
  label: string;
  defaults: CodeOptions;
  /** The output editor's language mode (the kit has none for Rust and C#: plain text). */
  editor: 'typescript' | 'go' | 'python' | 'java' | 'text';
  download: { filename: string; mime: string };
}

export const LANGUAGES: Record<CodeLanguage, LanguageInfo> = {
  typescript: {
    slug: 'json/to-typescript',
    label: 'TypeScript',
    defaults: { name: 'Root', declaration: 'interface', optional: false, typesOnly: true },
    editor: 'typescript',
    download: { filename: 'types.ts', mime: 'text/typescript' },
  },
  go: {
    slug: 'json/to-go',
    label: 'Go',
    defaults: { name: 'Root', package: 'main', optional: false, typesOnly: false },
    editor: 'go',
    download: { filename: 'types.go', mime: 'text/x-go' },
  },
  python: {
    slug: 'json/to-python',
    label: 'Python',
    defaults: { name: 'Root', classes: 'dataclass', optional: false, typesOnly: false },
    editor: 'python',
    download: { filename: 'models.py', mime: 'text/x-python' },
  },
  rust: {
    slug: 'json/to-rust',
    label: 'Rust',
    defaults: { name: 'Root', optional: false },
    editor: 'text',
    download: { filename: 'types.rs', mime: 'text/x-rust' },
  },
  java: {
    slug: 'json/to-java',
    label: 'Java',
    defaults: { name: 'Root', package: 'com.example', optional: false, typesOnly: true },
    editor: 'java',
    download: { filename: 'Types.java', mime: 'text/x-java' },
  },
  csharp: {
    slug: 'json/to-csharp',
    label: 'C#',
    defaults: { name: 'Root', namespace: 'Models', framework: 'SystemTextJson', optional: false, typesOnly: true },
    editor: 'text',
    download: { filename: 'Models.cs', mime: 'text/x-csharp' },
  },
  zod: {
    slug: 'json/to-zod',
    label: 'Zod',
    defaults: { name: 'Root', optional: false },
    editor: 'typescript',
    download: { filename: 'schema.ts', mime: 'text/typescript' },
  },
};
