'use client';

import { CopyButton } from './ToolActions';

/**
 * A read-only code snippet with a Copy button; prerendered, so it reads fine before any JavaScript runs.
 * `label` names it for screen readers and tests.
 */
export function CodeBlock({ code, label, language }: { code: string; label?: string; language?: string }) {
  return (
    <figure style={{ margin: '8px 0 16px', position: 'relative' }} aria-label={label}>
      <div style={{ position: 'absolute', top: 6, right: 6 }}>
        <CopyButton text={code} />
      </div>
      <pre
        data-language={language}
        style={{
          margin: 0,
          padding: '12px 14px',
          paddingRight: 90,
          overflowX: 'auto',
          fontSize: 13,
          lineHeight: 1.5,
          fontFamily: 'var(--mantine-font-family-monospace)',
          background: 'var(--mantine-color-default-hover)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 6,
        }}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
