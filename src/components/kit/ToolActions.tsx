'use client';

import { ActionIcon, Button, CloseButton, Loader, Popover } from '@mantine/core';
import { IconClipboard, IconDownload, IconFileUpload, IconLock, IconShare, IconTrash, IconWand } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { newShareId } from '@/account/pending-shares';
import { SHARE_EVENT, SHARE_FAILED_EVENT } from '@/account/share-events';
import { shareUrl } from '@/lib/url-state';
import { copyText, downloadBlob } from './actions';
import notices from './notices.module.css';
import type { ToolSlug } from '@/registry/tools';

const small = { size: 'compact-sm', variant: 'default' } as const;

/**
 * Share: copies a link holding the state in its fragment; signed-in users also get it recorded. `state` may be a
 * function, for a state read on demand (a drawing from its editor). A share the account could not record is said
 * here, next to the button (the link was copied all the same).
 */
/** What Share sends: the state, or a function that reads it on demand. */
export type ShareProps = { slug: ToolSlug; state: Record<string, unknown> | (() => Promise<Record<string, unknown>>); disabled?: boolean };

export function ShareButton({ slug, state, disabled }: ShareProps) {
  const [label, setLabel] = useState('Share');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const onFailed = (e: Event) => {
      const detail = (e as CustomEvent<{ slug: string; text: string }>).detail;
      if (detail.slug === slug) setFailure(detail.text);
    };
    window.addEventListener(SHARE_FAILED_EVENT, onFailed);
    return () => window.removeEventListener(SHARE_FAILED_EVENT, onFailed);
  }, [slug]);
  return (
    <span className={notices.shareAnchor}>
      <Button
        {...small}
        disabled={disabled}
        leftSection={<IconShare size={14} />}
        onClick={async () => {
          setFailure(null);
          const fullUrl = shareUrl(window.location, typeof state === 'function' ? await state() : state);
          const copied = await copyText(fullUrl);
          setLabel(copied ? 'Link copied' : 'Copy failed');
          // The accounts layer listens for this to record the share (SPEC §3 Share) when signed in. The id makes a
          // share sent again (after a reload cut the first write short) one record, not two.
          window.dispatchEvent(new CustomEvent(SHARE_EVENT, { detail: { slug, fullUrl, id: newShareId() } }));
          setTimeout(() => setLabel('Share'), 2000);
        }}
      >
        {label}
      </Button>
      <PrivateLinkButton slug={slug} state={state} disabled={disabled} />
      {failure && (
        <span role="alert" className={notices.shareFailed}>
          The link was copied, but not saved to your shares: {failure}.
          <CloseButton size="xs" aria-label="Dismiss" onClick={() => setFailure(null)} />
        </span>
      )}
    </span>
  );
}

const PrivateLinkPanel = lazy(() => import('./PrivateLinkPanel'));

/** The lock beside Share: opens the private link's panel (PrivateLinkPanel.tsx), loaded on the first press. */
function PrivateLinkButton({ slug, state, disabled }: ShareProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={320} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="default" size={26} aria-label="Private link (encrypted)" disabled={disabled} onClick={() => setOpened((o) => !o)}>
          <IconLock size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Private link (encrypted)" role="dialog">
        <Suspense fallback={<Loader size="xs" aria-label="Loading" />}>
          <PrivateLinkPanel slug={slug} state={state} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
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
