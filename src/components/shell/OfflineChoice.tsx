'use client';

import { useEffect, useState } from 'react';
import { EVERY_TOOL_OFFLINE, OFFLINE_STATUS, START_OFFLINE, type OfflineRequest, type OfflineStatus } from '@/lib/offline-store';
import classes from './shell.module.css';

type State = { kind: 'unsupported' } | { kind: 'starting' } | { kind: 'status'; status: OfflineStatus } | { kind: 'off' };

function describe(state: State): string {
  if (state.kind === 'unsupported') return 'This browser cannot keep the site for offline use.';
  if (state.kind === 'starting') return 'Preparing the download…';
  if (state.kind === 'off' || !state.status.everyTool) return 'The tools you open are kept for offline use.';
  const { done, total, failed } = state.status;
  if (done < total) return `Downloading every tool for offline use: ${done} of ${total} files…`;
  if (failed > 0) return `${failed} of ${total} files could not be downloaded; they are tried again when you next open the site online.`;
  return 'Every tool is available offline. Engines (Python, jq, Graphviz …) are kept once you use them.';
}

/**
 * The footer's "Make every tool available offline": the service worker keeps the tools the visitor opens; this asks
 * it for every tool page and its code (about 5 MB gzip), and shows how the download goes (src/sw.ts).
 */
export function OfflineChoice() {
  const [state, setState] = useState<State>({ kind: 'off' });
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    const sw = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<OfflineStatus> | null;
      if (data?.type === OFFLINE_STATUS) setState({ kind: 'status', status: data as OfflineStatus });
    };
    sw.addEventListener('message', onMessage);
    sw.getRegistration().then(
      (registration) => registration?.active?.postMessage({ type: OFFLINE_STATUS } satisfies OfflineRequest),
      () => {},
    );
    return () => sw.removeEventListener('message', onMessage);
  }, []);

  const on = state.kind === 'starting' || (state.kind === 'status' && state.status.everyTool);
  const toggle = async () => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) {
      setState({ kind: 'unsupported' });
      return;
    }
    const sw = navigator.serviceWorker;
    if (on) {
      setState({ kind: 'off' });
      (await sw.getRegistration())?.active?.postMessage({ type: EVERY_TOOL_OFFLINE, on: false } satisfies OfflineRequest);
      return;
    }
    setState({ kind: 'starting' });
    if (!(await sw.getRegistration())) window.dispatchEvent(new Event(START_OFFLINE));
    const registration = await sw.ready;
    registration.active?.postMessage({ type: EVERY_TOOL_OFFLINE, on: true } satisfies OfflineRequest);
  };

  return (
    <div className={classes.offlineChoice} role="group" aria-label="Offline use">
      <button type="button" aria-pressed={on} onClick={() => void toggle()} disabled={state.kind === 'unsupported'}>
        Make every tool available offline
      </button>
      {/* A polite live region, not role="status": a page's own status line stays the one status on it. */}
      <span aria-live="polite">{describe(state)}</span>
    </div>
  );
}
