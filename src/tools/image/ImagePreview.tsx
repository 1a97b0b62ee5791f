'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { useHydrated } from '@/components/kit/use-hydrated';

/**
 * An object URL for bytes, revoked when they change or the view goes. None while prerendering and hydrating: an object
 * URL made on the server would be written into the page, where the browser cannot load it.
 */
export function useObjectUrl(bytes: Uint8Array | null, mime: string): string | null {
  const hydrated = useHydrated();
  const url = useMemo(
    () => (hydrated && bytes ? URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime })) : null),
    [hydrated, bytes, mime],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const checker = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 4,
  padding: 8,
  backgroundImage: 'repeating-conic-gradient(#8883 0% 25%, transparent 0% 50%)',
  backgroundSize: '16px 16px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 80,
} as const;

/** An image on a checkerboard (so transparency shows), with a caption. */
export function ImageFigure({
  src,
  alt,
  caption,
  maxHeight = 320,
  pixelated,
}: {
  src: string | null;
  alt: string;
  caption: string;
  maxHeight?: number;
  pixelated?: boolean;
}) {
  return (
    <figure style={{ margin: 0, flex: '1 1 240px', minWidth: 0 }}>
      <div style={checker}>
        {/* Object URLs of bytes this page holds: nothing is fetched. */}
        {src && (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL of bytes in the page: nothing to optimise
          <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight, display: 'block', imageRendering: pixelated ? 'pixelated' : undefined }} />
        )}
      </div>
      <figcaption style={{ fontSize: 13, marginTop: 4 }}>{caption}</figcaption>
    </figure>
  );
}

/**
 * Takes an image pasted anywhere in the tool (a screenshot copied to the clipboard) as if it were opened with the tool's
 * Open file button: the file goes to that button's input, so it is read the same way. Pasted text is left to the editor.
 */
export function PasteImage({ children }: { children: ReactNode }) {
  return (
    <div
      onPasteCapture={(e) => {
        const file = [...e.clipboardData.files].find((f) => f.type.startsWith('image/'));
        const input = e.currentTarget.querySelector<HTMLInputElement>('input[type=file]');
        if (!file || !input) return;
        e.preventDefault();
        e.stopPropagation();
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }}
    >
      {children}
    </div>
  );
}
