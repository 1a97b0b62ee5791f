import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
  type LanguageSupport,
  StreamLanguage,
} from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { ChangeSet, Compartment, EditorState, Transaction, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExt,
} from '@codemirror/view';
import { largePasteText } from './large-text';

/** Languages the editors can highlight; each loads only when an editor asks for it. */
export type EditorLanguage =
  'text' | 'json' | 'css' | 'html' | 'javascript' | 'typescript' | 'xml' | 'sql' | 'yaml' | 'toml' | 'python' | 'go' | 'java' | 'shell';

async function loadLanguage(lang: EditorLanguage): Promise<Extension> {
  switch (lang) {
    case 'json':
      return (await import('@codemirror/lang-json')).json();
    case 'css':
      return (await import('@codemirror/lang-css')).css();
    case 'html':
      return (await import('@codemirror/lang-html')).html();
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript({ jsx: true });
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: true, jsx: true });
    case 'xml':
      return (await import('@codemirror/lang-xml')).xml();
    case 'sql':
      return (await import('@codemirror/lang-sql')).sql();
    case 'yaml':
      return (await import('@codemirror/lang-yaml')).yaml();
    case 'toml':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/toml')).toml);
    case 'python':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/python')).python);
    case 'go':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/go')).go);
    case 'java':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/clike')).java);
    case 'shell':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
    default:
      return [];
  }
}

/** An editor out of sight gets a fresh state, not a change, when given a document longer than this. */
const OFFSCREEN_RESET = 50_000;

/**
 * Replacing a highlighted document, CodeMirror parses the new one on the spot for up to 20 ms (more on a stream of
 * JSON values, which the JSON grammar parses with error recovery), however little of it shows: the jq playground's
 * 358 KB result on the 5 MB benchmark spent 23 to 29 ms of its 76 to 83 ms in the editor parsing before it showed.
 * A new document longer than this is shown plain, and its language is set again once that has been painted (a
 * language set afresh parses the first screen, the rest in idle time).
 */
const FRESH_PARSE_FROM = 20_000;

/** Above this many characters a document is shown without syntax highlighting. */
export const LARGE_DOCUMENT = 1_000_000;

export interface EditorHandle {
  view: EditorView;
  /** `undoable: false`: the change is not in the undo history (Ctrl+Z neither undoes it nor brings it back). */
  setValue(value: string, options?: { undoable?: boolean }): void;
  setDark(dark: boolean): void;
  setReadOnly(readOnly: boolean): void;
  setLanguage(language: EditorLanguage): Promise<void>;
  destroy(): void;
}

export interface CreateEditorOptions {
  parent: HTMLElement;
  value: string;
  label: string;
  language: EditorLanguage;
  readOnly: boolean;
  dark: boolean;
  placeholder?: string;
  wrap?: boolean;
  onChange?: (value: string) => void;
  /**
   * Takes a paste of more than LARGE_PASTE_CHARS instead of the editor (which then leaves its document as it
   * is): the text pasted and the selection it replaces.
   */
  onLargePaste?: (text: string, from: number, to: number) => void;
  /** Where the textarea it replaces was scrolled to: the editor opens scrolled the same. */
  scroll?: { top: number; left: number };
}

const baseTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px' },
  // Lines a whole number of pixels apart: at 13 px × 1.4 (18.2 px) Chrome puts CodeMirror's lines (each its own
  // block) 18.1875 px apart and a textarea's 18.203125 px, so a scrolled prerendered frame (EditorFrame.tsx) would
  // differ from CodeMirror by a pixel every 64 lines.
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto', lineHeight: '18px' },
  '&.cm-focused': { outline: 'none' },
  // The cursor's line is marked only while the editor has focus: an editor nobody is in looks like the
  // prerendered frame (CodeEditor.tsx), which knows no cursor.
  '&:not(.cm-focused) .cm-activeLine, &:not(.cm-focused) .cm-activeLineGutter': { backgroundColor: 'transparent' },
});

/** Resolves once CodeMirror has measured its layout and drawn what it measured (it does so in an animation frame). */
const measured = (view: EditorView) => new Promise<void>((resolve) => view.requestMeasure({ read: () => null, write: () => resolve() }));

/**
 * Creates a CodeMirror 6 editor: line numbers, folding, search, history, language mode and dark theme. Resolves
 * once its layout is measured, so a parent kept invisible until then shows it complete.
 */
