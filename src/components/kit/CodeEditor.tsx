'use client';

import { useComputedColorScheme } from '@mantine/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { holdBackgroundWork } from '@/lib/background-work';
import { formatBytes, lineCount } from '@/lib/text-stats';
import type { EditorHandle, EditorLanguage } from './codemirror-setup';
import { EditorFrame } from './EditorFrame';
import { isUpgradeRequested, loadCodeMirror, onUpgradeRequested, requestEditorUpgrade, upgradeEditorsOnUse } from './editor-upgrade';
import classes from './kit.module.css';
import { applyPaste, cutLongLines, largePasteText, LARGE_TEXT_CHARS, LONG_LINE_CHARS, previewOf, previewOfPaste } from './large-text';

/** Copy all / Edit all under a large input shown by its start: loaded only when one shows. */
const LargeInputActions = lazy(() => import('./LargeInputActions'));

/** How a change came: typed (and other edits in the editor), or pasted as a whole large text (run it at once). */
export type ChangeKind = 'edit' | 'paste';

export interface CodeEditorProps {
  /** Accessible name; tests and screen readers find the editor by it ('Input', 'Output', 'Filter'…). */
  label: string;
  value: string;
  /** `kind` is 'paste' for a large paste (a whole input: the tool should run on it without waiting). */
  onChange?: (value: string, kind: ChangeKind) => void;
  language?: EditorLanguage;
  readOnly?: boolean;
  placeholder?: string;
  /** CSS height of the editor box. */
  height?: number | string;
  wrap?: boolean;
  /** Said after the note that a very large read-only text is shown by its start (where to get all of it). */
  wholeTextHint?: string;
}

/**
 * A code editor that renders on the server, and until the user interacts, as a textarea in a frame drawn like
 * CodeMirror (EditorFrame.tsx), then swaps in CodeMirror 6 with the same text, selection, scroll position and
 * focus, without moving anything. CodeMirror draws only visible lines, so multi-megabyte documents stay fast;
 * beyond that (see large-text.ts) it shows the text's start and says so.
 */
