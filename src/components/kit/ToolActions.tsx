'use client';

import { Button } from '@mantine/core';
import { IconClipboard, IconDownload, IconFileUpload, IconShare, IconTrash, IconWand } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { shareUrl } from '@/lib/url-state';
import { copyText, downloadBlob } from './actions';
import type { ToolSlug } from '@/registry/tools';

const small = { size: 'compact-sm', variant: 'default' } as const;

/**
 * Share: copies a link holding the state in its fragment; signed-in users also get it recorded. `state` may be a
 * function, for a state read on demand (a drawing from its editor).
 */
export function ShareButton({
  slug,
  state,
  disabled,
}: {
  slug: ToolSlug;
  state: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  disabled?: boolean;
}) {
  const [label, setLabel] = useState('Share');
  return (
    <Button
      {...small}
      disabled={disabled}
      leftSection={<IconShare size={14} />}
      onClick={async () => {
        const fullUrl = shareUrl(window.location, typeof state === 'function' ? await state() : state);
        const copied = await copyText(fullUrl);
        setLabel(copied ? 'Link copied' : 'Copy failed');
        // The accounts layer listens for this to record the share (SPEC §3 Share) when signed in.
        window.dispatchEvent(new CustomEvent('devbench:share', { detail: { slug, fullUrl } }));
        setTimeout(() => setLabel('Share'), 2000);
      }}
    >
      {label}
    </Button>
  );
}

/** Copy: `text` may be a function, for text made on demand (the value of a node in a 50 MB document). */
export function CopyButton({ text, label = 'Copy', disabled }: { text: string | (() => Promise<string>); label?: string; disabled?: boolean }) {
  const [shown, setShown] = useState(label);
  return (
    <Button
      {...small}
      disabled={disabled}
      leftSection={<IconClipboard size={14} />}
      onClick={async () => {
        let copied = false;
        try {
          copied = await copyText(typeof text === 'string' ? text : await text());
        } catch {
          // The text could not be made (its document was replaced meanwhile): say so below.
        }
        setShown(copied ? 'Copied' : 'Copy failed');
        setTimeout(() => setShown(label), 1500);
      }}
    >
      {shown}
    </Button>
  );
}

export function DownloadButton({ data, filename, mime, disabled }: { data: () => BlobPart; filename: string; mime: string; disabled?: boolean }) {
  return (
    <Button {...small} disabled={disabled} leftSection={<IconDownload size={14} />} onClick={() => downloadBlob(data(), filename, mime)}>
      Download
    </Button>
  );
}

/** A button that opens the file picker (a hidden native input: Mantine's FileButton adds weight to every tool page). */
export function OpenFileButton({
  onFile,
  accept,
  label = 'Open file',
  icon,
}: {
  onFile: (file: File) => void;
  accept?: string;
  label?: string;
  icon?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...small} leftSection={icon ?? <IconFileUpload size={14} />} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Cleared so that opening the same file again still fires a change.
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

export function SampleButton({ onClick }: { onClick: () => void }) {
  return (
    <Button {...small} leftSection={<IconWand size={14} />} onClick={onClick}>
      Sample
    </Button>
  );
}

export function ClearButton({ onClick }: { onClick: () => void }) {
  return (
    <Button {...small} leftSection={<IconTrash size={14} />} onClick={onClick}>
      Clear
    </Button>
  );
}
