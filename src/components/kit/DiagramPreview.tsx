'use client';

import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFocusCentered, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadBlob } from '@/components/kit/actions';
import classes from '@/components/kit/kit.module.css';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import type { ToolError } from '@/lib/result';
import {
  fitView,
  initialView,
  pngSize,
  laidOutSize,
  staticFitWidth,
  svgMarkupSizing,
  svgPixelSize,
  type SvgSizing,
  wheelFactor,
  zoomAt,
  type PixelSize,
  type View,
} from '@/lib/diagram-svg';

/** Space around the diagram inside the pane, in CSS pixels. */
const PAD = 8;
/** The pane's height, border included (1 px each side). */
const PANE_HEIGHT = 480;

const XML_PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n';

function naturalSize(svg: SVGSVGElement): PixelSize | null {
  const box = svg.getBoundingClientRect();
  return svgPixelSize({ width: svg.getAttribute('width'), height: svg.getAttribute('height'), viewBox: svg.getAttribute('viewBox') }, box);
}

/** The scale a `scale(…)` transform gives an element (1 when it has none). */
function scaleOf(el: HTMLElement): number {
  const m = /scale\(([\d.]+)\)/.exec(el.style.transform);
  return m ? Number(m[1]) || 1 : 1;
}

/** The SVG as a standalone file: the shown (sanitised) element, serialised as XML with its namespaces. */
function standaloneSvg(svg: SVGSVGElement, size: PixelSize | null): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  if (size) {
    // Mermaid sizes its SVG with width="100%" and a max-width style: give the file a real size.
    copy.setAttribute('width', String(Math.round(size.width * 100) / 100));
    copy.setAttribute('height', String(Math.round(size.height * 100) / 100));
    copy.style.removeProperty('max-width');
  }
  if (!copy.getAttribute('xmlns')) copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return XML_PROLOG + new XMLSerializer().serializeToString(copy);
}

/** Draws the SVG on a canvas at `scale` through an <img> of a data URI, on white, and encodes a PNG. */
async function svgToPng(svg: SVGSVGElement, scale: number): Promise<Blob> {
  const size = naturalSize(svg);
  if (!size) throw new Error('The diagram has no size to export.');
  const target = pngSize(size, scale);
  if (!target.ok) throw new Error(target.error.message);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg, size))}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = target.value.width;
  canvas.height = target.value.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the PNG.'))), 'image/png'),
  );
}

export interface DiagramPreviewProps {
  /** Sanitised SVG markup (or our own prerendered sample); null before the first diagram. */
  svg: string | null;
  /** The editor holds an error: the diagram shown is the last one that worked. */
  stale?: boolean;
  /** Base of the downloaded file names. */
  filename: string;
  /** Shown while there is no diagram yet. */
  placeholder: string;
}

