'use client';

import { CheckField, SelectField } from '@/components/kit/Fields';
import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import { ESCAPE_LANGUAGES, LANGUAGE_LABELS, runTextEscape, type TextEscapeState } from './text-escape.core';

const defaults: TextEscapeState = { direction: 'encode', language: 'json', quotes: false, ascii: false };
const directions = [
  { value: 'encode', label: 'Escape' },
  { value: 'decode', label: 'Unescape' },
];
const languages = ESCAPE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
/** The languages where "Escape non-ASCII" changes anything (string literals and XML character references). */
const ASCII_OPTION = new Set(['json', 'javascript', 'java', 'csharp', 'python', 'go', 'xml']);
const worker = () => new Worker(new URL('./text-escape.worker.ts', import.meta.url));

export default function TextEscape() {
  return (
    <TransformTool
      slug="text/escape"
      sample={'She said "it\'s C:\\temp\\new"\n\ttab, dollar $HOME, 5 < 7 & emoji 😀'}
      defaultOptions={defaults}
      run={runTextEscape}
      worker={worker}
      wrapInput
      wrapOutput
      download={{ filename: 'escaped.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => (
        <>
          <DirectionOption direction={o.direction} update={update} data={directions} />
          <SelectField label="Language" value={o.language} data={languages} onChange={(language) => update({ language })} />
          {o.direction !== 'decode' && o.language !== 'xml' && (
            <CheckField label="Wrap in quotes" checked={o.quotes} onChange={(quotes) => update({ quotes })} />
          )}
          {o.direction !== 'decode' && ASCII_OPTION.has(o.language) && (
            <CheckField label="Escape non-ASCII" checked={o.ascii} onChange={(ascii) => update({ ascii })} />
          )}
        </>
      )}
    />
  );
}
