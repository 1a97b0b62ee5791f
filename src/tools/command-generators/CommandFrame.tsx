'use client';

import type { ToolSlug } from '@/registry/tools';
import { Button, Group, Switch, Textarea } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CodeBlock } from '@/components/kit/CodeBlock';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { Result, ToolError } from '@/lib/result';
import type { BuiltCommand, ParsedCommand } from './mysql-command.core';

export interface CommandFrameProps<S> {
  slug: ToolSlug;
  /** The whole state, for the Share link. */
  shareState: Record<string, unknown>;
  built: Result<BuiltCommand>;
  multiline: boolean;
  onMultiline: (multiline: boolean) => void;
  /** The text of the paste box, kept in the tool's state so a reload does not lose it. */
  pasted: string;
  onPasted: (text: string) => void;
  /** Loads the command reader (its own chunk: most visitors never paste a command). */
  loadParser: () => Promise<(text: string) => Result<ParsedCommand<S>>>;
  /** Puts a parsed state into the form. */
  onParsed: (state: S) => void;
  pastePlaceholder: string;
  /** The form. */
  children: ReactNode;
}

const sectionStyle = { marginTop: 20 } as const;

/**
 * A longer command is not shown: its text and each part's explanation would be laid out on the page's thread (a 1 MB
 * host of control characters froze the page for over a minute), and no command line that long is of use.
 */
const MAX_COMMAND_CHARS = 20_000;

/** The frame of a command generator: form, live command with Copy and Share, explanation, and paste-to-form. */
export function CommandFrame<S>(props: CommandFrameProps<S>) {
  const mounted = useHydrated();
  const [parseError, setParseError] = useState<ToolError | null>(null);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const tooLong = props.built.ok && props.built.value.command.length > MAX_COMMAND_CHARS;
  const built: Result<BuiltCommand> = tooLong
    ? {
        ok: false,
        error: {
          message: `The command would be ${props.built.ok ? props.built.value.command.length.toLocaleString('en-US') : ''} characters long, more than the ${MAX_COMMAND_CHARS.toLocaleString('en-US')} shown here: shorten the longest field.`,
        },
      }
    : props.built;

  const read = async () => {
    let parse: (text: string) => Result<ParsedCommand<S>>;
    try {
      parse = await props.loadParser();
    } catch {
      setParseError({ message: 'The command reader could not be loaded. Check the connection and press Fill the form again.' });
      return;
    }
    const r = parse(props.pasted);
    if (!r.ok) {
      setParseError(r.error);
      setWarnings(null);
      return;
    }
    setParseError(null);
    setWarnings(r.value.warnings);
    props.onParsed(r.value.state);
  };

  return (
    <div data-tool={props.slug} data-ready={mounted || undefined}>
      <section aria-label="Options">{props.children}</section>

      <section aria-label="Command" style={sectionStyle}>
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Command</h2>
          <Group gap={12}>
            <Switch size="sm" label="One option per line" checked={props.multiline} onChange={(e) => props.onMultiline(e.currentTarget.checked)} />
            <ShareButton slug={props.slug} state={props.shareState} />
          </Group>
        </div>
        {built.ok ? (
          <CodeBlock code={built.value.command} label="Generated command" language="shell" />
        ) : (
          <>
            <ErrorPanel error={built.error} />
            <p className={classes.status}>The command appears as soon as the form is complete.</p>
          </>
        )}
        <p className={classes.status}>
          For bash, zsh and other POSIX shells: values are single-quoted, so $, spaces and quotes reach the program unchanged.
        </p>
      </section>

      {built.ok && (
        <section aria-label="What each part does" style={sectionStyle}>
          <h2 className={classes.paneTitle}>What each part does</h2>
          <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '6px 16px' }}>
            {built.value.explain.map((e, i) => (
              <div key={i} style={{ display: 'contents' }}>
                <dt style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, overflowWrap: 'anywhere', maxWidth: 420 }}>
                  {e.code || '·'}
                </dt>
                <dd style={{ margin: 0, fontSize: 14 }}>{e.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-label="Read a command" style={sectionStyle}>
        <h2 className={classes.paneTitle}>Read a command into the form</h2>
        <Textarea
          label="Paste a command"
          description="Line continuations, quotes and $'…' strings are understood; nothing is run."
          placeholder={props.pastePlaceholder}
          value={props.pasted}
          onChange={(e) => props.onPasted(e.currentTarget.value)}
          rows={4}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
        />
        <Group mt={8}>
          <Button size="compact-sm" leftSection={<IconArrowBackUp size={14} />} onClick={() => void read()} disabled={props.pasted.trim() === ''}>
            Fill the form
          </Button>
        </Group>
        <ErrorPanel error={parseError} />
        {warnings && (
          <div role="status" className={classes.status} style={{ fontFamily: 'inherit', fontSize: 13 }}>
            {warnings.length === 0 ? (
              'The form now holds this command.'
            ) : (
              <>
                The form now holds this command, with these notes:
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {warnings.map((w, i) => (
                    <li key={i}>{w}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
