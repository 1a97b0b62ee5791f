import { describe, expect, it } from 'vitest';
import { decodeStateFragment, encodeStateFragment } from '@/lib/url-state';
import { earlyStrokeElement, parseScene, sceneFromState, type StrokeView } from '@/tools/excalidraw/excalidraw.scene';
import { toolOfKey } from '@/tools/excalidraw/StaticCanvas';

describe('Excalidraw scenes from storage and share links', () => {
  const rect = { id: 'a', type: 'rectangle', x: 1, y: 2, width: 3, height: 4 };

  it('reads the scene of a share link, keeping only the kept view settings', () => {
    const hash = encodeStateFragment({ scene: { elements: [rect], appState: { viewBackgroundColor: '#fff', openDialog: 'help' }, files: {} } });
    expect(sceneFromState(decodeStateFragment(hash))).toEqual({ elements: [rect], appState: { viewBackgroundColor: '#fff' }, files: {} });
  });

  it('drops deleted and malformed elements, and treats a link without a scene as none', () => {
    const scene = sceneFromState({ scene: { elements: [rect, { ...rect, id: 'b', isDeleted: true }, null, 7, { id: 'c' }] } });
    expect(scene?.elements).toEqual([rect]);
    expect(sceneFromState({ scene: 'nope' })).toBeNull();
    expect(sceneFromState({ input: 'x' })).toBeNull();
    expect(sceneFromState(null)).toBeNull();
  });

  it('treats corrupt saved text as no scene', () => {
    expect(parseScene('{"elements": [not json')).toBeNull();
    expect(parseScene(null)).toBeNull();
    expect(parseScene(JSON.stringify({ elements: [rect] }))?.elements).toEqual([rect]);
  });
});

describe('the static toolbar’s keys', () => {
  it('maps Excalidraw’s shortcut letters and digits to its tools', () => {
    expect(toolOfKey('r')).toBe('rectangle');
    expect(toolOfKey('R')).toBe('rectangle');
    expect(toolOfKey('2')).toBe('rectangle');
    expect(toolOfKey('o')).toBe('ellipse');
    expect(toolOfKey('7')).toBe('freedraw');
    expect(toolOfKey('Enter')).toBeNull();
    expect(toolOfKey('e')).toBeNull();
  });
});

describe('a stroke drawn before the editor loaded, as the editor would have made it', () => {
  const view: StrokeView = {
    scrollX: 10,
    scrollY: -20,
    zoom: { value: 2 },
    currentItemStrokeColor: '#1e1e1e',
    currentItemBackgroundColor: 'transparent',
    currentItemFillStyle: 'solid',
    currentItemStrokeWidth: 2,
    currentItemStrokeStyle: 'solid',
    currentItemRoughness: 1,
    currentItemOpacity: 100,
    currentItemRoundness: 'round',
    currentItemStartArrowhead: null,
    currentItemEndArrowhead: 'arrow',
  };
  // Pixels from the frame's corner; at zoom 2 and scroll (10, -20), pixel (100, 40) is scene point (40, 40).
  const points = [
    { x: 100, y: 40 },
    { x: 120, y: 90 },
    { x: 60, y: 140 },
  ];
  const style = {
    strokeColor: '#1e1e1e',
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
  };

  it('spans a shape over the box from where the pointer went down to where it came up, in scene coordinates', () => {
    expect(earlyStrokeElement({ tool: 'rectangle', points }, view)).toEqual({
      type: 'rectangle',
      x: 20,
      y: 40,
      width: 20,
      height: 50,
      ...style,
      roundness: { type: 3 },
    });
    expect(earlyStrokeElement({ tool: 'ellipse', points }, { ...view, currentItemRoundness: 'sharp' })).toMatchObject({
      type: 'ellipse',
      roundness: null,
    });
  });

  it('draws a line or an arrow from start to end, and keeps every point of a free-hand stroke', () => {
    expect(earlyStrokeElement({ tool: 'arrow', points }, view)).toEqual({
      type: 'arrow',
      x: 40,
      y: 40,
      points: [
        [0, 0],
        [-20, 50],
      ],
      ...style,
      roundness: { type: 2 },
      startArrowhead: null,
      endArrowhead: 'arrow',
    });
    expect(earlyStrokeElement({ tool: 'freedraw', points }, view)).toMatchObject({
      type: 'freedraw',
      x: 40,
      y: 40,
      width: 30,
      height: 50,
      points: [
        [0, 0],
        [10, 25],
        [-20, 50],
      ],
      simulatePressure: true,
    });
  });

  it('makes nothing of a drag with the selection or the text tool, or of a press that did not move', () => {
    expect(earlyStrokeElement({ tool: 'selection', points }, view)).toBeNull();
    expect(earlyStrokeElement({ tool: 'text', points }, view)).toBeNull();
    expect(earlyStrokeElement({ tool: 'rectangle', points: [points[0], points[0]] }, view)).toBeNull();
    expect(earlyStrokeElement({ tool: 'freedraw', points: [points[0]] }, view)).toBeNull();
  });
});
