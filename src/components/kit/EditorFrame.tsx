'use client';

import { useLayoutEffect, useMemo, useRef, useState, type RefObject, type TextareaHTMLAttributes } from 'react';
import { lineCount } from '@/lib/text-stats';
import classes from './kit.module.css';

/** CodeMirror's line height (codemirror-setup.ts), a whole number of pixels so that every browser lays it out exactly. */
const LINE_HEIGHT = 18;
/** CodeMirror's space above the first line (.cm-content's padding). */
const PAD_TOP = 4;
/** Lines drawn in the gutter beyond those in view, above and below. */
const MARGIN = 2;
/** A wrapping editor measures where its lines wrap up to this length; a longer text gets one gutter row per line. */
const MEASURE_WRAPS_UP_TO = 100_000;

/** CodeMirror sizes its line-number gutter for the widest number of as many digits as the last line's (at least one). */
const widestNumber = (lines: number) => '9'.repeat(String(lines).length);

/** The gutter's line numbers, one element each (with its height when the text wraps). */
const lineNumbersHtml = (rows: { number: number; height?: number }[]) =>
  rows.map((row) => `<div class="${classes.lineNumber}"${row.height ? ` style="height:${row.height}px"` : ''}>${row.number}</div>`).join('');

export interface EditorFrameProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'wrap'> {
  value: string;
  wrap: boolean;
  /** The editor box's CSS height, to know how many line numbers fill it before the frame can measure it. */
  height: number | string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The editor as it is prerendered, and until CodeMirror takes over: a textarea in a frame drawn exactly like
 * CodeMirror (codemirror-setup.ts): the same gutter with line numbers and fold column, font, line height,
 * padding and colours, so that nothing moves when CodeMirror replaces it. Syntax colours come with CodeMirror
 * (matching them here would put a tokenizer in every page's first load).
 *
 * The textarea scrolls by itself; the gutter draws only the numbers of the lines in view (and a few more), moved
 * with the textarea's scroll, so a text of any length costs a screenful of numbers. When the text wraps, the
 * frame measures how many rows each line takes (a hidden copy of the text, laid out as the textarea does).
 */
export function EditorFrame({ value, wrap, height, textareaRef, ...textarea }: EditorFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [box, setBox] = useState({ width: 0, height: typeof height === 'number' ? height : 800 });
  /** When wrapping: the height of every line, as the textarea lays it out. */
  const [rowHeights, setRowHeights] = useState<number[] | null>(null);
  const lines = useMemo(() => lineCount(value), [value]);

  // The box's size (the editor can be resized) and the scroll position the textarea had before hydration.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    setScrollTop(el.scrollTop);
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, [textareaRef]);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const el = textareaRef.current;
    if (!wrap || !frame || !el || value.length > MEASURE_WRAPS_UP_TO || box.width === 0) {
      setRowHeights(null);
      return;
    }
    const style = getComputedStyle(el);
    const mirror = document.createElement('div');
    mirror.className = classes.wrapMirror;
    mirror.style.width = `${el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)}px`;
    for (const line of value.split('\n')) {
      const row = mirror.appendChild(document.createElement('div'));
      if (line) row.textContent = line;
      else row.append(document.createElement('br'));
    }
    frame.append(mirror);
    const heights = Array.from(mirror.children, (row) => row.getBoundingClientRect().height);
    mirror.remove();
    setRowHeights((old) => (old && old.length === heights.length && old.every((h, i) => h === heights[i]) ? old : heights));
  }, [wrap, value, box.width, textareaRef]);

  // The lines in view: their numbers, where the first one goes, and (when wrapping) each one's height.
  const rows: { number: number; height?: number }[] = [];
  let offset: number;
  if (rowHeights) {
    let first = 0;
    let top = 0;
    while (first < rowHeights.length - 1 && top + rowHeights[first] < scrollTop - PAD_TOP) top += rowHeights[first++];
    offset = PAD_TOP + top - scrollTop;
    let last = first;
    for (let y = top; last < rowHeights.length && y < scrollTop + box.height; last++) y += rowHeights[last];
    for (let i = first; i < Math.min(rowHeights.length, last + MARGIN); i++) rows.push({ number: i + 1, height: rowHeights[i] });
  } else {
    const first = Math.max(0, Math.floor((scrollTop - PAD_TOP) / LINE_HEIGHT) - MARGIN);
    const last = Math.min(lines, first + Math.ceil(box.height / LINE_HEIGHT) + 2 * MARGIN);
    offset = PAD_TOP + first * LINE_HEIGHT - scrollTop;
    for (let i = first; i < last; i++) rows.push({ number: i + 1 });
  }

  return (
    <div ref={frameRef} className={classes.frame} data-wrap={wrap || undefined}>
      <div className={classes.gutters} aria-hidden>
        <div className={classes.gutter}>
          <div className={`${classes.lineNumber} ${classes.spacer}`}>{widestNumber(lines)}</div>
          {/* The numbers as HTML: a tool's prerun (src/lib/prerun.ts) numbers the lines it shows before hydration. */}
          <div
            data-line-numbers=""
            style={{ transform: `translateY(${offset}px)` }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: lineNumbersHtml(rows) }}
          />
        </div>
        <div className={classes.gutter}>
          <div className={classes.spacer}>
            <span className={classes.foldMarker}>›</span>
          </div>
        </div>
      </div>
      <textarea
        ref={textareaRef}
        className={classes.textarea}
        value={value}
        wrap={wrap ? 'soft' : 'off'}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        {...textarea}
      />
    </div>
  );
}
