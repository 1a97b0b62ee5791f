'use client';

import { Group, NativeSelect } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { upgradeEditorsOnUse } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, DownloadButton, OpenFileButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { describeError } from '@/lib/result';
import { describeText } from '@/lib/text-stats';
import { fillTemplate, type TemplateSyntax } from './template-string.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'template-string-with-values';

const sampleTemplate = `Hi {{ user.firstName }},

Your order #\${order.id} with {{order.items}} items ships to {{ user.address.city }} on {{shipDate}}.
Track it at https://shop.example.com/track/\${order.tracking}

Thanks for shopping with {{store}}!
{{signature}}`;

const sampleValues = `{
  "user": {
    "firstName": "Ada",
    "email": "ada@example.com",
    "address": { "city": "London", "zip": "N1 9GU" }
  },
  "order": { "id": 10482, "items": 3, "tracking": "1Z999AA10123456784" },
  "shipDate": "14 May 2024",
  "store": "Example Shop",
  "coupon": "SPRING24"
}`;

const defaults = { input: sampleTemplate, values: sampleValues, syntax: 'auto' };

const syntaxes = [
  { value: 'auto', label: 'Both {{name}} and ${name}' },
  { value: 'mustache', label: 'Mustache {{name}} only' },
  { value: 'dollar', label: 'Dollar ${name} only' },
];

function NameList({ label, names, color, empty }: { label: string; names: string[]; color: string; empty: string }) {
  return (
    <div aria-label={label} role="group" style={{ fontSize: 13, marginTop: 6 }}>
      <strong>{label}:</strong>{' '}
      {names.length === 0 ? (
        <span style={{ color: 'var(--mantine-color-dimmed)' }}>{empty}</span>
      ) : (
        names.map((n, i) => (
          <code
            key={i}
            style={{
              color,
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 4,
              padding: '0 4px',
              marginRight: 6,
              display: 'inline-block',
            }}
          >
            {n}
          </code>
        ))
      )}
    </div>
  );
}

export default function TemplateString() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const template = useDeferredValue(state.input);
  const values = useDeferredValue(state.values);
  const syntax = (['auto', 'mustache', 'dollar'].includes(state.syntax) ? state.syntax : 'auto') as TemplateSyntax;
  const result = useMemo(() => fillTemplate(template, values, { syntax }), [template, values, syntax]);
  const filled = result.ok ? result.value : null;

  return (
    <div {...upgradeEditorsOnUse} data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={kit.options}>
        <NativeSelect label="Placeholder syntax" value={syntax} data={syntaxes} onChange={(e) => update({ syntax: e.currentTarget.value })} />
      </div>
      <div className={kit.panes}>
        <section aria-label="Template pane">
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Template</h2>
            <Group gap={6}>
              <SampleButton onClick={() => update({ input: sampleTemplate, values: sampleValues })} />
              <OpenFileButton onFile={async (f) => update({ input: await f.text() })} accept="text/*,.txt,.md,.html,.tpl,.mustache" />
              <ClearButton onClick={() => update({ input: '' })} />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <CodeEditor
            label="Input"
            value={state.input}
            onChange={(input) => update({ input })}
            height={220}
            wrap
            placeholder="Hello {{name}}, you have ${count} new messages."
          />
        </section>
        <section aria-label="Values pane">
          <div className={kit.paneHeader}>
            <h2 className={kit.paneTitle}>Values (JSON object)</h2>
            <Group gap={6}>
              <OpenFileButton onFile={async (f) => update({ values: await f.text() })} accept=".json,application/json,text/plain" />
              <ClearButton onClick={() => update({ values: '' })} />
            </Group>
          </div>
          <CodeEditor
            label="Values"
            value={state.values}
            onChange={(v) => update({ values: v })}
            language="json"
            height={220}
            placeholder='{"name": "Ada", "count": 3}'
          />
          <ErrorPanel error={result.ok ? null : { message: `Values: ${describeError(result.error)}` }} />
        </section>
      </div>
      <div className={kit.paneHeader} style={{ marginTop: 12 }}>
        <h2 className={kit.paneTitle}>Output</h2>
        <Group gap={6}>
          <CopyButton text={filled?.text ?? ''} disabled={!filled || filled.text === ''} />
          <DownloadButton data={() => filled?.text ?? ''} filename="filled.txt" mime="text/plain" disabled={!filled || filled.text === ''} />
        </Group>
      </div>
      <CodeEditor label="Output" value={filled?.text ?? ''} readOnly height={220} wrap />
      {filled && (
        <>
          <NameList label="Missing values" names={filled.missing} color="var(--mantine-color-red-text)" empty="none: every placeholder was filled" />
          <NameList label="Unused values" names={filled.unused} color="var(--mantine-color-dimmed)" empty="none: every value was used" />
        </>
      )}
      <div className={kit.status} aria-live="polite">
        {filled ? `Template: ${describeText(state.input)} · Output: ${describeText(filled.text)}` : ''}
      </div>
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        Names can be paths: <code>{'{{user.name}}'}</code>, <code>{'{{items[0].title}}'}</code>. A key containing dots, such as{' '}
        <code>{'"dotted.key"'}</code>, is matched whole first. Missing placeholders stay as written; write <code>{'\\{{name}}'}</code> to keep one
        literally. Objects and arrays are inserted as compact JSON and null as nothing.
      </p>
    </div>
  );
}