export async function createEditor(opts: CreateEditorOptions): Promise<EditorHandle> {
  const language = new Compartment();
  const theme = new Compartment();
  const readOnly = new Compartment();
  let languageExt = await loadLanguage(opts.language);
  let highlighted = opts.language !== 'text';
  let destroyed = false;
  /** The latest setLanguage call: an earlier one whose language loads later does not override it. */
  let languageCall = 0;
  let applyingExternal = false;
  // Syntax trees for multi-megabyte documents cost seconds of parsing (in slices of up to 100 ms);
  // such documents are shown as plain text, which keeps every main-thread task short.
  const tooBig = (length: number) => length > LARGE_DOCUMENT;
  let plain = tooBig(opts.value.length);

  let dark = opts.dark;
  let ro = opts.readOnly;
  // The editor's extensions with the compartments as they are now (a state made afresh keeps them).
  const extensions = () => [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    keymap.of([...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
    baseTheme,
    opts.wrap ? EditorView.lineWrapping : [],
    opts.placeholder ? placeholderExt(opts.placeholder) : [],
    EditorView.contentAttributes.of({ 'aria-label': opts.label, 'aria-multiline': 'true' }),
    language.of(plain ? [] : languageExt),
    theme.of(dark ? oneDark : []),
    readOnly.of([EditorState.readOnly.of(ro), EditorView.editable.of(!ro)]),
    EditorView.domEventHandlers({
      paste(event, view) {
        const take = opts.onLargePaste;
        const text = take && !view.state.readOnly ? largePasteText(event.clipboardData) : null;
        if (!take || text === null) return false;
        event.preventDefault();
        const { from, to } = view.state.selection.main;
        take(text, from, to);
        return true;
      },
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !applyingExternal) opts.onChange?.(update.state.doc.toString());
    }),
  ];
  const state = EditorState.create({
    doc: opts.value,
    extensions: extensions(),
  });
  const view = new EditorView({
    state,
    parent: opts.parent,
    dispatchTransactions(trs, v) {
      try {
        v.update(trs);
      } catch (e) {
        // A document nested deeper than the grammar's tree builder can recurse (5,000 XML elements in one another)
        // overflows the stack while the language parses it inside the transaction: CodeMirror would keep the old
        // document (a paste lost) and the page report an error. It is shown plain instead, like a very large one.
        if (!(e instanceof RangeError) || plain) throw e;
        plain = true;
        const start = trs[0].startState;
        const last = trs[trs.length - 1];
        let changes = ChangeSet.empty(start.doc.length);
        for (const tr of trs) changes = changes.compose(tr.changes);
        const userEvent = last.annotation(Transaction.userEvent);
        v.update([
          start.update({
            changes,
            selection: last.selection,
            effects: language.reconfigure([]),
            scrollIntoView: last.scrollIntoView,
            annotations: userEvent ? Transaction.userEvent.of(userEvent) : undefined,
          }),
        ]);
      }
    },
  });
  if (opts.scroll && (opts.scroll.top || opts.scroll.left)) {
    // Scrolled once the line heights are measured (before, the content may be too short to scroll that far),
    // then measured again so the lines in view are drawn.
    await measured(view);
    view.scrollDOM.scrollTop = opts.scroll.top;
    view.scrollDOM.scrollLeft = opts.scroll.left;
  }
  await measured(view);

  return {
    view,
    setValue(value, { undoable = true } = {}) {
      if (!view.inView && value.length > OFFSCREEN_RESET) {
        // CodeMirror leaves the viewport of an editor out of sight as it was, mapped through the change,
        // so replacing the whole document drew every line of the new one (30,000 nodes and 0.6 s of
        // layout for 1 MB of regex output below the fold). A state made afresh starts from its first
        // screen (and no undo history, which matters little in an editor nobody is looking at).
        plain = tooBig(value.length);
        view.setState(EditorState.create({ doc: value, extensions: extensions() }));
        return;
      }
      applyingExternal = true;
      try {
        const big = tooBig(value.length);
        const fresh = highlighted && !big && !plain && value.length > FRESH_PARSE_FROM;
        const effects = big !== plain || fresh ? language.reconfigure(big || fresh ? [] : languageExt) : undefined;
        plain = big;
        // A read-only text (a result, the start of a large paste) starts with the cursor at its start: mapped to its end,
        // the cursor of the focused editor an input was pasted into took 60 ms to place in the DOM of a 200 KB line.
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: value },
          selection: ro ? { anchor: 0 } : undefined,
          effects,
          annotations: undoable ? undefined : Transaction.addToHistory.of(false),
        });
        if (fresh) {
          const call = ++languageCall;
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (call === languageCall && !plain && !destroyed) view.dispatch({ effects: language.reconfigure(languageExt) });
            }, 0),
          );
        }
      } finally {
        applyingExternal = false;
      }
    },
    setDark(value) {
      dark = value;
      view.dispatch({ effects: theme.reconfigure(dark ? oneDark : []) });
    },
    setReadOnly(value) {
      ro = value;
      view.dispatch({ effects: readOnly.reconfigure([EditorState.readOnly.of(ro), EditorView.editable.of(!ro)]) });
    },
    async setLanguage(lang) {
      const call = ++languageCall;
      // Plain text applies at once (CodeEditor sets it before a new value that should not be parsed).
      const ext = lang === 'text' ? [] : await loadLanguage(lang);
      if (call !== languageCall) return;
      languageExt = ext;
      highlighted = lang !== 'text';
      if (!plain) view.dispatch({ effects: language.reconfigure(languageExt) });
    },
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
}

export type { LanguageSupport };
