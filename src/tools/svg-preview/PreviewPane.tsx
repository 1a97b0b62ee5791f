'use client';

import { SegmentedControl } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { formatBytes, utf8Length } from '@/lib/text-stats';
import type { View } from './use-svg-preview';

// The picture on its chosen background, its size and what the preview added or left out.

const backgrounds = [
  { value: 'checker', label: 'Checkerboard' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const backgroundCss: Record<string, string> = {
  checker: 'repeating-conic-gradient(#d0d4d9 0% 25%, #ffffff 0% 50%) 50% / 20px 20px',
  light: '#ffffff',
  dark: '#1a1b1e',
};

export function BackgroundPicker({ value, onChange }: { value: string; onChange: (background: string) => void }) {
  return <SegmentedControl aria-label="Preview background" value={value} data={backgrounds} onChange={onChange} />;
}

export function PreviewPane({ view, input, background }: { view: View | null; input: string; background: string }) {
  const info = view?.info;
  return (
    <section aria-label="Preview pane">
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Preview</h2>
      </div>
      <div
        role="region"
        aria-label="Preview"
        style={{
          height: 360,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'auto',
          borderRadius: 4,
          border: '1px solid var(--mantine-color-default-border)',
          background: backgroundCss[background] ?? backgroundCss.checker,
        }}
      >
        {view && info && (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URI of the user's SVG; next/image cannot optimise it
          <img
            src={view.previewUri}
            alt="SVG preview"
            width={Math.max(1, Math.round(info.width))}
            height={Math.max(1, Math.round(info.height))}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        )}
      </div>
      <div className={classes.status} aria-live="polite">
        {view && info
          ? `${formatBytes(utf8Length(input))} · ${Math.round(info.width * 100) / 100} × ${Math.round(info.height * 100) / 100} px${
              info.sizeFrom === 'viewBox' ? ' (from the viewBox)' : info.sizeFrom === 'default' ? ' (no size given: browser default)' : ''
            } · ${info.elements} elements`
          : ''}
      </div>
      {view && view.added.length > 0 && (
        <p style={{ fontSize: 13, margin: '4px 0' }}>Added the missing {view.added.join(' and ')} declaration for the preview and the exports.</p>
      )}
      {view && view.removed.length > 0 && (
        <p style={{ fontSize: 13, margin: '4px 0' }} role="note">
          Left out of the preview for safety: {view.removed.join(', ')}.
        </p>
      )}
    </section>
  );
}
