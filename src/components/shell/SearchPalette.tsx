'use client';

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics';
import { detect, type Detection } from '@/lib/detect';
import { loadSearchDocs } from '@/lib/search-index-client';
import { createSiteSearch, queryTerms } from '@/lib/site-search';
import { toolStateLink } from '@/registry/tool-links';
import { tools, type ToolMeta, type ToolSlug } from '@/registry/tools';
import { toolSearchDocs } from '@/registry/tool-docs';
import classes from './shell.module.css';
import { useMagic } from './use-magic';

/** The tools are searchable the moment the palette opens; pages and sections join when the index arrives. */
const siteSearch = createSiteSearch(toolSearchDocs());

/** Documents added per task while the content index is built, so that no task is long on a slow phone. */
const CHUNK = 50;

let contentIndex: Promise<void> | null = null;
/** Called once the content index is in, so that an open palette searches it again. */
let onIndexed: (() => void) | null = null;

/** Fetches /search-index.json once (src/lib/search-index-client.ts) and adds it to the index a chunk per task. */
function loadContentIndex(): Promise<void> {
  contentIndex ??= loadSearchDocs()
    .then(
      (docs) =>
        new Promise<void>((resolve) => {
          let at = 0;
          const step = () => {
            siteSearch.add(docs.slice(at, at + CHUNK));
            at += CHUNK;
            if (at < docs.length) setTimeout(step, 0);
            else {
              onIndexed?.();
              resolve();
            }
          };
          step();
        }),
    )
    .catch((error: unknown) => {
      // Tools stay searchable; the next opening tries again.
      contentIndex = null;
      console.warn(error);
    });
  return contentIndex;
}

/** Longer text than this, or text with a line break, is data: the box shows it on one line and keeps the original. */
const QUERY_LIMIT = 200;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, QUERY_LIMIT);

/** The box's text and the data behind it, for a text typed or handed over. */
function boxFor(text: string): { query: string; data: string | null } {
  const isData = text.length > QUERY_LIMIT || /[\r\n]/.test(text);
  return { query: isData ? oneLine(text) : text, data: isData ? text : null };
}

let initialText: string | null = null;
let showText: ((text: string) => void) | null = null;

/** Opens the palette, with `text` in its box when given (the home page's box hands over what was typed or pasted). */
export function openPalette(text?: string) {
  if (text !== undefined) {
    if (showText) showText(text);
    else initialText = text;
  }
  spotlight.open();
  trackEvent('kBarOpened');
  // After the palette has drawn: the index's download and parsing must not hold up its first frame.
  setTimeout(() => void loadContentIndex(), 250);
}

/** Detections below this confidence are guesses the palette leaves out. */
const MIN_SCORE = 0.5;

/** The tool that reads each kind of pasted data, from the registry's `opens`. */
const toolFor = new Map(tools.flatMap((t: ToolMeta) => (t.opens ?? []).map((kind) => [kind, t] as const)));

/** Where a detection leads: its tool with the text filled in, or for a status code the HTTP cheatsheet's row. */
function targetOf(detection: Detection, text: string): { href: string; name: string } | null {
  const tool = toolFor.get(detection.kind);
  if (tool) return { href: toolStateLink(tool.slug as ToolSlug, tool.openState?.(text) ?? { [tool.linkField ?? 'input']: text }), name: tool.name };
  if (detection.kind === 'http-status') {
    const code = /\d{3}/.exec(text)?.[0] ?? '';
    const row = siteSearch
      .search(`http ${code}`)
      .flatMap((g) => g.results)
      .find((r) => r.url.startsWith('/cheatsheets/http_codes/'));
    return { href: row?.url ?? '/cheatsheets/http_codes/', name: 'HTTP status codes cheatsheet' };
  }
  return null;
}

/** Goes to a result: a plain page through the router, a #fragment by the browser, which scrolls to it and marks it. */
function go(router: ReturnType<typeof useRouter>, url: string) {
  if (url.includes('#')) window.location.assign(url);
  else router.push(url);
}

/**
 * The search palette (SPEC §2): tools grouped by category, then cheatsheets (down to their items), tutorials and
 * articles, problems, examples and posts; the query highlighted; typos and half-typed words forgiven.
 */
