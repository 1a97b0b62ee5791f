'use client';

import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { useToolState } from '@/components/kit/use-tool-state';
import { CommandFrame } from './CommandFrame';
import {
  buildTarCommand,
  TAR_ACTIONS,
  TAR_COMPRESSIONS,
  TAR_DEFAULTS,
  withSuffix,
  type TarAction,
  type TarCompression,
  type TarState,
} from './tar-command.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'command-generators/tar';
const defaults = { ...TAR_DEFAULTS, multiline: false, pasted: '' };
const mono = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
};

export default function TarCommand() {
  const { state, update } = useToolState(SLUG, defaults);
  const { multiline, pasted, ...form } = state;
  const s = form as TarState;
  const built = buildTarCommand(s, multiline);
  const create = s.action === 'create';

  return (
    <CommandFrame
      slug={SLUG}
      shareState={state}
      built={built}
      multiline={multiline}
      onMultiline={(m) => update({ multiline: m })}
      pasted={pasted}
      onPasted={(p) => update({ pasted: p })}
      loadParser={() => import('./tar-parse.core').then((m) => m.parseTarCommand)}
      onParsed={(parsed) => update(parsed)}
      pastePlaceholder="tar -xzvf release-1.2.tar.gz -C /opt/app --strip-components=1"
    >
      <div className={classes.options}>
        <NativeSelect
          label="Action"
          value={s.action}
          data={TAR_ACTIONS.map((a) => ({ value: a.value, label: a.label }))}
          onChange={(e) => update({ action: e.currentTarget.value as TarAction })}
        />
        <NativeSelect
          label="Compression"
          value={s.compression}
          data={TAR_COMPRESSIONS.map((c) => ({
            value: c.value,
            label: c.label,
          }))}
          onChange={(e) => {
            const compression = e.currentTarget.value as TarCompression;
            // Keep the archive's suffix in step with the compression (backup.tar.gz -> backup.tar.xz).
            update({
              compression,
              archive: withSuffix(s.archive, compression),
            });
          }}
        />
        <TextInput label="Archive file" value={s.archive} onChange={(e) => update({ archive: e.currentTarget.value })} w={240} styles={mono} />
        <Switch label="Verbose (list files)" checked={s.verbose} onChange={(e) => update({ verbose: e.currentTarget.checked })} mb={8} />
      </div>
      <div className={classes.options}>
        <Textarea
          label={create ? 'Files and directories' : 'Only these members'}
          description={create ? 'One per line' : 'One per line; empty for all'}
          value={s.files}
          onChange={(e) => update({ files: e.currentTarget.value })}
          rows={3}
          styles={mono}
          style={{ flex: '1 1 240px' }}
        />
        <Textarea
          label="Exclude patterns"
          description="One per line, shell wildcards (*.log)"
          value={s.excludes}
          onChange={(e) => update({ excludes: e.currentTarget.value })}
          rows={3}
          styles={mono}
          style={{ flex: '1 1 240px' }}
        />
      </div>
      <div className={classes.options}>
        {s.action !== 'list' && (
          <TextInput
            label={create ? 'Change to directory first (-C)' : 'Extract into directory (-C)'}
            placeholder="(current directory)"
            value={s.directory}
            onChange={(e) => update({ directory: e.currentTarget.value })}
            w={280}
            styles={mono}
          />
        )}
        {s.action === 'extract' && (
          <TextInput
            label="Strip leading directories"
            type="number"
            min={0}
            max={1000}
            value={Number.isFinite(s.strip) ? String(s.strip) : ''}
            onChange={(e) => update({ strip: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
            w={200}
          />
        )}
      </div>
    </CommandFrame>
  );
}
