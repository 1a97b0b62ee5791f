'use client';

import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField, TextField } from '@/components/kit/Fields';
import kit from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { quote } from '@/lib/shell-quote';
import {
  describeMode,
  readChmodInput,
  SETGID,
  SETUID,
  SPECIAL_BITS,
  toChmodSymbolic,
  toLsString,
  toOctal,
  toSymbolic,
  type FileKind,
} from './chmod.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'chmod/calculator';
const SAMPLE = 'u+x,go-w';
const defaults = { input: SAMPLE, start: '666', kind: 'file', umask: '022', file: 'script.sh', recursive: false, field: 'input' };

const CLASSES = [
  { name: 'Owner', shift: 6 },
  { name: 'Group', shift: 3 },
  { name: 'Others', shift: 0 },
];
const PERMS = [
  { name: 'read', bit: 4 },
  { name: 'write', bit: 2 },
  { name: 'execute', bit: 1 },
];
const cell = { padding: '6px 12px', textAlign: 'center', borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

export default function ChmodCalculator() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const kind: FileKind = state.kind === 'directory' ? 'directory' : 'file';
  const reading = useMemo(() => readChmodInput(state.input, state.start, kind, state.umask), [state.input, state.start, kind, state.umask]);
  const mode = reading.ok ? reading.value.mode : null;
  const shownKind = (reading.ok && reading.value.kind) || kind;
  const setMode = (m: number) => update({ input: toOctal(m), field: 'input' });
  const target = quote(state.file || 'file');
  const r = state.recursive ? ' -R' : '';
  const commands =
    mode === null
      ? []
      : [
          { label: 'chmod (octal)', text: `chmod${r} ${toOctal(mode)} ${target}` },
          { label: 'chmod (symbolic)', text: `chmod${r} ${toChmodSymbolic(mode)} ${target}` },
          ...(reading.ok && reading.value.as === 'expression'
            ? [{ label: 'chmod (as typed)', text: `chmod${r} ${quote(state.input.trim())} ${target}` }]
            : []),
        ];

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={kit.paneHeader}>
        <h2 className={kit.paneTitle}>Input</h2>
        <Group gap={6}>
          <SampleButton onClick={() => update({ input: SAMPLE, start: '666', field: 'input' })} />
          <ClearButton onClick={() => update({ input: '', field: 'input' })} />
          <ShareButton slug={SLUG} state={state} />
        </Group>
      </div>
      <div className={kit.options}>
        <label className={kit.field} style={{ flex: '1 1 260px' }}>
          <span className={kit.fieldLabel}>Input</span>
          <input
            aria-label="Input"
            className={kit.fieldInput}
            value={state.input}
            onChange={(e) => update({ input: e.currentTarget.value, field: 'input' })}
            placeholder="755, rwxr-xr-x or u+x,go-w"
            spellCheck={false}
            autoComplete="off"
            style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
          />
        </label>
        <TextField label="Starting mode (for expressions)" value={state.start} onChange={(start) => update({ start })} width={90} />
        <TextField label="umask" value={state.umask} onChange={(umask) => update({ umask })} width={70} />
        <SelectField
          label="Type"
          value={kind}
          data={[
            { value: 'file', label: 'File' },
            { value: 'directory', label: 'Directory' },
          ]}
          onChange={(k) => update({ kind: k })}
        />
      </div>
      <p className={kit.status} style={{ marginTop: 0 }}>
        An octal mode (644, 4755), a permission string (rwxr-xr-x, drwxr-xr-x) or a chmod expression (u+x,go-w, a=r, +t) applied to the starting mode
        as GNU chmod does; the umask limits clauses without u, g, o or a.
      </p>
      <ErrorPanel error={reading.ok ? null : reading.error} />

      <section aria-label="Output" style={{ marginTop: 12 }}>
        <div className={kit.options}>
          <TextField
            label="Octal"
            value={state.field === 'octal' ? state.input : mode === null ? '' : toOctal(mode)}
            onChange={(v) => update({ input: v, field: 'octal' })}
            width={90}
          />
          <TextField
            label="Symbolic"
            value={state.field === 'symbolic' ? state.input : mode === null ? '' : toSymbolic(mode)}
            onChange={(v) => update({ input: v, field: 'symbolic' })}
            width={130}
          />
          <label className={kit.field}>
            <span className={kit.fieldLabel}>ls -l</span>
            <output aria-label="ls -l" className={kit.fieldInput} style={{ fontFamily: 'var(--mantine-font-family-monospace)', minWidth: 130 }}>
              {mode === null ? '—' : toLsString(mode, shownKind)}
            </output>
          </label>
        </div>

        <table aria-label="Permissions" style={{ borderCollapse: 'collapse', marginTop: 8, fontSize: 14 }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }} />
              {PERMS.map((p) => (
                <th key={p.name} scope="col" style={cell}>
                  {p.name[0].toUpperCase() + p.name.slice(1)}
                </th>
              ))}
              <th scope="col" style={cell}>
                Octal
              </th>
            </tr>
          </thead>
          <tbody>
            {CLASSES.map((c) => (
              <tr key={c.name}>
                <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                  {c.name}
                </th>
                {PERMS.map((p) => {
                  const bit = p.bit << c.shift;
                  return (
                    <td key={p.name} style={cell}>
                      <input
                        type="checkbox"
                        aria-label={`${c.name} ${p.name}`}
                        disabled={mode === null}
                        checked={mode !== null && (mode & bit) !== 0}
                        onChange={(e) => mode !== null && setMode(e.currentTarget.checked ? mode | bit : mode & ~bit)}
                      />
                    </td>
                  );
                })}
                <td style={{ ...cell, fontFamily: 'var(--mantine-font-family-monospace)' }}>{mode === null ? '' : (mode >> c.shift) & 7}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Group gap={16} mt={8}>
          {SPECIAL_BITS.map((s) => (
            <label key={s.name} className={kit.check}>
              <input
                type="checkbox"
                aria-label={s.name}
                disabled={mode === null}
                checked={mode !== null && (mode & s.bit) !== 0}
                onChange={(e) => mode !== null && setMode(e.currentTarget.checked ? mode | s.bit : mode & ~s.bit)}
              />
              <span>{s.name}</span>
            </label>
          ))}
        </Group>

        <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>Command</h2>
        <div className={kit.options}>
          <TextField label="File name" value={state.file} onChange={(file) => update({ file })} width={220} />
          <CheckField label="-R (recursive)" checked={state.recursive} onChange={(recursive) => update({ recursive })} />
        </div>
        <table aria-label="Commands" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <tbody>
            {commands.map((c) => (
              <tr key={c.label} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '6px 12px 6px 0', width: '1%', whiteSpace: 'nowrap' }}>
                  {c.label}
                </th>
                <td style={{ padding: '6px 12px 6px 0' }}>
                  <code style={{ fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' }}>{c.text}</code>
                </td>
                <td style={{ padding: '6px 0', width: '1%' }}>
                  <CopyButton text={c.text} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {mode !== null && kind === 'directory' && (mode & (SETUID | SETGID)) === 0 && (
          <p className={kit.status}>
            On a directory, GNU chmod keeps existing setuid and setgid bits when a 3- or 4-digit mode or u=/g= does not set them: add u-s,g-s (or
            write the mode with 5 digits, 0{toOctal(mode, true)}) to clear them.
          </p>
        )}
        {mode !== null && (
          <ul aria-label="Meaning" className={kit.status} style={{ paddingLeft: 20 }}>
            {describeMode(mode, shownKind).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
