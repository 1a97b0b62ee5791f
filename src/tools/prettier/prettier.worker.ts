import { exposeHandler } from '@/lib/worker-expose';
import { formatWithPrettier, minifyCss, toIndent, type PrettierLanguage } from './prettier.core';

/** The options of any of the three Prettier pages (CSS, HTML, JavaScript); the HTML page has no language. */
interface PageOptions {
  language?: string;
  mode?: string;
  indent: string;
  printWidth: number;
  semi?: boolean;
  singleQuote?: boolean;
}

/** The language as each page picks it (its languageOf): the JavaScript page has semi, the CSS page a mode. */
function languageOf(o: PageOptions): PrettierLanguage {
  if (o.semi !== undefined) return o.language === 'typescript' || o.language === 'jsx' ? o.language : 'javascript';
  if (o.mode !== undefined) return o.language === 'scss' || o.language === 'less' ? o.language : 'css';
  return 'html';
}

// Prettier runs here for large inputs, so formatting a megabyte never freezes the page (issue 13).
exposeHandler(({ input, options: o }: { input: string; options: PageOptions }) => {
  if (o.mode === 'minify') return minifyCss(input);
  return formatWithPrettier(input, {
    language: languageOf(o),
    ...toIndent(o.indent),
    printWidth: o.printWidth,
    semi: o.semi,
    singleQuote: o.singleQuote,
  });
});
