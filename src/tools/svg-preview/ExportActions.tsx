'use client';

import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconDownload, IconPhoto, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton } from '@/components/kit/ToolActions';
import type { ToolError } from '@/lib/result';
import { addMissingNamespaces, describeSaving, optimizeSvg, pngSize } from './svg-preview.core';
import type { View } from './use-svg-preview';

// "Optimise and export": SVGO (loaded on first use) and its result, and the PNG download at a chosen scale.

const scales = ['0.5', '1', '2', '3', '4', '8'].map((s) => ({ value: s, label: `${s}×` }));

export function ExportActions({
  view,
  input,
  scale,
  update,
}: {
  view: View | null;
  input: string;
  scale: string;
  update: (patch: { input?: string; scale?: string }) => void;
}) {
  const [optimised, setOptimised] = useState<{ from: string; source: string; data: string } | null>(null);
  const [actionError, setActionError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState<'optimise' | 'png' | null>(null);

  const optimise = async () => {
    setBusy('optimise');
    setActionError(null);
    try {
      const { optimize } = await import('svgo/browser');
      const source = addMissingNamespaces(input).text;
      const r = optimizeSvg(source, optimize);
      if (r.ok) setOptimised({ from: input, source, data: r.value });
      else setActionError(r.error);
    } catch (e) {
      setActionError({ message: `The optimiser could not be loaded: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(null);
    }
  };

  const downloadPng = async () => {
    if (!view) return;
    setActionError(null);
    const size = pngSize(view.info, Number(scale));
    if (!size.ok) {
      setActionError(size.error);
      return;
    }
    setBusy('png');
    try {
      const img = new Image();
      img.src = view.previewUri;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size.value.width;
      canvas.height = size.value.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('this browser gave no 2D canvas');
      ctx.drawImage(img, 0, 0, size.value.width, size.value.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('the canvas could not be encoded as PNG');
      downloadBlob(blob, 'image.png', 'image/png');
    } catch (e) {
      setActionError({ message: `The PNG could not be made: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(null);
    }
  };

  const current = optimised && optimised.from === input ? optimised : null;
  const info = view?.info;

  return (
    <>
      <h2 className={classes.paneTitle} style={{ marginTop: 20 }}>
        Optimise and export
      </h2>
      <Group gap="sm" mt={8} align="end">
        <Button variant="default" leftSection={<IconSparkles size={16} />} onClick={optimise} loading={busy === 'optimise'} disabled={!view}>
          Optimise with SVGO
        </Button>
        <div>
          <div style={{ fontSize: 14, fontWeight: 500, marginBottom: 4 }} id="svg-png-scale">
            PNG scale
          </div>
          <SegmentedControl aria-labelledby="svg-png-scale" value={scale} data={scales} onChange={(scale) => update({ scale })} />
        </div>
        <Button variant="default" leftSection={<IconPhoto size={16} />} onClick={downloadPng} loading={busy === 'png'} disabled={!view}>
          Download PNG
        </Button>
      </Group>
      {view && info && (
        <p className={classes.status}>
          PNG size at {scale}×:{' '}
          {pngSize(info, Number(scale)).ok
            ? `${Math.round(info.width * Number(scale))} × ${Math.round(info.height * Number(scale))} px`
            : 'too large'}
        </p>
      )}
      <ErrorPanel error={actionError} />
      {current && (
        <div style={{ marginTop: 8 }}>
          <p style={{ fontSize: 14, margin: '0 0 6px' }} aria-label="Optimisation result">
            Optimised: {describeSaving(current.source, current.data)}
          </p>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => downloadBlob(current.data, 'optimised.svg', 'image/svg+xml')}
            >
              Download optimised SVG
            </Button>
            <CopyButton text={current.data} label="Copy optimised SVG" />
            <Button size="compact-sm" variant="default" onClick={() => update({ input: current.data })}>
              Use optimised in the editor
            </Button>
          </Group>
        </div>
      )}
    </>
  );
}
