'use client';

import { Button, Loader } from '@mantine/core';
import { IconArrowRight, IconCircle, IconDiamond, IconLetterT, IconLine, IconPencil, IconPointer, IconSquare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SavedScene, StrokePoint } from './excalidraw.scene';

/**
 * The editor's drawing tools shown in the static toolbar, with Excalidraw's own shortcut keys: those its restore
 * accepts as the starting tool (`initialData.appState.activeTool`; the eraser is not one of them).
 */
export const TOOLS = [
  { type: 'selection', name: 'Selection', keys: ['v', '1'], icon: <IconPointer size={16} /> },
  { type: 'rectangle', name: 'Rectangle', keys: ['r', '2'], icon: <IconSquare size={16} /> },
  { type: 'diamond', name: 'Diamond', keys: ['d', '3'], icon: <IconDiamond size={16} /> },
  { type: 'ellipse', name: 'Ellipse', keys: ['o', '4'], icon: <IconCircle size={16} /> },
  { type: 'arrow', name: 'Arrow', keys: ['a', '5'], icon: <IconArrowRight size={16} /> },
  { type: 'line', name: 'Line', keys: ['l', '6'], icon: <IconLine size={16} /> },
  { type: 'freedraw', name: 'Draw', keys: ['p', '7'], icon: <IconPencil size={16} /> },
  { type: 'text', name: 'Text', keys: ['t', '8'], icon: <IconLetterT size={16} /> },
] as const;

export type ToolType = (typeof TOOLS)[number]['type'];

/** The tool a key chooses in the editor (no modifier keys), or null. */
export function toolOfKey(key: string): ToolType | null {
  return TOOLS.find((t) => (t.keys as readonly string[]).includes(key.toLowerCase()))?.type ?? null;
}

type El = Record<string, unknown>;
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);

/** One element drawn plainly (no hand-drawn strokes): enough to recognise the drawing until the editor takes over. */
function shape(el: El, i: number): ReactNode {
  const x = num(el.x);
  const y = num(el.y);
  const w = num(el.width);
  const h = num(el.height);
  const bg = str(el.backgroundColor, 'transparent');
  const paint = {
    stroke: str(el.strokeColor, '#1e1e1e'),
    strokeWidth: num(el.strokeWidth, 2),
    fill: bg === 'transparent' ? 'none' : bg,
    opacity: num(el.opacity, 100) / 100,
    strokeDasharray: el.strokeStyle === 'dashed' ? '8 6' : el.strokeStyle === 'dotted' ? '2 5' : undefined,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  const angle = num(el.angle);
  const transform = angle ? `rotate(${(angle * 180) / Math.PI} ${x + w / 2} ${y + h / 2})` : undefined;
  switch (el.type) {
    case 'rectangle':
    case 'frame':
    case 'image':
      return <rect key={i} x={x} y={y} width={w} height={h} rx={el.roundness ? Math.min(w, h) / 8 : 0} transform={transform} {...paint} />;
    case 'ellipse':
      return <ellipse key={i} cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} transform={transform} {...paint} />;
    case 'diamond':
      return (
        <polygon
          key={i}
          points={`${x + w / 2},${y} ${x + w},${y + h / 2} ${x + w / 2},${y + h} ${x},${y + h / 2}`}
          transform={transform}
          {...paint}
        />
      );
    case 'line':
    case 'arrow':
    case 'freedraw': {
      const points = Array.isArray(el.points) ? (el.points as unknown[]) : [];
      const list = points.filter((p): p is [number, number] => Array.isArray(p) && p.length >= 2).map(([px, py]) => `${x + num(px)},${y + num(py)}`);
      return <polyline key={i} points={list.join(' ')} transform={transform} {...paint} fill="none" />;
    }
    case 'text': {
      const size = num(el.fontSize, 20);
      const lines = str(el.text, '').split('\n');
      return (
        <text
          key={i}
          x={x}
          y={y}
          fontSize={size}
          fill={paint.stroke}
          opacity={paint.opacity}
          transform={transform}
          fontFamily="Virgil, Segoe UI Emoji, sans-serif"
        >
          {lines.map((line, n) => (
            <tspan key={n} x={x} dy={n === 0 ? size : size * num(el.lineHeight, 1.25)}>
              {line}
            </tspan>
          ))}
        </text>
      );
    }
    default:
      return null;
  }
}

