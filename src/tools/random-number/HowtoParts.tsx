'use client';

import type { ToolSlug } from '@/registry/tools';
import { Button, Group, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { CodeBlock } from '@/components/kit/CodeBlock';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { formatNumbers, generateNumbers, MAX_COUNT, RANDOM_DEFAULTS } from './random-number.core';

/** Number fields keep NaN for an empty or unfinished entry; the core then says what is missing. */
const parse = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const shown = (n: number) => (Number.isFinite(n) ? String(n) : '');

const kinds = [
  { value: 'integer', label: 'Integers' },
  { value: 'float', label: 'Decimals' },
];

/** Min, max, count, kind and unique, and the numbers made from them in the browser (crypto.getRandomValues). */
function RandomGenerator({ slug }: { slug: ToolSlug }) {
  const { state, update } = useToolState(slug, RANDOM_DEFAULTS as unknown as Record<string, string | number | boolean>);
  const o = { ...RANDOM_DEFAULTS, ...state } as typeof RANDOM_DEFAULTS;
  const [out, setOut] = useState<{ text: string; error: ToolError | null }>({ text: '', error: null });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify(o);

  // Random values are made only after hydration, so the prerendered page and the first client render agree.
  useEffect(() => {
    const opts = JSON.parse(key) as typeof RANDOM_DEFAULTS;
    const r = generateNumbers(opts);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh draw is the effect's whole purpose
    setOut(r.ok ? { text: formatNumbers(r.value, opts), error: null } : { text: '', error: r.error });
  }, [key, nonce]);

  return (
    <section aria-label="Random number generator" style={{ margin: '8px 0 24px' }}>
      <div className={classes.options}>
        <TextInput label="Min" type="number" value={shown(o.min)} onChange={(e) => update({ min: parse(e.currentTarget.value) })} w={130} />
        <TextInput label="Max" type="number" value={shown(o.max)} onChange={(e) => update({ max: parse(e.currentTarget.value) })} w={130} />
        <TextInput
          label="How many"
          type="number"
          min={1}
          max={MAX_COUNT}
          value={shown(o.count)}
          onChange={(e) => update({ count: parse(e.currentTarget.value) })}
          w={110}
        />
        <NativeSelect label="Kind" value={o.kind} data={kinds} onChange={(e) => update({ kind: e.currentTarget.value })} />
        {o.kind === 'float' && (
          <TextInput
            label="Decimals"
            type="number"
            min={0}
            max={15}
            value={shown(o.decimals)}
            onChange={(e) => update({ decimals: parse(e.currentTarget.value) })}
            w={100}
          />
        )}
        <Switch label="No repeats" checked={o.unique} onChange={(e) => update({ unique: e.currentTarget.checked })} mb={8} />
      </div>
      <Group gap={6} mb={6}>
        <Button size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={() => setNonce((n) => n + 1)}>
          Generate
        </Button>
        <CopyButton text={out.text} disabled={!out.text} />
        <ShareButton slug={slug} state={state} />
      </Group>
      <Textarea
        label="Random numbers"
        value={out.text}
        readOnly
        rows={8}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <ErrorPanel error={out.error} />
      <p className={classes.status}>
        Made in your browser with crypto.getRandomValues and rejection sampling, so every value in the range is equally likely.
        {o.kind === 'float'
          ? ' Decimals are drawn from [min, max) and then rounded, so the rounded max can appear.'
          : ' Both min and max can appear.'}
      </p>
    </section>
  );
}

/** The frame of a how-to page: the island root (hydration marker for tests), the generator, then the article. */
export function RandomHowto({ slug, intro, children }: { slug: ToolSlug; intro: ReactNode; children: ReactNode }) {
  const mounted = useHydrated();
  return (
    <div data-tool={slug} data-ready={mounted || undefined}>
      {intro}
      <h2>Try it</h2>
      <RandomGenerator slug={slug} />
      {children}
    </div>
  );
}

/** One section of a how-to article: a heading, prose and optional code. */
export function Section({
  title,
  children,
  code,
  language,
  label,
}: {
  title: string;
  children: ReactNode;
  code?: string;
  language?: string;
  label?: string;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
      {code && <CodeBlock code={code} label={label ?? title} language={language} />}
    </section>
  );
}