/** The diagram pane: zoom (buttons, wheel) and pan (drag) of the SVG, and SVG/PNG downloads. */
export function DiagramPreview({ svg, stale = false, filename, placeholder }: DiagramPreviewProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(initialView);
  const [exportError, setExportError] = useState<ToolError | null>(null);
  const [exporting, setExporting] = useState(false);
  const drag = useRef<{ id: number; x: number; y: number; view: View; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [panning, setPanning] = useState(false);
  // Until the user zooms or pans, the diagram is kept fitted to the pane: on first render, on each new diagram
  // and when the pane changes size (a diagram shown at 100% was cut off on the right while the pane had room).
  const [fitted, setFitted] = useState(true);
  // The page's first paint (prerendered HTML, before any script) cannot measure the pane: the diagram is fitted by CSS
  // there, to the same place and scale the script's fit gives (staticFitWidth). The view takes over at the first
  // measurement, computed from the same natural size, so the picture does not move.
  const [measured, setMeasured] = useState(false);
  const staticSizing = useMemo(() => (!measured && fitted && svg ? svgMarkupSizing(svg) : null), [measured, fitted, svg]);

  // A wheel listener must be non-passive to keep the page from scrolling while zooming.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const factor = wheelFactor(e.deltaY, e.deltaMode);
      setFitted(false);
      setView((v) => zoomAt(v, factor, e.clientX - r.left, e.clientY - r.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const fittedView = useCallback((sizing?: SvgSizing | null): View => {
    const el = viewportRef.current;
    const shown = el?.querySelector('svg');
    if (!el || !shown) return initialView;
    let w: number;
    let h: number;
    if (sizing) {
      // Still drawn by the CSS fit, its box is not the size it will take: that is computed from its markup.
      ({ width: w, height: h } = laidOutSize(sizing, el.clientWidth - 2 * PAD));
    } else {
      const wrapper = shown.parentElement;
      // Measure the diagram unscaled: the wrapper's transform is set by the view, so read its layout size.
      const size = naturalSize(shown);
      const box = shown.getBoundingClientRect();
      const scale = wrapper ? scaleOf(wrapper) : 1;
      w = box.width / scale || size?.width || 0;
      h = box.height / scale || size?.height || 0;
    }
    // The wrapper pads the diagram by PAD on each side: fit the padded box, so the diagram sits centred.
    return fitView({ width: w + 2 * PAD, height: h + 2 * PAD }, { width: el.clientWidth, height: el.clientHeight }, 0);
  }, []);

  // The observer reports each observed element once when observing starts, and again on every size change.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el || !fitted || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setView(fittedView(staticSizing));
      setMeasured(true);
    });
    observer.observe(el);
    const shown = el.querySelector('svg');
    if (shown) observer.observe(shown);
    return () => observer.disconnect();
  }, [svg, fitted, fittedView, staticSizing]);

  /** A change the user made: the view stops following the pane. */
  const manual = (next: View | ((v: View) => View)) => {
    setFitted(false);
    setView(next);
  };

  const zoomCentre = (factor: number) => {
    const el = viewportRef.current;
    const w = el?.clientWidth ?? 0;
    const h = el?.clientHeight ?? 0;
    manual((v) => zoomAt(v, factor, w / 2, h / 2));
  };

  const fit = () => {
    setFitted(true);
    setView(fittedView());
  };

  const currentSvg = () => viewportRef.current?.querySelector('svg') ?? null;

  const downloadSvg = () => {
    const el = currentSvg();
    if (!el) return;
    downloadBlob(standaloneSvg(el, naturalSize(el)), `${filename}.svg`, 'image/svg+xml');
  };

  const downloadPng = async () => {
    const el = currentSvg();
    if (!el) return;
    setExporting(true);
    try {
      downloadBlob(await svgToPng(el, 2), `${filename}.png`, 'image/png');
      setExportError(null);
    } catch (e) {
      setExportError({ message: `PNG export failed: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <Group gap={6} mb={6} justify="space-between" wrap="wrap">
        <Group gap={4}>
          <ActionIcon variant="default" aria-label="Zoom out" title="Zoom out (or scroll on the diagram)" onClick={() => zoomCentre(1 / 1.25)}>
            <IconZoomOut size={16} />
          </ActionIcon>
          <Text size="sm" w={48} ta="center" aria-live="polite" aria-label="Zoom level">
            {Math.round(view.scale * 100)}%
          </Text>
          <ActionIcon variant="default" aria-label="Zoom in" title="Zoom in (or scroll on the diagram)" onClick={() => zoomCentre(1.25)}>
            <IconZoomIn size={16} />
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Fit to pane" title="Fit the diagram in the pane" onClick={fit}>
            <IconFocusCentered size={16} />
          </ActionIcon>
          <Button size="compact-sm" variant="subtle" aria-label="Actual size" title="Actual size (100%)" onClick={() => manual(initialView)}>
            1:1
          </Button>
        </Group>
        <Group gap={6}>
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} disabled={!svg} onClick={downloadSvg}>
            SVG
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} />}
            disabled={!svg}
            loading={exporting}
            onClick={downloadPng}
          >
            PNG
          </Button>
        </Group>
      </Group>
      <div
        ref={viewportRef}
        role="region"
        aria-label="Preview"
        tabIndex={0}
        className={classes.diagramPane}
        style={{
          position: 'relative',
          height: PANE_HEIGHT,
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          cursor: panning ? 'grabbing' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
        }}
        onKeyDown={(e) => {
          const step = 40;
          if (e.key === '+' || e.key === '=') zoomCentre(1.25);
          else if (e.key === '-') zoomCentre(1 / 1.25);
          else if (e.key === '0') manual(initialView);
          else if (e.key === 'ArrowLeft') manual((v) => ({ ...v, x: v.x + step }));
          else if (e.key === 'ArrowRight') manual((v) => ({ ...v, x: v.x - step }));
          else if (e.key === 'ArrowUp') manual((v) => ({ ...v, y: v.y + step }));
          else if (e.key === 'ArrowDown') manual((v) => ({ ...v, y: v.y - step }));
          else return;
          e.preventDefault();
        }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          suppressClick.current = false;
          drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, view, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          const dx = e.clientX - d.x;
          const dy = e.clientY - d.y;
          if (!d.moved && Math.hypot(dx, dy) < 4) return;
          if (!d.moved) {
            d.moved = true;
            setPanning(true);
            e.currentTarget.setPointerCapture(e.pointerId);
          }
          manual({ ...d.view, x: d.view.x + dx, y: d.view.y + dy });
        }}
        onPointerUp={(e) => {
          if (drag.current?.moved) suppressClick.current = true;
          drag.current = null;
          setPanning(false);
          if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
        }}
        onPointerCancel={() => {
          drag.current = null;
          setPanning(false);
        }}
        onClickCapture={(e) => {
          // The end of a drag is not a click on whatever node is under the pointer.
          if (suppressClick.current) {
            suppressClick.current = false;
            e.preventDefault();
            e.stopPropagation();
          }
        }}
      >
        {svg && staticSizing ? (
          <div
            className={classes.diagramStatic}
            style={
              {
                '--diagram-width': staticFitWidth(staticSizing, PANE_HEIGHT - 2, PAD),
                '--diagram-ratio': `${staticSizing.natural.width} / ${staticSizing.natural.height}`,
                opacity: stale ? 0.45 : 1,
              } as React.CSSProperties
            }
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : svg ? (
          <div
            style={{
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
              transformOrigin: '0 0',
              opacity: stale ? 0.45 : 1,
              transition: 'opacity 120ms',
              padding: PAD,
            }}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <Text c="dimmed" size="sm" p="md">
            {placeholder}
          </Text>
        )}
      </div>
      {stale && (
        <Text size="xs" c="dimmed" mt={4}>
          Showing the last diagram that worked; fix the error to update it.
        </Text>
      )}
      <ErrorPanel error={exportError} />
    </div>
  );
}