export function CodeEditor({
  label,
  value: fullText,
  onChange,
  language: languageProp = 'text',
  readOnly: readOnlyProp = false,
  placeholder,
  height = 360,
  wrap = false,
  wholeTextHint,
}: CodeEditorProps) {
  // A text of tens of megabytes is shown by its start, read-only: laying it all out would block the page
  // for seconds. A read-only editor (a tool's result) shows the start of any text of megabytes.
  // A large paste is shown by its start too, read-only (until the user asks to edit all of it): see LARGE_PASTE_CHARS.
  const [pasted, setPasted] = useState<string | null>(null);
  const [editAll, setEditAll] = useState(false);
  const pastePreview = !readOnlyProp && !editAll && pasted !== null && pasted === fullText;
  const preview = useMemo(
    () => (pastePreview ? previewOfPaste(fullText) : previewOf(fullText, readOnlyProp)),
    [fullText, readOnlyProp, pastePreview],
  );
  const value = preview.shown;
  const readOnly = readOnlyProp || preview.truncated;
  // The start of a text on very long lines (a pasted minified document) is shown plain: highlighting one line
  // of 200 KB costs the main thread slices of up to 100 ms, while the tool works on the whole text.
  const longLines = useMemo(() => preview.truncated && lineCount(value) * LONG_LINE_CHARS < value.length, [preview.truncated, value]);
  const language = longLines ? 'text' : languageProp;
  const upgrade = useSyncExternalStore(onUpgradeRequested, isUpgradeRequested, () => false);
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  const hostRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const handleRef = useRef<EditorHandle | null>(null);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const focusWhenReady = useRef(false);
  const [ready, setReady] = useState(false);
  // The textarea frame shows a text with very long lines cut (read-only), and CodeMirror, which lays out only what is
  // in view, comes at once: a restored or shared 1 MB line would otherwise block the page for seconds (FRAME_LINE_CHARS).
  const frameText = useMemo(() => (ready ? null : cutLongLines(value)), [ready, value]);
  useEffect(() => {
    if (frameText !== null) requestEditorUpgrade();
  }, [frameText]);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  /**
   * A paste of more than LARGE_PASTE_CHARS over from..to: the whole new text goes straight to the tool. In a task
   * of its own: reading megabytes from the clipboard already takes the paste event's task a while, and the page
   * should not then render in that same task too.
   */
  const largePaste = useRef((text: string, from: number, to: number) => {
    // The tool's run on it starts in the next task: the service worker's first-visit download waits from now on.
    const release = holdBackgroundWork();
    window.setTimeout(() => {
      const next = applyPaste(valueRef.current, from, to, text);
      setPasted(next);
      setEditAll(false);
      onChangeRef.current?.(next, 'paste');
      release();
    }, 0);
  });

  // Text typed or pasted before this island hydrated into an empty textarea is in the textarea but not in React's
  // state (React keeps the browser's value and fires no change event): adopt it rather than lose it. (Into a
  // prerendered text, hydration puts that text back: the page's loader types it again, scripts/defer-scripts.mjs.)
  useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || readOnly || textarea.value === valueRef.current) return;
    valueRef.current = textarea.value;
    onChangeRef.current?.(textarea.value, 'edit');
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!upgrade || handleRef.current) return;
    let cancelled = false;
    void loadCodeMirror().then(async ({ createEditor }) => {
      if (cancelled || !hostRef.current) return;
      const textarea = textareaRef.current;
      const initialValue = valueRef.current;
      // Made while the textarea still shows (the host is laid out but unseen), then swapped in whole.
      const handle = await createEditor({
        parent: hostRef.current,
        value: initialValue,
        label,
        language,
        readOnly,
        dark,
        placeholder,
        wrap,
        scroll: textarea ? { top: textarea.scrollTop, left: textarea.scrollLeft } : undefined,
        onChange: (v) => {
          valueRef.current = v;
          onChangeRef.current?.(v, 'edit');
        },
        onLargePaste: (text, from, to) => largePaste.current(text, from, to),
      });
      if (cancelled) {
        handle.destroy();
        return;
      }
      handleRef.current = handle;
      // The value may have changed while CodeMirror loaded (a fetch finishing, or the user typing): the effect
      // that passes it on found no editor yet, so catch up here.
      if (valueRef.current !== initialValue) handle.setValue(valueRef.current);
      // The textarea's selection as it is now (the user may have moved it while CodeMirror loaded).
      const current = textareaRef.current;
      if (current && current.selectionEnd <= handle.view.state.doc.length)
        handle.view.dispatch({ selection: { anchor: current.selectionStart, head: current.selectionEnd } });
      focusWhenReady.current = current != null && document.activeElement === current;
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
    // The editor is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upgrade]);

  // CodeMirror takes the focus from the textarea it replaces, before the swap is painted.
  useLayoutEffect(() => {
    if (ready && focusWhenReady.current) handleRef.current?.view.focus();
  }, [ready]);

  useEffect(() => () => handleRef.current?.destroy(), []);

  // Read-only and plain text are set before a new value comes in (effects run in this order): the start of a
  // pasted document, shown read-only and plain, is then never parsed as JSON first.
  useEffect(() => handleRef.current?.setDark(dark), [dark, ready]);
  useEffect(() => handleRef.current?.setReadOnly(readOnly), [readOnly, ready]);
  useEffect(() => {
    void handleRef.current?.setLanguage(language);
  }, [language, ready]);

  // Whether the editor shows only a part of the text (its start): swapping that part for the whole text, or the whole
  // for a part, is no edit of the visitor's. Undone, it would hand the tool the 200 KB start as its whole input (Edit
  // all, then Ctrl+Z), so it stays out of the undo history.
  const partialRef = useRef(preview.truncated);
  useEffect(() => {
    const partial = partialRef.current || preview.truncated;
    partialRef.current = preview.truncated;
    if (value === valueRef.current) return;
    valueRef.current = value;
    handleRef.current?.setValue(value, { undoable: !partial });
  }, [value, preview.truncated]);

  const noun = label.toLowerCase();
  return (
    <>
      {/* The editor's own use (a focus, a press, a key) upgrades it, in whatever tool it is; a tool's root may spread
          the same handlers so that any use of the tool does. */}
      <div {...upgradeEditorsOnUse} className={classes.editor} style={{ height }} data-editor data-editor-ready={ready || undefined}>
        <div ref={hostRef} className={classes.editorHost} data-pending={!ready || undefined} />
        {!ready && (
          <EditorFrame
            textareaRef={textareaRef}
            aria-label={label}
            value={frameText ?? value}
            height={height}
            wrap={wrap}
            readOnly={readOnly || frameText !== null}
            placeholder={placeholder}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onChange={(e) => {
              valueRef.current = e.target.value;
              onChange?.(e.target.value, 'edit');
            }}
            onPaste={(e) => {
              const text = readOnly ? null : largePasteText(e.clipboardData);
              if (text === null) return;
              e.preventDefault();
              largePaste.current(text, e.currentTarget.selectionStart, e.currentTarget.selectionEnd);
            }}
          />
        )}
      </div>
      {preview.truncated &&
        (readOnlyProp ? (
          <p className={classes.status}>
            {`The ${noun} is ${formatBytes(fullText.length)}; the editor shows its first ${formatBytes(value.length)}.${wholeTextHint ? ` ${wholeTextHint}` : ''}`}
          </p>
        ) : (
          <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
            <p className={classes.status} style={{ flex: 1 }}>
              {`The ${noun} is ${formatBytes(fullText.length)}: the editor shows its first ${formatBytes(value.length)}, read-only, so the page stays responsive. The tool works on all of it; Clear or open another file to replace it.`}
            </p>
            <Suspense fallback={null}>
              <LargeInputActions
                noun={noun}
                text={fullText}
                onEditAll={pastePreview && fullText.length <= LARGE_TEXT_CHARS ? () => setEditAll(true) : undefined}
              />
            </Suspense>
          </div>
        ))}
    </>
  );
}
