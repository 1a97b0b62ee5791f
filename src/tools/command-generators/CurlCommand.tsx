'use client';

import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { useToolState } from '@/components/kit/use-tool-state';
import { CommandFrame } from './CommandFrame';
import {
  BODY_TYPES,
  buildCurlCommand,
  CURL_DEFAULTS,
  HTTP_METHODS,
  type AuthType,
  type BodyType,
  type CurlState,
  type HttpMethod,
} from './curl-command.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'command-generators/curl';
const defaults = { ...CURL_DEFAULTS, multiline: true, pasted: '' };

const auths = [
  { value: 'none', label: 'None' },
  { value: 'basic', label: 'Basic (user and password)' },
  { value: 'bearer', label: 'Bearer token' },
];

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } };

export default function CurlCommand() {
  const { state, update } = useToolState(SLUG, defaults);
  const { multiline, pasted, ...form } = state;
  const s = form as CurlState;
  const built = buildCurlCommand(s, multiline);
  const bodyLabel = {
    none: '',
    raw: 'Body',
    json: 'JSON body',
    urlencoded: 'Fields (name=value, one a line)',
    form: 'Fields (name=value, @file uploads, one a line)',
    file: 'File to send',
  }[s.bodyType];

  return (
    <CommandFrame
      slug={SLUG}
      shareState={state}
      built={built}
      multiline={multiline}
      onMultiline={(m) => update({ multiline: m })}
      pasted={pasted}
      onPasted={(p) => update({ pasted: p })}
      loadParser={() => import('./curl-parse.core').then((m) => m.parseCurlCommand)}
      onParsed={(parsed) => update(parsed)}
      pastePlaceholder={"curl 'https://api.example.com/items' -H 'Accept: application/json' --compressed"}
    >
      <div className={classes.options}>
        <NativeSelect
          label="Method"
          value={s.method}
          data={[...HTTP_METHODS]}
          onChange={(e) => update({ method: e.currentTarget.value as HttpMethod })}
          w={120}
        />
        <TextInput label="URL" value={s.url} onChange={(e) => update({ url: e.currentTarget.value })} styles={mono} style={{ flex: '1 1 360px' }} />
      </div>
      <div className={classes.options}>
        <Textarea
          label="Headers"
          description="One per line, Name: value"
          value={s.headers}
          onChange={(e) => update({ headers: e.currentTarget.value })}
          rows={3}
          styles={mono}
          style={{ flex: '1 1 360px' }}
        />
      </div>
      <div className={classes.options}>
        <NativeSelect
          label="Body type"
          value={s.bodyType}
          data={BODY_TYPES.map((b) => ({ value: b.value, label: b.label }))}
          onChange={(e) => update({ bodyType: e.currentTarget.value as BodyType })}
        />
        {s.bodyType === 'file' ? (
          <TextInput
            label={bodyLabel}
            value={s.body}
            onChange={(e) => update({ body: e.currentTarget.value })}
            styles={mono}
            style={{ flex: '1 1 300px' }}
          />
        ) : s.bodyType !== 'none' ? (
          <Textarea
            label={bodyLabel}
            value={s.body}
            onChange={(e) => update({ body: e.currentTarget.value })}
            rows={4}
            styles={mono}
            style={{ flex: '1 1 360px' }}
          />
        ) : null}
      </div>
      <div className={classes.options}>
        <NativeSelect label="Authentication" value={s.auth} data={auths} onChange={(e) => update({ auth: e.currentTarget.value as AuthType })} />
        {s.auth === 'basic' && (
          <>
            <TextInput label="User name" value={s.username} onChange={(e) => update({ username: e.currentTarget.value })} />
            <TextInput
              type="password"
              label="Password"
              description="Leave empty to be asked"
              value={s.password}
              onChange={(e) => update({ password: e.currentTarget.value })}
            />
          </>
        )}
        {s.auth === 'bearer' && (
          <TextInput
            label="Token"
            value={s.token}
            onChange={(e) => update({ token: e.currentTarget.value })}
            styles={mono}
            style={{ flex: '1 1 260px' }}
          />
        )}
      </div>
      <div className={classes.options}>
        <TextInput
          label="Connect timeout (s)"
          value={s.connectTimeout}
          onChange={(e) => update({ connectTimeout: e.currentTarget.value })}
          w={170}
          inputMode="decimal"
        />
        <TextInput label="Max time (s)" value={s.maxTime} onChange={(e) => update({ maxTime: e.currentTarget.value })} w={120} inputMode="decimal" />
        <TextInput
          label="Save response to"
          placeholder="(print it)"
          value={s.output}
          onChange={(e) => update({ output: e.currentTarget.value })}
          w={200}
        />
      </div>
      <div className={classes.options}>
        <Switch label="Follow redirects" checked={s.follow} onChange={(e) => update({ follow: e.currentTarget.checked })} />
        <Switch label="Accept compressed responses" checked={s.compressed} onChange={(e) => update({ compressed: e.currentTarget.checked })} />
        <Switch label="Verbose" checked={s.verbose} onChange={(e) => update({ verbose: e.currentTarget.checked })} />
        <Switch label="Skip TLS certificate check" checked={s.insecure} onChange={(e) => update({ insecure: e.currentTarget.checked })} />
      </div>
    </CommandFrame>
  );
}
