'use client';

import type { ToolSlug } from '@/registry/tools';
import { Checkbox, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { CodeBlock } from '@/components/kit/CodeBlock';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { Result } from '@/lib/result';
import type { DockerDbOptions, DockerGuide } from './docker-db.core';

export interface GuideViewProps {
  slug: ToolSlug;
  defaults: DockerDbOptions;
  build: (o: DockerDbOptions) => Result<DockerGuide>;
  /** Label of the image tag field, with an example. */
  tagHint: string;
  /** The article, given the snippets filled with the reader's values (or the defaults while the form has an error). */
  children: (g: DockerGuide, o: DockerDbOptions) => ReactNode;
}

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } };

/** The values form of a Docker how-to page, and the article below it filled with those values. */
export function DockerGuideView({ slug, defaults, build, tagHint, children }: GuideViewProps) {
  const { state, update } = useToolState(slug, defaults as unknown as Record<string, string | number | boolean>);
  const o = { ...defaults, ...state } as DockerDbOptions;
  const mounted = useHydrated();
  const built = build(o);
  // While a field is invalid the article keeps showing complete commands, made from the defaults.
  const guide = built.ok ? built.value : (build(defaults) as { ok: true; value: DockerGuide }).value;
  const shown = built.ok ? o : defaults;

  return (
    <div data-tool={slug} data-ready={mounted || undefined}>
      <section aria-label="Your values" style={{ marginBottom: 16 }}>
        <p style={{ marginTop: 0 }}>Fill in your values and every command and file on this page follows.</p>
        <div className={classes.options}>
          <TextInput
            label="Image tag"
            description={tagHint}
            value={o.tag}
            onChange={(e) => update({ tag: e.currentTarget.value.trim() })}
            w={150}
            styles={mono}
          />
          <TextInput
            label="Container name"
            value={o.container}
            onChange={(e) => update({ container: e.currentTarget.value.trim() })}
            w={170}
            styles={mono}
          />
          <TextInput
            label="Host port"
            type="number"
            min={1}
            max={65535}
            value={Number.isFinite(o.port) ? String(o.port) : ''}
            onChange={(e) => update({ port: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
            w={120}
          />
          <TextInput label="Password" value={o.password} onChange={(e) => update({ password: e.currentTarget.value })} w={170} styles={mono} />
          <TextInput label="Database" value={o.database} onChange={(e) => update({ database: e.currentTarget.value.trim() })} w={140} styles={mono} />
          <TextInput label="Volume name" value={o.volume} onChange={(e) => update({ volume: e.currentTarget.value.trim() })} w={150} styles={mono} />
        </div>
        <div className={classes.options}>
          <Checkbox
            label="Reachable from this computer only (publish on 127.0.0.1)"
            checked={o.localOnly}
            onChange={(e) => update({ localOnly: e.currentTarget.checked })}
          />
          <ShareButton slug={slug} state={state} />
        </div>
        <ErrorPanel
          error={built.ok ? null : { message: `${built.error.message}. The commands below show the default values until this is fixed.` }}
        />
      </section>
      {children(guide, shown)}
    </div>
  );
}

/** A heading, prose and the snippets of one step. */
export function Step({
  title,
  children,
  code,
  label,
  language = 'shell',
}: {
  title: string;
  children: ReactNode;
  code?: string;
  label?: string;
  language?: string;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
      {code !== undefined && <CodeBlock code={code} label={label ?? title} language={language} />}
    </section>
  );
}
