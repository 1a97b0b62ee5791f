import { describe, expect, it } from 'vitest';
import { errorSummary, isPythonMessage, stdinLines } from '@/lib/python/protocol';

describe('messages from the Python sandbox', () => {
  it('accepts each message the worker sends', () => {
    for (const m of [
      { type: 'status', text: 'Starting Python…' },
      { type: 'ready', version: '3.13.2' },
      { type: 'stream', id: 1, stream: 'stdout', text: 'hi\n' },
      { type: 'done', id: 1, ok: true, ms: 12.5 },
      { type: 'done', id: 2, ok: false, error: 'Traceback…', ms: 3 },
      { type: 'fatal', text: 'Python could not start: …' },
    ])
      expect(isPythonMessage(m), JSON.stringify(m)).toBe(true);
  });

  it('drops anything else the frame might post', () => {
    for (const m of [
      null,
      'ready',
      { type: 'boot', script: 'alert(1)' },
      { type: 'status', text: 42 },
      { type: 'stream', id: 1, stream: 'stdin', text: 'x' },
      { type: 'stream', id: '1', stream: 'stdout', text: 'x' },
      { type: 'done', id: 1, ok: 'yes', ms: 1 },
      { type: 'done', id: 1, ok: true, ms: Infinity },
      { type: 'done', id: 1, ok: false, ms: 1, error: { html: '<img onerror>' } },
    ])
      expect(isPythonMessage(m), JSON.stringify(m)).toBe(false);
  });
});

describe('program input and errors', () => {
  it('gives input() one line per call, without a trailing empty line', () => {
    expect(stdinLines('')).toEqual([]);
    expect(stdinLines('a\r\nb\n')).toEqual(['a', 'b']);
  });

  it('summarises a traceback by its last line', () => {
    expect(errorSummary('Traceback (most recent call last):\n  File "<main>", line 1\nZeroDivisionError: division by zero\n')).toBe(
      'ZeroDivisionError: division by zero',
    );
  });
});
