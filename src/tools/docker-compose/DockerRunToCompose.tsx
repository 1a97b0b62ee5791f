'use client';

import { DirectionOption } from '@/components/kit/DirectionOption';
import { TransformTool } from '@/components/kit/TransformTool';
import classes from '@/components/kit/kit.module.css';
import { ok, type Result } from '@/lib/result';
import type { Conversion, Direction } from './docker-compose.core';
import { dockerComposeSample } from './docker-compose.sample';

type Options = { direction: string };
const defaults: Options = { direction: 'auto' };
/** The yaml library loads with the core on the first real run; the sample's conversion ships with the page. */
const run = (input: string, o: Options): Result<Conversion> | Promise<Result<Conversion>> =>
  input === dockerComposeSample.input && o.direction !== 'compose-to-run'
    ? ok(dockerComposeSample.output)
    : import('./docker-compose.core').then((m) => m.convertDocker(input, o.direction as Direction));
const worker = () => new Worker(new URL('./docker-compose.worker.ts', import.meta.url));
const toText = (v: Conversion) => v.text;

const renderNotes = (v: Conversion) => (
  <div className={classes.status}>
    <p style={{ margin: 0 }}>
      {v.direction === 'run-to-compose'
        ? 'Read as a docker run command; written as a compose service.'
        : 'Read as compose YAML; written as docker run.'}
    </p>
    {v.notes.length > 0 && (
      <section aria-label="Notes">
        <strong>No equivalent on the other side</strong>
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {v.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      </section>
    )}
    {v.notConverted.length > 0 && (
      <section aria-label="Not converted">
        <strong>Not converted</strong>
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {v.notConverted.map((n, i) => (
            <li key={i}>
              <code>{n}</code>
            </li>
          ))}
        </ul>
      </section>
    )}
  </div>
);

const DIRECTIONS = [
  { value: 'auto', label: 'Detect' },
  { value: 'run-to-compose', label: 'docker run → compose' },
  { value: 'compose-to-run', label: 'compose → docker run' },
];

export default function DockerRunToCompose() {
  return (
    <TransformTool
      slug="docker/run-to-compose"
      sample={dockerComposeSample.input}
      defaultOptions={defaults}
      run={run}
      worker={worker}
      toText={toText}
      renderNotes={renderNotes}
      accept=".yaml,.yml,.sh,application/yaml,text/yaml,text/plain"
      download={{ filename: 'converted.txt', mime: 'text/plain' }}
      renderOptions={(o, update) => <DirectionOption direction={o.direction} update={update} data={DIRECTIONS} />}
    />
  );
}