export function SearchPalette() {
  const router = useRouter();
  const [indexed, setIndexed] = useState(0);
  // What the box shows, and pasted data as it was, line breaks included (an input keeps one line); data is null
  // when the box holds typed words.
  const [{ query, data }, setBox] = useState(() => boxFor(initialText ?? ''));
  const show = useCallback((text: string) => setBox(boxFor(text)), []);
  const setQuery = (q: string) => setBox((box) => ({ query: q, data: box.data !== null && q === oneLine(box.data) ? box.data : null }));

  useEffect(() => {
    initialText = null;
    showText = show;
    return () => {
      showText = null;
    };
  }, [show]);

  useEffect(() => {
    onIndexed = () => setIndexed(siteSearch.size);
    return () => {
      onIndexed = null;
    };
  }, []);

  const open = (url: string, event: string) => {
    trackEvent('kBarClick', event);
    go(router, url);
  };

  // Pasted data (or a typed token, timestamp, color …) first: what it is, the tool's answer, Enter opens the tool.
  const text = data ?? query;
  const detected = useMemo(
    () =>
      detect(text)
        .filter((d) => d.score >= MIN_SCORE)
        .flatMap((d) => {
          const target = targetOf(d, text);
          return target ? [{ detection: d, target }] : [];
        }),
    // The index matters to the status-code row only; `indexed` re-runs it once the index is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [text, indexed],
  );

  /** The text for which the visitor moved the selection with the arrow keys (Enter then opens what they chose). */
  const chose = useRef<string | null>(null);
  // Magic: layered encodings (URL → Base64 → gzip …) decoded as a recipe; first when it peels off two layers or more.
  const magicRow = useMagic(text);
  const detectedRows: ResultRowData[] = detected.map(({ detection, target }) => ({
    key: `detected:${detection.kind}`,
    label: detection.label,
    description: `${detection.preview} · opens ${target.name}`,
    url: target.href,
    event: `Detected ${detection.label}`,
  }));
  if (magicRow) {
    const row = {
      key: 'detected:magic',
      label: magicRow.label,
      description: `${magicRow.preview} · opens a recipe`,
      url: magicRow.href,
      event: 'Detected Magic',
    };
    if (magicRow.layers >= 2) detectedRows.unshift(row);
    else detectedRows.push(row);
  }
  const groups: ResultGroup[] = [];
  if (detectedRows.length > 0) groups.push({ group: 'Detected', rows: detectedRows });
  // Pasted data that was recognised is not searched for as words as well: its words would match noise.
  if (data === null || detectedRows.length === 0) {
    for (const g of siteSearch.search(query.slice(0, QUERY_LIMIT))) {
      groups.push({
        group: g.group,
        rows: g.results.map((hit) => ({ key: String(hit.id), label: hit.title, description: hit.where, url: hit.url, event: hit.title })),
      });
    }
  }
  const terms = data === null ? queryTerms(query) : [];

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // SPEC §9: the list scrolls within 500 px (less on short screens). Set on the list itself because
      // Spotlight 9.7.3's own maxHeight lands on a class its root never gets.
      styles={{ actionsList: { maxHeight: 'min(500px, calc(100dvh - 15rem))' } }}
      shortcut={null}
      transitionProps={{ duration: 200 }}
      overlayProps={{ blur: 7 }}
    >
      <Spotlight.Search
        placeholder="Search..."
        leftSection={<IconSearch size={18} stroke={1.5} />}
        aria-label="Search..."
        // Typing selects the first result, so Enter opens it; pasted or handed-over data did not type, so Enter
        // opens what was detected.
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            chose.current = text;
            return;
          }
          if (e.key !== 'Enter' || detectedRows.length === 0) return;
          // A row the visitor moved to with the arrows opens as Spotlight opens it. Otherwise Enter opens the first
          // detection, which is the first row shown even when Magic's row arrived after Spotlight selected another.
          // Spotlight clicks the row marked data-selected after this handler, whatever it does: so the mark moves to
          // the first row (the Detected group comes first) and Spotlight's click opens it.
          const dialog = e.currentTarget.closest('[role="dialog"]');
          if (chose.current === text && dialog?.querySelector('[data-selected]')) return;
          dialog?.querySelector('[data-selected]')?.removeAttribute('data-selected');
          dialog?.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
        }}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData('text/plain');
          if (pasted.length <= QUERY_LIMIT && !/[\r\n]/.test(pasted)) return;
          // The input would drop the line breaks of pasted JSON, YAML or a stack trace: keep the text whole.
          e.preventDefault();
          show(pasted);
        }}
      />
      {groups.length > 0 ? (
        <Spotlight.ActionsList>
          {groups.map((g) => (
            <Spotlight.ActionsGroup key={g.group} label={g.group}>
              {g.rows.map((row) => (
                <ResultRow key={row.key} row={row} terms={terms} onOpen={open} />
              ))}
            </Spotlight.ActionsGroup>
          ))}
        </Spotlight.ActionsList>
      ) : (
        <Spotlight.Empty>Nothing matches</Spotlight.Empty>
      )}
    </Spotlight.Root>
  );
}

interface ResultRowData {
  key: string;
  label: string;
  /** Where it goes, or what was detected and the tool it opens. */
  description: string;
  url: string;
  /** The analytics title of a click. */
  event: string;
}

interface ResultGroup {
  group: string;
  rows: ResultRowData[];
}

/** The label with every occurrence of a query word marked (the query highlighted, SPEC §2). */
function highlighted(label: string, terms: readonly string[]): ReactNode {
  if (terms.length === 0) return label;
  const pattern = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  const parts = label.split(pattern);
  return parts.length === 1 ? label : parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

/**
 * One result: a plain button with Spotlight's classes and data-action, which its keyboard selection walks. Lighter
 * than Spotlight.Action, which is a Mantine component per row: drawing those was most of a keystroke's time.
 */
function ResultRow({ row, terms, onOpen }: { row: ResultRowData; terms: readonly string[]; onOpen: (url: string, event: string) => void }) {
  return (
    <button
      type="button"
      data-action
      tabIndex={-1}
      className={`${classes.result} ${Spotlight.classes.action} mantine-Spotlight-action`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        spotlight.close();
        onOpen(row.url, row.event);
      }}
    >
      <span className={`${Spotlight.classes.actionBody} mantine-Spotlight-actionBody`}>
        <span className={`${Spotlight.classes.actionLabel} mantine-Spotlight-actionLabel`}>{highlighted(row.label, terms)}</span>
        <span className={`${Spotlight.classes.actionDescription} mantine-Spotlight-actionDescription`}>{row.description}</span>
      </span>
    </button>
  );
}
