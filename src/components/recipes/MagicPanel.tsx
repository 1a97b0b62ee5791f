'use client';

import { Button, CloseButton } from '@mantine/core';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import type { ToolError } from '@/lib/result';
import type { MagicSuggestion } from './recipe.protocol';
import { hexPreview } from './recipe-state';
import classes from './recipes.module.css';
import { previewSize } from './StepCard';

/** Characters of a suggestion's output shown in its row. */
const ROW_PREVIEW_CHARS = 300;

export type MagicState = { state: 'searching' } | { state: 'done'; suggestions: MagicSuggestion[] } | { state: 'error'; error: ToolError };

/**
 * What Magic found for the input: decoding chains, best first, each with the start of what it gives and a button that
 * makes it the recipe.
 */
export function MagicPanel({ magic, onUse, onClose }: { magic: MagicState; onUse: (s: MagicSuggestion) => void; onClose: () => void }) {
  return (
    <section aria-label="Magic" className={classes.magic}>
      <div className={classes.magicHeader}>
        <h2 className={classes.magicTitle}>Magic</h2>
        <span className={classes.note}>Decoding chains that make the input readable, best first.</span>
        <CloseButton size="sm" aria-label="Close Magic" onClick={onClose} style={{ marginLeft: 'auto' }} />
      </div>
      {magic.state === 'searching' && (
        <p className={classes.note} role="status">
          Searching…
        </p>
      )}
      {magic.state === 'error' && <ErrorPanel error={magic.error} />}
      {magic.state === 'done' && magic.suggestions.length === 0 && (
        <p className={classes.note} role="status">
          Magic found no decoding that makes this input more readable.
        </p>
      )}
      {magic.state === 'done' && magic.suggestions.length > 0 && (
        <ol className={classes.magicList} aria-label="Suggestions">
          {magic.suggestions.map((s, i) => (
            <li key={i} className={classes.magicItem} aria-label={s.label}>
              <div className={classes.magicRow}>
                <strong>{s.label}</strong>
                <span className={classes.note}>{`${s.steps.length} ${s.steps.length === 1 ? 'step' : 'steps'} · ${previewSize(s.preview)}`}</span>
                <Button size="compact-xs" variant="light" style={{ marginLeft: 'auto' }} onClick={() => onUse(s)}>
                  Use this recipe
                </Button>
              </div>
              <pre className={classes.preview}>
                {s.preview.kind === 'text' ? s.preview.text.slice(0, ROW_PREVIEW_CHARS) : hexPreview(s.preview.head, 64)}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
