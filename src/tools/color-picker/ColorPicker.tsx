'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { contrast, palette, parseColor, type ColorInfo } from './color-picker.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'color/picker';
const defaults = { color: '#1e90ff', background: '#ffffff' };

const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };
const border = '1px solid var(--mantine-color-default-border)';
const tableStyle = { borderCollapse: 'collapse', fontSize: 14, border } as const;
const cell = { textAlign: 'left', padding: '6px 10px', borderBottom: border } as const;
const sectionTitle = { fontSize: 16, margin: '20px 0 8px' };

/** A text field for any CSS colour next to the browser's own colour picker. */
function ColorField({ label, value, fallback, onChange }: { label: string; value: string; fallback: string; onChange: (v: string) => void }) {
  return (
    <Group gap={8} align="end" wrap="nowrap">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={fallback}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ width: 44, height: 36, padding: 2, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, background: 'none' }}
      />
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: mono }}
        w={260}
      />
    </Group>
  );
}

function Conversions({ info }: { info: ColorInfo }) {
  const rows: [string, string][] = [
    ['HEX', info.hex],
    ['RGB', info.rgb],
    ['HSL', info.hsl],
    ['OKLCH', info.oklch],
  ];
  return (
    <table aria-label="Conversions" style={{ ...tableStyle, width: '100%', maxWidth: 560 }}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, width: 80 }}>
              {name}
            </th>
            <td style={{ ...cell, ...mono }} aria-label={name}>
              {value}
            </td>
            <td style={{ ...cell, width: 110, textAlign: 'right' }}>
              <CopyButton text={value} label={`Copy ${name}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const verdict = (pass: boolean) => (pass ? '✓ Pass' : '✗ Fail');

export default function ColorPicker() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const fg = useMemo(() => parseColor(state.color), [state.color]);
  const bg = useMemo(() => parseColor(state.background), [state.background]);
  const ratio = fg.ok && bg.ok ? contrast(fg.value, bg.value) : null;
  const shades = fg.ok ? palette(fg.value) : null;
  const swatch = (info: ColorInfo) => info.hex.slice(0, 7);

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.paneHeader}>
        <h2 className={classes.paneTitle}>Colour</h2>
        <ShareButton slug={SLUG} state={state} />
      </div>
      <Group align="start" gap="xl" wrap="wrap">
        <div>
          <ColorField label="Colour" value={state.color} fallback={fg.ok ? swatch(fg.value) : '#000000'} onChange={(color) => update({ color })} />
          <ErrorPanel error={fg.ok ? null : fg.error} />
          <div
            aria-hidden
            style={{
              marginTop: 12,
              width: 304,
              height: 96,
              borderRadius: 6,
              border: '1px solid var(--mantine-color-default-border)',
              background: fg.ok ? fg.value.rgb : 'repeating-linear-gradient(45deg, #ddd 0 8px, #fff 8px 16px)',
            }}
          />
        </div>
        <div style={{ flex: 1, minWidth: 300 }}>
          {fg.ok ? (
            <>
              <Conversions info={fg.value} />
              {!fg.value.inGamut && (
                <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
                  This colour lies outside the sRGB gamut, so HEX, RGB and HSL show the nearest sRGB colour (found by lowering chroma in OKLCH). OKLCH
                  shows the colour as you entered it.
                </p>
              )}
            </>
          ) : (
            <p style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>Fix the colour to see its conversions.</p>
          )}
        </div>
      </Group>

      <h2 style={sectionTitle}>Contrast (WCAG 2.x)</h2>
      <Group align="end" gap="md">
        <ColorField
          label="Background"
          value={state.background}
          fallback={bg.ok ? swatch(bg.value) : '#ffffff'}
          onChange={(background) => update({ background })}
        />
        <Button
          variant="default"
          leftSection={<IconArrowsExchange size={16} />}
          onClick={() => update({ color: state.background, background: state.color })}
        >
          Swap colours
        </Button>
      </Group>
      <ErrorPanel error={bg.ok ? null : bg.error} />
      {ratio && fg.ok && bg.ok && (
        <Group align="start" gap="xl" mt="md" wrap="wrap">
          <div
            style={{
              background: bg.value.rgb,
              color: fg.value.rgb,
              padding: '16px 20px',
              borderRadius: 6,
              border: '1px solid var(--mantine-color-default-border)',
              minWidth: 280,
            }}
          >
            <div style={{ fontSize: 14 }}>Normal text: the quick brown fox jumps over the lazy dog.</div>
            <div style={{ fontSize: 24, marginTop: 6 }}>Large text (18pt)</div>
          </div>
          <div>
            <p style={{ margin: '0 0 8px', fontSize: 14 }}>
              Contrast ratio{' '}
              <output aria-label="Contrast ratio" style={{ ...mono, fontSize: 22, fontWeight: 700, marginLeft: 8 }}>
                {ratio.label}
              </output>
            </p>
            <table aria-label="WCAG verdicts" style={{ ...tableStyle, width: 320 }}>
              <thead>
                <tr>
                  <th scope="col" style={cell}>
                    Text
                  </th>
                  <th scope="col" style={cell}>
                    AA
                  </th>
                  <th scope="col" style={cell}>
                    AAA
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" style={cell}>
                    Normal
                  </th>
                  <td style={cell}>{verdict(ratio.normalAA)}</td>
                  <td style={cell}>{verdict(ratio.normalAAA)}</td>
                </tr>
                <tr>
                  <th scope="row" style={cell}>
                    Large
                  </th>
                  <td style={cell}>{verdict(ratio.largeAA)}</td>
                  <td style={cell}>{verdict(ratio.largeAAA)}</td>
                </tr>
              </tbody>
            </table>
            <p style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)', maxWidth: 420 }}>
              AA needs 4.5:1 for normal text and 3:1 for large text (18pt, or 14pt bold); AAA needs 7:1 and 4.5:1. The ratio is cut, not rounded, to
              two decimals, so a colour pair never shows a pass it does not have.
            </p>
          </div>
        </Group>
      )}

      {shades && fg.ok && (
        <>
          <h2 style={sectionTitle}>Tints and shades</h2>
          <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', margin: '0 0 8px' }}>
            Mixed toward white and toward black in even OKLab steps. Click one to use it.
          </p>
          <Group gap={6} role="list" aria-label="Tints and shades">
            {[...[...shades.shades].reverse(), swatch(fg.value), ...shades.tints].map((hex, i) => (
              <div role="listitem" key={`${hex}-${i}`}>
                <button
                  type="button"
                  aria-label={`Use ${hex}`}
                  onClick={() => update({ color: hex })}
                  style={{
                    display: 'block',
                    width: 64,
                    height: 48,
                    borderRadius: 4,
                    cursor: 'pointer',
                    background: hex,
                    border: hex === swatch(fg.value) ? '3px solid var(--mantine-color-text)' : '1px solid var(--mantine-color-default-border)',
                  }}
                />
                <div style={{ ...mono, fontSize: 11, textAlign: 'center', marginTop: 2 }}>{hex}</div>
              </div>
            ))}
          </Group>
        </>
      )}
    </div>
  );
}
