import { parseJson } from '@/lib/json';
import { buildJsonTree, searchJsonValue, valueAtKeys } from './json-viewer.core';
import type { ViewerRequest, ViewerResponse } from './json-viewer.protocol';

// The viewer's document lives here: the page gets its tree (transferred buffers) and asks for searches
// and values, so a 50 MB document is parsed, walked and searched off the main thread.
let doc: { value: unknown } | null = null;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ViewerRequest>) => void) | null;
  postMessage: (m: ViewerResponse, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'open') {
      doc = null;
      const parsed = parseJson(data.input);
      if (!parsed.ok) {
        scope.postMessage({ id: data.id, type: 'open', result: parsed });
        return;
      }
      const tree = buildJsonTree(parsed.value);
      doc = { value: parsed.value };
      scope.postMessage({ id: data.id, type: 'open', result: { ok: true, value: tree } }, [
        tree.parent.buffer,
        tree.end.buffer,
        tree.depth.buffer,
        tree.kind.buffer,
        tree.offsets.buffer,
      ]);
    } else if (data.type === 'search') {
      scope.postMessage({ id: data.id, type: 'search', hits: doc ? searchJsonValue(doc.value, data.query) : [] });
    } else {
      const text = doc ? JSON.stringify(valueAtKeys(doc.value, data.keys), null, 2) : undefined;
      scope.postMessage({ id: data.id, type: 'value', text: text ?? '' });
    }
  } catch (error) {
    scope.postMessage({ id: data.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
