declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  /** Tables, strikethrough, task lists and highlighted code blocks. */
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  /** <div class="highlight-source-xxx"><pre> blocks as fenced code with their language. */
  export const highlightedCodeBlock: TurndownService.Plugin;
}

declare module '@mixmark-io/domino' {
  /** Parses an HTML text into a document (no scripts run, nothing loads). */
  export function createDocument(html?: string, force?: boolean): Document;
}
