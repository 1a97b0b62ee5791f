import { describe, expect, it } from 'vitest';
import { decodeStateFragment, encodeStateFragment } from '@/lib/url-state';
import { parseScene, sceneFromState } from '@/tools/excalidraw/excalidraw.scene';
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
