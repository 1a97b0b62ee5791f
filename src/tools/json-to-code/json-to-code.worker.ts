import { exposeHandler } from '@/lib/worker-expose';
import { jsonToCode } from './json-to-code.core';
import type { CodeLanguage, CodeOptions } from './json-to-code.options';

// quicktype (about 300 KB gzip) loads and runs only here, never on the page's main thread.
exposeHandler(({ input, lang, options }: { input: string; lang: CodeLanguage; options: CodeOptions }) => jsonToCode(input, lang, options));
