'use client';

import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CheckField, SelectField } from '@/components/kit/Fields';
import classes from '@/components/kit/kit.module.css';
import { ClearButton, CopyButton, SampleButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { ToolSlug } from '@/registry/tools';
import { MAX_HASH_COST, MIN_COST, parseBcryptHash, parseCost, passwordBytes, type BcryptJob } from './bcrypt.core';

const SLUG: ToolSlug = 'bcrypt';
/** Only settings and the hash to check are kept and shared; passwords stay in this page's memory. */
const defaults = { cost: '10', hash: '' };
/** A hash of "correct horse battery staple" with cost 10, for the Sample button. */
const SAMPLE = { password: 'correct horse battery staple', hash: '$2a$10$zHQ.atJzv1.h4CJJ2IyoGeXr5BtcQGAvatRB4FTIPTsSn07h1g5kq' };
const COSTS = Array.from({ length: MAX_HASH_COST - MIN_COST + 1 }, (_, i) => {
  const c = String(MIN_COST + i);
  return { value: c, label: `${c} (2^${c} = ${(2 ** (MIN_COST + i)).toLocaleString('en-US')} rounds)${c === '10' ? ', default' : ''}` };
});

const bcryptWorker = () => new Worker(new URL('./bcrypt.worker.ts', import.meta.url));

const monoInput = { fontFamily: 'var(--mantine-font-family-monospace)', width: '100%' } as const;

export default function Bcrypt() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const hashRunner = useWorkerRunner<BcryptJob, string | boolean>(bcryptWorker);
  const verifyRunner = useWorkerRunner<BcryptJob, string | boolean>(bcryptWorker);

  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  /** What the last Hash press asked for: a new object each press, so each draws a new salt. */
  const [asked, setAsked] = useState<{ password: string; cost: string } | null>(null);
  const hashing = useToolRun<string>({
    deps: [asked],
    enabled: asked !== null,
    worker: hashRunner,
    delay: 0,
    run: () => {
      const cost = parseCost(asked!.cost);
      const bytes = passwordBytes(asked!.password);
      if (!cost.ok) return cost;
      if (!bytes.ok) return bytes;
      return hashRunner
        .run({ op: 'hash', password: asked!.password, cost: cost.value })
        .then((r) => (r.ok ? { ok: true, value: String(r.value) } : r));
    },
  });
  const hash = () => setAsked({ password, cost: state.cost });
  const made = asked
    ? { hash: hashing.value ?? '', error: hashing.error, busy: hashing.busy, ms: hashing.ms }
    : { hash: '', error: null, busy: false, ms: null };

  const [checkPassword, setCheckPassword] = useState('');
  const parsed = useMemo(() => (state.hash.trim() === '' ? null : parseBcryptHash(state.hash)), [state.hash]);
  const checking = parsed?.ok === true && checkPassword !== '';
  const verifying = useToolRun<boolean>({
    deps: [checkPassword, state.hash],
    enabled: checking,
    worker: verifyRunner,
    delay: 250,
    run: () =>
      verifyRunner.run({ op: 'verify', password: checkPassword, hash: state.hash }).then((r) => (r.ok ? { ok: true, value: r.value === true } : r)),
  });
  // Nothing to check: no verdict.
  const verdict = checking ? { match: verifying.value, error: verifying.error, busy: verifying.busy } : { match: null, error: null, busy: false };

  const hashError = parsed && !parsed.ok ? parsed.error : verdict.error;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} data-pending={hashing.pending || verifying.pending || undefined}>
      <div className={classes.options}>
        <SelectField label="Cost factor" value={state.cost} data={COSTS} onChange={(cost) => update({ cost })} />
        <CheckField label="Show passwords" checked={show} onChange={setShow} />
      </div>
      <div className={classes.panes}>
        <section aria-label="Hash a password">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Hash a password</h2>
            <Group gap={6}>
              <SampleButton
                onClick={() => {
                  setPassword(SAMPLE.password);
                  setCheckPassword(SAMPLE.password);
                  update({ hash: SAMPLE.hash });
                }}
              />
              <ClearButton
                onClick={() => {
                  setPassword('');
                  setCheckPassword('');
                  setAsked(null);
                  update({ hash: '' });
                }}
              />
              <ShareButton slug={SLUG} state={state} />
            </Group>
          </div>
          <label className={classes.field} style={{ width: '100%' }}>
            <span className={classes.fieldLabel}>Password</span>
            <input
              className={classes.fieldInput}
              type={show ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && void hash()}
              autoComplete="new-password"
              spellCheck={false}
              style={monoInput}
            />
          </label>
          <Group gap={6} mt={8}>
            <Button size="compact-sm" leftSection={<IconLock size={14} />} onClick={() => void hash()} loading={made.busy}>
              Hash
            </Button>
            <CopyButton text={made.hash} disabled={!made.hash} />
          </Group>
          <label className={classes.field} style={{ width: '100%', marginTop: 8 }}>
            <span className={classes.fieldLabel}>Output</span>
            <input className={classes.fieldInput} value={made.hash} readOnly placeholder="The hash appears here" style={monoInput} />
          </label>
          <ErrorPanel error={made.error} />
          <p className={classes.status} aria-live="polite">
            {made.busy
              ? `Hashing with cost ${state.cost}…`
              : made.hash
                ? `Cost ${state.cost}, a new random 16-byte salt · ${made.ms} ms`
                : 'Each Hash press draws a new salt from crypto.getRandomValues, so the same password gives a different hash every time.'}
          </p>
        </section>
        <section aria-label="Verify a password">
          <div className={classes.paneHeader}>
            <h2 className={classes.paneTitle}>Verify a password</h2>
          </div>
          <label className={classes.field} style={{ width: '100%' }}>
            <span className={classes.fieldLabel}>Password to check</span>
            <input
              className={classes.fieldInput}
              type={show ? 'text' : 'password'}
              value={checkPassword}
              onChange={(e) => setCheckPassword(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              style={monoInput}
            />
          </label>
          <label className={classes.field} style={{ width: '100%', marginTop: 8 }}>
            <span className={classes.fieldLabel}>Bcrypt hash</span>
            <input
              className={classes.fieldInput}
              value={state.hash}
              onChange={(e) => update({ hash: e.currentTarget.value })}
              placeholder="$2b$10$…"
              autoComplete="off"
              spellCheck={false}
              style={monoInput}
            />
          </label>
          <ErrorPanel error={hashError} />
          {parsed?.ok && (
            <p style={{ fontSize: 13, margin: '8px 0 0', color: 'var(--mantine-color-dimmed)' }}>
              Version $2{parsed.value.version}$, cost {parsed.value.cost} (2^{parsed.value.cost} rounds), salt {parsed.value.salt}
            </p>
          )}
          <p role="status" style={{ fontSize: 15, fontWeight: 600, margin: '12px 0 0', minHeight: 24 }}>
            {verdict.busy
              ? 'Checking…'
              : verdict.match === true
                ? '✓ Match: the password is the one this hash was made from'
                : verdict.match === false
                  ? '✗ No match: this is not the password of the hash'
                  : parsed?.ok && checkPassword === ''
                    ? 'Type the password to check'
                    : ''}
          </p>
        </section>
      </div>
    </div>
  );
}
