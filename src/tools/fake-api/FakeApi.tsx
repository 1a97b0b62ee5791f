'use client';

import { Badge, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { CodeBlock } from '@/components/kit/CodeBlock';
import { CodeEditor } from '@/components/kit/CodeEditor';
import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { CopyButton, ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolError } from '@/lib/result';
import { endpointUrl, endpoints, fakeApiFiles } from './fake-api.core';

const defaults = { endpoint: endpoints[1].path, param: endpoints[1].param?.example ?? '' };

/** A short example: one object, or the first item of a list. */
function example(files: Map<string, unknown>, path: string): string {
  const value = files.get(path);
  const sample = Array.isArray(value) ? [value[0]] : value;
  const text = JSON.stringify(sample, null, 2);
  return Array.isArray(value) && value.length > 1 ? text.replace(/\n]$/, `,\n  … ${value.length - 1} more\n]`) : text;
}

export default function FakeApi() {
  const { state, update } = useToolState('fake_json_api', defaults);
  const mounted = useHydrated();
  const files = useMemo(() => fakeApiFiles(), []);
  const [response, setResponse] = useState<{ status: number; statusText: string; ms: number; bytes: number; url: string } | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const [loading, setLoading] = useState(false);
  const endpoint = endpoints.find((e) => e.path === state.endpoint) ?? endpoints[0];
  const url = endpointUrl(endpoint, state.param || endpoint.param?.example);

  const send = async () => {
    requestEditorUpgrade();
    setLoading(true);
    setError(null);
    const started = performance.now();
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' });
      const text = await res.text();
      const ms = Math.round(performance.now() - started);
      setResponse({ status: res.status, statusText: res.statusText, ms, bytes: new TextEncoder().encode(text).length, url });
      if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) setBody(text.trimEnd());
      else {
        setBody('');
        setError({
          message:
            `${res.status} ${res.statusText || ''}: there is no such resource. ${endpoint.param ? `Try ${endpoint.param.name} ${endpoint.param.hint}.` : ''}`.trim(),
        });
      }
    } catch (e) {
      setResponse(null);
      setBody('');
      setError({ message: `The request failed: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div data-tool="fake_json_api" data-ready={mounted || undefined}>
      <section aria-label="Try it">
        <div className={classes.paneHeader}>
          <h2 className={classes.paneTitle}>Try it</h2>
          <ShareButton slug="fake_json_api" state={state} />
        </div>
        <div className={classes.options}>
          <NativeSelect
            label="Endpoint"
            data={endpoints.map((e) => ({ value: e.path, label: `GET /fake-api/${e.path}` }))}
            value={endpoint.path}
            onChange={(ev) => {
              const e = endpoints.find((x) => x.path === ev.currentTarget.value);
              if (e) update({ endpoint: e.path, param: e.param?.example ?? '' });
            }}
            w={340}
          />
          {endpoint.param ? (
            <TextInput
              label={`${endpoint.param.name} (${endpoint.param.hint})`}
              value={state.param}
              onChange={(e) => update({ param: e.currentTarget.value })}
              w={160}
            />
          ) : null}
          <Button leftSection={<IconSend size={16} />} onClick={() => void send()} loading={loading}>
            Send
          </Button>
        </div>
        <div className={classes.status} style={{ marginBottom: 6 }}>
          GET <a href={url}>{url}</a>
        </div>
        <ErrorPanel error={error} />
        {response ? (
          <Group gap={8} my={6} aria-label="Response status" role="status">
            <Badge color={response.status < 300 ? 'green' : 'red'} variant="light">
              {response.status} {response.statusText}
            </Badge>
            <span style={{ fontSize: 13 }}>
              {response.ms} ms · {response.bytes.toLocaleString('en-US')} bytes
            </span>
            <CopyButton text={body} disabled={!body} />
          </Group>
        ) : null}
        <CodeEditor label="Output" value={body} language="json" readOnly height={320} placeholder="Press Send to fetch the endpoint." />
      </section>

      <section aria-label="Endpoints" style={{ marginTop: 24 }}>
        <h2 className={classes.paneTitle}>Endpoints</h2>
        <p style={{ fontSize: 14 }}>
          Every endpoint is a static JSON file served from this site with <code>GET</code>, so it works from <code>fetch</code>, curl or any HTTP
          client, and returns the same data every time. Ids are numbers; unknown ids answer 404. Writes (POST, PUT, DELETE) are not supported.
        </p>
        {endpoints.map((e) => (
          <details key={e.path} style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '6px 0' }}>
            <summary style={{ cursor: 'pointer' }}>
              <code>GET /fake-api/{e.path}</code> <span style={{ fontSize: 14 }}>{e.description}</span>
            </summary>
            <table style={{ fontSize: 13, borderCollapse: 'collapse', margin: '6px 0' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>
                    Field
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    Type
                  </th>
                </tr>
              </thead>
              <tbody>
                {e.fields.map(([f, t]) => (
                  <tr key={f}>
                    <td style={{ paddingRight: 16, fontFamily: 'var(--mantine-font-family-monospace)' }}>{f}</td>
                    <td>{t}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <CodeBlock
              code={`fetch('${endpointUrl(e)}')\n  .then((res) => res.json())\n  .then(console.log);\n\n// Response\n${example(files, endpointUrl(e).slice('/fake-api/'.length))}`}
              language="javascript"
            />
          </details>
        ))}
      </section>
    </div>
  );
}
