import { NativeSelect } from '@mantine/core';
import { ok, type Result } from '@/lib/result';
import { toIndent, type PrettierOptions } from './prettier.core';

type Options = Record<string, string | number | boolean>;

export { toIndent };

/** Large inputs are formatted in this worker (issue 13: Prettier on a megabyte froze the page). */
export const prettierWorker = () => new Worker(new URL('./prettier.worker.ts', import.meta.url));

const sameOptions = (a: Options, b: Options) => Object.keys(b).every((k) => a[k] === b[k]);

/**
 * The `run` of a Prettier page. Prettier and its plugins (70–300 KB gzip) load on the first real
 * format, never with the page: the sample's output, which the page shows on arrival, was produced by
 * this same Prettier ahead of time (the e2e suite checks it still matches), so it needs no Prettier.
 */
export function prettierRun<O extends Options>(
  sample: { input: string; output: string; options: O },
  format: (input: string, options: O) => Result<string> | Promise<Result<string>>,
): (input: string, options: O) => Result<string> | Promise<Result<string>> {
  return (input, options) => (input === sample.input && sameOptions(options, sample.options) ? ok(sample.output) : format(input, options));
}

/** Formats with Prettier for a language, with the page's indentation and print width. */
export const prettierFormat = (
  input: string,
  language: PrettierOptions['language'],
  o: { indent: string; printWidth: number },
  extra: Partial<PrettierOptions> = {},
) => import('./prettier.core').then((m) => m.formatWithPrettier(input, { language, ...toIndent(o.indent), printWidth: o.printWidth, ...extra }));

const indents = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];
const widths = [40, 60, 80, 100, 120, 160].map((w) => ({ value: String(w), label: `${w} characters` }));

/** Indentation and print width, the options every Prettier page has. */
export function LayoutOptions({
  indent,
  printWidth,
  disabled,
  update,
}: {
  indent: string;
  printWidth: number;
  disabled?: boolean;
  update: (patch: { indent?: string; printWidth?: number }) => void;
}) {
  // A share link may carry a width not in the menu; show it rather than a wrong one.
  const data = widths.some((w) => w.value === String(printWidth))
    ? widths
    : [...widths, { value: String(printWidth), label: `${printWidth} characters` }];
  return (
    <>
      <NativeSelect
        label="Indentation"
        value={indent}
        data={indents}
        disabled={disabled}
        onChange={(e) => update({ indent: e.currentTarget.value })}
      />
      <NativeSelect
        label="Print width"
        value={String(printWidth)}
        data={data}
        disabled={disabled}
        onChange={(e) => update({ printWidth: Number(e.currentTarget.value) })}
      />
    </>
  );
}