/** The scene as Excalidraw would show it at its saved scroll and zoom, drawn as a static SVG. */
function ScenePreview({ scene }: { scene: SavedScene }) {
  const { appState } = scene;
  const zoom = num((appState.zoom as { value?: unknown } | undefined)?.value, 1) || 1;
  return (
    <svg aria-hidden="true" data-scene-preview="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
      <g transform={`scale(${zoom}) translate(${num(appState.scrollX)} ${num(appState.scrollY)})`}>{scene.elements.map(shape)}</g>
    </svg>
  );
}

const island = {
  position: 'absolute',
  display: 'flex',
  gap: 2,
  padding: 4,
  borderRadius: 8,
  background: 'var(--mantine-color-body)',
  boxShadow: '0 0 0 1px var(--mantine-color-default-border), 0 1px 4px rgba(0, 0, 0, 0.08)',
} as const;

const toolButton = {
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mantine-color-text)',
  cursor: 'pointer',
} as const;

/**
 * What the drawing area shows until the editor is loaded: its toolbar, the canvas background, the saved or shared
 * scene as a picture, and a button to open the editor. Prerendered, so the page paints it at once; the editor (about
 * 550 KB of code) loads on the first pointer, key, focus or touch in it (ExcalidrawBoard.tsx). A tool chosen here
 * is the editor's tool once it has loaded.
 */
export function StaticCanvas({
  scene,
  strokes,
  loading,
  failed,
  dark,
  onOpen,
}: {
  scene: SavedScene | null;
  /** Strokes drawn here while the editor loads (pixels from the frame's corner): shown until the editor draws them. */
  strokes: readonly (readonly StrokePoint[])[];
  loading: boolean;
  failed: boolean;
  dark: boolean;
  onOpen: (tool?: ToolType) => void;
}) {
  const empty = !scene || scene.elements.length === 0;
  const background = str(scene?.appState.viewBackgroundColor, '#ffffff');
  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden', cursor: loading ? 'progress' : undefined }}>
      {/* Excalidraw draws its canvas light and inverts it for the dark theme; the picture does the same. */}
      <div style={{ position: 'absolute', inset: 0, background, filter: dark ? 'invert(93%) hue-rotate(180deg)' : undefined }}>
        {scene && !empty && <ScenePreview scene={scene} />}
        {strokes.length > 0 && (
          <svg aria-hidden="true" data-early-strokes="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
            {strokes.map((points, i) => (
              <polyline
                key={i}
                points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke="#1e1e1e"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ))}
          </svg>
        )}
      </div>
      <div role="toolbar" aria-label="Tools" style={{ ...island, top: 16, left: '50%', transform: 'translateX(-50%)' }}>
        {TOOLS.map((t) => (
          <button
            key={t.type}
            type="button"
            aria-label={t.name}
            title={`${t.name} — ${t.keys[0].toUpperCase()} or ${t.keys[1]}`}
            style={toolButton}
            onPointerDown={() => onOpen(t.type)}
            onClick={() => onOpen(t.type)}
          >
            {t.icon}
          </button>
        ))}
      </div>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          ...(empty ? { top: '38%' } : { bottom: 24 }),
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 12,
          textAlign: 'center',
          color: 'var(--mantine-color-dimmed)',
        }}
      >
        {empty && <p style={{ margin: 0, fontSize: 20 }}>Your drawing is saved in this browser only.</p>}
        {loading ? (
          <p role="status" style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
            <Loader size="sm" /> Loading the editor…
          </p>
        ) : failed ? (
          <p style={{ margin: 0 }}>The editor is unavailable.</p>
        ) : (
          <Button variant="default" onClick={() => onOpen()}>
            Open editor
          </Button>
        )}
      </div>
    </div>
  );
}
