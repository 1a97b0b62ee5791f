'use client';

import { CheckField, SelectField } from '@/components/kit/Fields';
import { TransformTool } from '@/components/kit/TransformTool';
import { ok, type Result } from '@/lib/result';
import { toolStateLink } from '@/registry/tool-links';
import { htmlSample } from './html-to-markdown.sample';

const defaults = { headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' };
type Options = typeof defaults;

/**
 * The core parses the HTML with domino, a DOM in JavaScript, never with the browser's parsers: nothing from the
 * pasted HTML is put into this page or any document of the browser's, so nothing in it can load, run or trip the
 * Content Security Policy. turndown and domino load on the first run.
 */
export const run = (input: string, o: Options): Result<string> | Promise<Result<string>> =>
  typeof window === 'undefined' ? ok('') : import('./html-to-markdown.core').then((m) => m.htmlToMarkdown(input, o));
const worker = () => new Worker(new URL('./html-to-markdown.worker.ts', import.meta.url));

/** Opening the editor puts the Markdown into the link itself; past this size the link would be too long to share. */
const MAX_LINK_CHARS = 200_000;

export default function HtmlToMarkdown() {
  return (
    <TransformTool
      slug="html/to-markdown"
      sample={htmlSample}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      inputLanguage="html"
      accept=".html,.htm,text/html,text/plain"
      wrapOutput
      download={{ filename: 'converted.md', mime: 'text/markdown' }}
      renderOptions={(o, update) => (
        <>
          <SelectField
            label="Headings"
            value={o.headingStyle}
            data={[
              { value: 'atx', label: '# ATX' },
              { value: 'setext', label: 'Setext (underlined)' },
            ]}
            onChange={(headingStyle) => update({ headingStyle })}
          />
          <SelectField
            label="Bullet"
            value={o.bulletListMarker}
            data={[
              { value: '-', label: '- hyphen' },
              { value: '*', label: '* asterisk' },
              { value: '+', label: '+ plus' },
            ]}
            onChange={(bulletListMarker) => update({ bulletListMarker })}
          />
          <CheckField
            label="Indented code blocks"
            checked={o.codeBlockStyle === 'indented'}
            onChange={(on) => update({ codeBlockStyle: on ? 'indented' : 'fenced' })}
          />
        </>
      )}
      renderNotes={(markdown) =>
        markdown === '' ? null : markdown.length > MAX_LINK_CHARS ? (
          <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
            The Markdown is too long to open in the Markdown editor by link: download it and open the file there.
          </p>
        ) : (
          <p style={{ fontSize: 14 }}>
            <a href={toolStateLink('markdown_editor', { input: markdown })}>Open in the Markdown editor</a>
          </p>
        )
      }
    />
  );
}
