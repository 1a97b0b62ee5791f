'use client';

import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import classes from '@/components/kit/kit.module.css';
import { useToolState } from '@/components/kit/use-tool-state';
import { CommandFrame } from './CommandFrame';
import { buildMysqlCommand, MYSQL_DEFAULTS, MYSQL_MODES, SSL_MODES, type MysqlMode, type MysqlState, type SslMode } from './mysql-command.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'command-generators/mysql';
const defaults = { ...MYSQL_DEFAULTS, database: 'shop', multiline: false, pasted: '' };

const sslModes = SSL_MODES.map((m) => ({ value: m, label: m === '' ? 'Client default' : m }));
const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } };

export default function MysqlCommand() {
  const { state, update } = useToolState(SLUG, defaults);
  const { multiline, pasted, ...form } = state;
  const s = form as MysqlState;
  const built = buildMysqlCommand(s, multiline);
  const dump = s.mode === 'dump';
  const restore = s.mode === 'restore';

  return (
    <CommandFrame
      slug={SLUG}
      shareState={state}
      built={built}
      multiline={multiline}
      onMultiline={(m) => update({ multiline: m })}
      pasted={pasted}
      onPasted={(p) => update({ pasted: p })}
      loadParser={() => import('./mysql-parse.core').then((m) => m.parseMysqlCommand)}
      onParsed={(parsed) => update(parsed)}
      pastePlaceholder="mysqldump -h db.example.com -u backup -p --single-transaction shop | gzip > shop.sql.gz"
    >
      <div className={classes.options}>
        <NativeSelect
          label="Task"
          value={s.mode}
          data={MYSQL_MODES.map((m) => ({ value: m.value, label: m.label }))}
          onChange={(e) => update({ mode: e.currentTarget.value as MysqlMode })}
        />
      </div>
      <div className={classes.options}>
        <TextInput label="Host" value={s.host} onChange={(e) => update({ host: e.currentTarget.value })} w={200} />
        <TextInput
          label="Port"
          placeholder="3306"
          value={s.port}
          onChange={(e) => update({ port: e.currentTarget.value })}
          w={90}
          inputMode="numeric"
        />
        <TextInput label="User" value={s.user} onChange={(e) => update({ user: e.currentTarget.value })} w={140} />
        <Switch label="Ask for the password (-p)" checked={s.password} onChange={(e) => update({ password: e.currentTarget.checked })} mb={8} />
      </div>
      <div className={classes.options}>
        {!(dump && s.allDatabases) && (
          <TextInput
            label={restore ? 'Restore into database' : 'Database'}
            value={s.database}
            onChange={(e) => update({ database: e.currentTarget.value })}
            w={200}
          />
        )}
        <TextInput
          label="Socket"
          placeholder="(TCP)"
          value={s.socket}
          onChange={(e) => update({ socket: e.currentTarget.value })}
          w={240}
          styles={mono}
        />
        <NativeSelect label="SSL mode" value={s.sslMode} data={sslModes} onChange={(e) => update({ sslMode: e.currentTarget.value as SslMode })} />
      </div>
      {s.mode === 'execute' && (
        <div className={classes.options}>
          <Textarea
            label="SQL"
            value={s.sql}
            onChange={(e) => update({ sql: e.currentTarget.value })}
            rows={4}
            styles={mono}
            style={{ flex: '1 1 400px' }}
          />
        </div>
      )}
      {dump && (
        <div className={classes.options}>
          <Switch label="All databases" checked={s.allDatabases} onChange={(e) => update({ allDatabases: e.currentTarget.checked })} />
          {!s.allDatabases && (
            <TextInput
              label="Only these tables"
              placeholder="(all)"
              value={s.tables}
              onChange={(e) => update({ tables: e.currentTarget.value })}
              w={240}
            />
          )}
          <Switch
            label="Consistent snapshot (--single-transaction)"
            checked={s.singleTransaction}
            onChange={(e) => update({ singleTransaction: e.currentTarget.checked })}
          />
          <Switch label="Stored routines" checked={s.routines} onChange={(e) => update({ routines: e.currentTarget.checked })} />
          <Switch label="Schema only (no rows)" checked={s.noData} onChange={(e) => update({ noData: e.currentTarget.checked })} />
        </div>
      )}
      {(dump || restore) && (
        <div className={classes.options}>
          <TextInput
            label={dump ? 'Output file' : 'Dump file'}
            placeholder={dump ? '(print the SQL)' : 'shop.sql'}
            value={s.file}
            onChange={(e) => update({ file: e.currentTarget.value })}
            w={240}
            styles={mono}
          />
          <Switch
            label={dump ? 'Compress with gzip' : 'The file is gzipped'}
            checked={s.gzip}
            onChange={(e) => update({ gzip: e.currentTarget.checked })}
          />
        </div>
      )}
    </CommandFrame>
  );
}
