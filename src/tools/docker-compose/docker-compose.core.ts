import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';
import { fail, ok, type Result } from '@/lib/result';
import { joinArgs, layoutCommand, parsePipeline, programName, quote, tokenize } from '@/lib/shell-words';
import { ALIAS, BOOLEANS, LISTS, MAPS, NO_EQUIVALENT, RUN_OPTIONS, SCALARS, SHORT } from './docker-compose.flags';

/**
 * `docker run` commands to compose services and back. The shell words come from the project's shell parser,
 * the YAML from the `yaml` library; the flag table is in docker-compose.flags.ts.
 */

export type Direction = 'auto' | 'run-to-compose' | 'compose-to-run';

export interface Conversion {
  direction: 'run-to-compose' | 'compose-to-run';
  text: string;
  /** Options that have no equivalent on the other side, and what to do instead. */
  notes: string[];
  /** What was not converted, shown as written. */
  notConverted: string[];
}

type Service = Record<string, unknown>;

/** One option as written on the command line: its long name, its value (null for a switch) and how it was written. */
interface Option {
  name: string;
  value: string | null;
  written: string;
}

interface ParsedRun {
  options: Option[];
  image: string;
  args: string[];
  notes: string[];
  notConverted: string[];
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function typed(value: string, type?: 'string' | 'number'): string | number {
  return type === 'number' && NUMBER.test(value) ? Number(value) : value;
}

const GLOBAL_VALUE = new Set(['-H', '--host', '-c', '--context', '--config', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey']);

/** Reads `docker run …` into options, image and arguments, the way the Docker CLI (pflag) reads them. */
export function parseDockerRun(text: string): Result<ParsedRun> {
  const pipeline = parsePipeline(text);
  if (!pipeline.ok) return pipeline;
  const notes: string[] = [];
  const notConverted: string[] = [];
  if (pipeline.value.commands.length > 1 || pipeline.value.rest)
    notes.push('Only the first command was read: what follows a pipe, ; or && is not part of docker run');
  const words: string[] = [];
  const kept = new Set<string>();
  let pwd = false;
  for (const w of pipeline.value.commands[0].words) {
    const converted = composeWord(w.value, w.expansions);
    if (!converted.ok) return converted;
    words.push(converted.value.text);
    for (const name of converted.value.variables) kept.add(name);
    pwd ||= converted.value.pwd;
  }
  if (pwd) {
    notes.push(
      'The current directory ($(pwd), `pwd` or $PWD) is written ${PWD}, which compose fills in from the PWD of the shell you run docker compose in; a path relative to the compose file (./data) is the usual way to write it',
    );
  }
  if (kept.size > 0) {
    notes.push(
      `${[...kept].map((n) => `\${${n}}`).join(', ')} ${kept.size > 1 ? 'are' : 'is'} left for compose to fill in from its environment or a .env file beside the compose file, as your shell filled ${kept.size > 1 ? 'them' : 'it'} in from its environment`,
    );
  }
  let i = 0;
  if (words[i] === 'sudo') i++;
  if (i >= words.length || programName(words[i]) !== 'docker') {
    return fail(`This is not a docker command: it starts with "${words[i] ?? words[0]}". Paste a command that starts with docker run`);
  }
  i++;
  // Options of docker itself (docker -H host run …) come before the subcommand.
  while (i < words.length && words[i].startsWith('-')) {
    const w = words[i];
    notConverted.push(GLOBAL_VALUE.has(w) && i + 1 < words.length ? `${w} ${words[i + 1]}` : w);
    i += GLOBAL_VALUE.has(w) ? 2 : 1;
  }
  const sub = words[i];
  if (sub === 'container' && words[i + 1] === 'run') i += 2;
  else if (sub === 'run') i++;
  else {
    const what = sub === undefined ? 'docker with no subcommand' : `docker ${sub === 'container' ? `container ${words[i + 1] ?? ''}`.trim() : sub}`;
    return fail(`This is ${what}, not docker run: only docker run and docker container run commands can be converted`);
  }

  const options: Option[] = [];
  for (; i < words.length; i++) {
    const w = words[i];
    if (w === '--') {
      i++;
      break;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const raw = eq < 0 ? w.slice(2) : w.slice(2, eq);
      const name = ALIAS[raw] ?? raw;
      const kind = RUN_OPTIONS[name];
      if (!kind) {
        notConverted.push(`${w} (not a docker run option)`);
        continue;
      }
      if (kind === 'bool') {
        const v = eq < 0 ? 'true' : w.slice(eq + 1);
        if (v !== 'true' && v !== 'false') return fail(`--${raw} is a switch: it takes =true or =false, not "${v}"`);
        options.push({ name, value: v === 'true' ? null : 'false', written: w });
        continue;
      }
      if (eq >= 0) {
        options.push({ name, value: w.slice(eq + 1), written: w });
        continue;
      }
      if (i + 1 >= words.length) return fail(`--${raw} needs a value after it`);
      options.push({ name, value: words[++i], written: `${w} ${quote(words[i])}` });
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      // A cluster of short flags (-itd); a flag that takes a value takes the rest of the word, or the next word.
      for (let j = 1; j < w.length; j++) {
        const letter = w[j];
        const name = SHORT[letter];
        if (!name) {
          notConverted.push(`-${letter}${j === 1 && w.length > 2 ? ` (in ${w})` : ''}`);
          if (j === 1) break;
          continue;
        }
        if (RUN_OPTIONS[name] === 'bool') {
          options.push({ name, value: null, written: `-${letter}` });
          continue;
        }
        let value = w.slice(j + 1);
        if (value.startsWith('=')) value = value.slice(1);
        if (value === '' && j + 1 === w.length) {
          if (i + 1 >= words.length) return fail(`-${letter} (--${name}) needs a value after it`);
          value = words[++i];
        }
        options.push({ name, value, written: `-${letter} ${quote(value)}` });
        break;
      }
      continue;
    }
    break;
  }
  if (i >= words.length) return fail('There is no image: docker run needs an image name after its options');
  return ok({ options, image: words[i], args: words.slice(i + 1), notes, notConverted });
}

/** `${NAME}`, `${NAME:-default}` and the other forms compose interpolates (with a default or message free of `$`). */
const COMPOSE_BRACED = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^$`{}]*))?\}$/;
/** Command substitutions that print the current directory. */
const PWD_COMMAND = /^(?:\$\(\s*pwd(?:\s+-L)?\s*\)|`\s*pwd(?:\s+-L)?\s*`)$/;

/**
 * A shell word as compose must have it to give the container the same text. Compose interpolates `$NAME` and
 * `${…}` in every value and reads `$$` as a `$`: a `$` the shell kept (single quotes, `\$`, a lone `$`) becomes
 * `$$`; the current directory becomes `${PWD}`; a variable the shell would have expanded stays `${NAME}` for
 * compose to fill in; anything else the shell would have run or expanded (`$(date)`, `${#x}`, `$1`) is an error,
 * since compose cannot (it rejects `$(`) and the value is not known here.
 */
function composeWord(value: string, expansions: ReadonlyArray<[number, number]>): Result<{ text: string; variables: string[]; pwd: boolean }> {
  let text = '';
  let at = 0;
  let pwd = false;
  const variables: string[] = [];
  for (const [start, end] of expansions) {
    text += value.slice(at, start).replace(/\$/g, '$$$$');
    at = end;
    const piece = value.slice(start, end);
    if (PWD_COMMAND.test(piece) || piece === '$PWD' || piece === '${PWD}') {
      text += '${PWD}';
      pwd = true;
      continue;
    }
    const name = /^\$([A-Za-z_][A-Za-z0-9_]*)$/.exec(piece)?.[1];
    const braced = COMPOSE_BRACED.exec(piece);
    if (name || braced) {
      text += name ? `\${${name}}` : piece;
      variables.push(name ?? braced![1]);
      continue;
    }
    const kind = piece.startsWith('$(') || piece.startsWith('`') ? 'a command substitution' : 'a shell expansion';
    return fail(
      `${piece} in ${quote(value)} is ${kind} that compose cannot do (it runs no commands, and fills in only $NAME and \${NAME} forms): run it in your shell and paste the value`,
    );
  }
  text += value.slice(at).replace(/\$/g, '$$$$');
  return ok({ text, variables, pwd });
}

/** Splits a comma-separated option list, keeping commas inside double quotes (--gpus '"device=0,1"'). */
function splitCsv(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inQuotes = false;
  for (const c of value) {
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ',' && !inQuotes) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.filter((s) => s !== '');
}

function keyValue(s: string): [string, string | null] {
  const eq = s.indexOf('=');
  return eq < 0 ? [s, null] : [s.slice(0, eq), s.slice(eq + 1)];
}

const TRUE_VALUES = new Set(['', '1', 'true', 'yes']);

/** --mount type=bind,source=…,target=…,readonly to the compose long volume syntax. */
function mountToVolume(value: string, notConverted: string[]): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  for (const part of splitCsv(value)) {
    const [k, raw] = keyValue(part);
    const val = raw ?? '';
    switch (k) {
      case 'type':
        v.type = val;
        break;
      case 'source':
      case 'src':
        v.source = val;
        break;
      case 'target':
      case 'destination':
      case 'dst':
        v.target = val;
        break;
      case 'readonly':
      case 'ro':
        if (TRUE_VALUES.has(val)) v.read_only = true;
        break;
      case 'consistency':
        v.consistency = val;
        break;
      case 'bind-propagation':
        v.bind = { ...(v.bind as object), propagation: val };
        break;
      case 'bind-create-host-path':
        v.bind = { ...(v.bind as object), create_host_path: TRUE_VALUES.has(val) };
        break;
      case 'volume-nocopy':
        v.volume = { ...(v.volume as object), nocopy: TRUE_VALUES.has(val) };
        break;
      case 'volume-subpath':
        v.volume = { ...(v.volume as object), subpath: val };
        break;
      case 'tmpfs-size':
        v.tmpfs = { ...(v.tmpfs as object), size: NUMBER.test(val) ? Number(val) : val };
        break;
      case 'tmpfs-mode':
        // Not octal digits: NaN, which serviceFor refuses.
        v.tmpfs = { ...(v.tmpfs as object), mode: /^[0-7]+$/.test(val) ? parseInt(val, 8) : NaN };
        break;
      default:
        notConverted.push(`--mount ${k}${raw === null ? '' : `=${raw}`}`);
    }
  }
  if (!v.type) v.type = 'volume';
  return v;
}

/** --gpus all | 2 | device=0,1 | count=…,capabilities=… to a deploy device reservation (count null: not a count). */
function gpusToDevice(value: string): Record<string, unknown> {
  const device: Record<string, unknown> = { driver: 'nvidia' };
  let capabilities = ['gpu'];
  for (const part of splitCsv(value)) {
    const [k, v] = keyValue(part);
    if (v === null) {
      if (k === 'all') device.count = 'all';
      else if (/^\d+$/.test(k)) device.count = Number(k);
    } else if (k === 'count') device.count = v === 'all' ? 'all' : /^\d+$/.test(v) ? Number(v) : null;
    else if (k === 'device') device.device_ids = v.split(',');
    else if (k === 'driver') device.driver = v;
    else if (k === 'capabilities') capabilities = v.split(',');
  }
  device.capabilities = capabilities;
  return device;
}

const NETWORK_MODES = /^(?:host|none|bridge|default|container:.+|service:.+)$/;
/** The names Docker accepts for a container (and for a volume): it refuses any other. */
const CONTAINER_NAME = /^\/?[a-zA-Z0-9][a-zA-Z0-9_.-]+$/;
const VOLUME_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/;
/** The mount types Docker knows, which are the ones the compose schema allows. */
const MOUNT_TYPES = new Set(['bind', 'volume', 'tmpfs', 'npipe', 'cluster', 'image']);
/** Values of options Docker checks itself, refused here too: the compose schema rejects the file otherwise. */
const ENUMS: Record<string, string[]> = { cgroupns: ['host', 'private'], pull: ['always', 'missing', 'never'] };
const INTEGER_RANGES: Record<string, [number, number]> = { 'oom-score-adj': [-1000, 1000], 'memory-swappiness': [0, 100] };
/** List keys whose order matters, so a repeated item is kept: a later env file overrides an earlier one. */
const REPEATABLE = new Set(['env_file']);

/** The named volume a -v value or a --mount volume uses (null for a host path, an anonymous volume or a variable). */
function namedVolume(v: unknown): string | null {
  let source: string;
  if (typeof v === 'string') {
    // A Windows drive path (C:\data:/data) is a host path, not a volume called C.
    if (/^[A-Za-z]:[\\/]/.test(v) || !v.includes(':')) return null;
    source = v.slice(0, v.indexOf(':'));
  } else {
    const o = v as Record<string, unknown>;
    if (o.type !== 'volume' || typeof o.source !== 'string') return null;
    source = o.source;
  }
  return VOLUME_NAME.test(source) ? source : null;
}

type ServiceParts = {
  name: string;
  service: Service;
  externalNetworks: string[];
  volumes: Record<string, Record<string, string>>;
  notes: string[];
  notConverted: string[];
};

/** Builds the compose service for a parsed command. */
function serviceFor(run: ParsedRun): Result<ServiceParts> {
  const service: Service = { image: run.image };
  const notes = [...run.notes];
  const notConverted = [...run.notConverted];
  const externalNetworks: string[] = [];
  let volumeDriver: string | null = null;
  const healthcheck: Record<string, unknown> = {};
  const logging: Record<string, unknown> = {};
  const networks: string[] = [];
  const aliases: string[] = [];
  const ulimits: Record<string, unknown> = {};
  let entrypoint: string | null = null;

  // Compose refuses a list with the same item twice (the schema's uniqueItems); Docker does the same thing
  // with one copy, so a repeat is left out and said so.
  const repeated = (o: Option) => notes.push(`${o.written} is given more than once: compose refuses a repeated item, so it is listed once`);
  const list = (key: string, value: unknown, o: Option) => {
    const items = (service[key] ??= []) as unknown[];
    if (!REPEATABLE.has(key) && items.some((i) => JSON.stringify(i) === JSON.stringify(value))) repeated(o);
    else items.push(value);
  };
  const map = (key: string, value: string) => {
    const [k, v] = keyValue(value);
    ((service[key] ??= {}) as Record<string, string | null>)[k] = v;
  };

  for (const o of run.options) {
    const value = o.value ?? '';
    const allowed = ENUMS[o.name];
    if (allowed && !allowed.includes(value)) return fail(`${o.written}: Docker takes ${allowed.join(', ')} here, not "${value}"`);
    const range = INTEGER_RANGES[o.name];
    if (range && !value.includes('$') && !(/^-?\d+$/.test(value) && Number(value) >= range[0] && Number(value) <= range[1])) {
      return fail(`${o.written}: Docker takes a whole number from ${range[0]} to ${range[1]} here, not "${value}"`);
    }
    if (o.name === 'name' && !value.includes('$') && !CONTAINER_NAME.test(value)) {
      return fail(
        `${o.written}: a container name is 2 or more letters, digits, _ . or -, starting with a letter or digit; Docker refuses "${value}"`,
      );
    }
    const scalar = SCALARS.find((s) => s.flag === o.name);
    if (scalar) {
      service[scalar.key] = typed(value, scalar.type);
      continue;
    }
    const lst = LISTS.find((s) => s.flag === o.name);
    if (lst) {
      list(lst.key, value, o);
      continue;
    }
    const mp = MAPS.find((s) => s.flag === o.name);
    if (mp) {
      if (value === '' || value.startsWith('=')) return fail(`${o.written}: the name before = is empty, which Docker refuses`);
      // A label without = is an empty label; an environment variable without = is passed through from the shell.
      map(mp.key, o.name === 'label' && !value.includes('=') ? `${value}=` : value);
      continue;
    }
    const bool = BOOLEANS.find((s) => s.flag === o.name);
    if (bool) {
      service[bool.key] = o.value !== 'false';
      continue;
    }
    if (o.name in NO_EQUIVALENT) {
      if (o.value !== 'false') notes.push(`${o.written} ${NO_EQUIVALENT[o.name]}`);
      continue;
    }
    switch (o.name) {
      case 'mount': {
        const mount = mountToVolume(value, notConverted);
        if (!MOUNT_TYPES.has(mount.type as string)) {
          return fail(`${o.written}: "${str(mount.type)}" is not a mount type; Docker takes ${[...MOUNT_TYPES].join(', ')}`);
        }
        if (Number.isNaN((mount.tmpfs as { mode?: number } | undefined)?.mode)) {
          return fail(`${o.written}: tmpfs-mode is an octal file mode such as 1777`);
        }
        list('volumes', mount, o);
        break;
      }
      case 'volume-driver':
        volumeDriver = value;
        break;
      case 'network':
        if (NETWORK_MODES.test(value)) service.network_mode = value;
        else if (networks.includes(value)) repeated(o);
        else {
          networks.push(value);
          externalNetworks.push(value);
        }
        break;
      case 'network-alias':
        if (aliases.includes(value)) repeated(o);
        else aliases.push(value);
        break;
      case 'entrypoint':
        entrypoint = value;
        break;
      case 'health-cmd':
        healthcheck.test = ['CMD-SHELL', value];
        break;
      case 'health-interval':
        healthcheck.interval = value;
        break;
      case 'health-timeout':
        healthcheck.timeout = value;
        break;
      case 'health-retries':
        healthcheck.retries = typed(value, 'number');
        break;
      case 'health-start-period':
        healthcheck.start_period = value;
        break;
      case 'health-start-interval':
        healthcheck.start_interval = value;
        break;
      case 'no-healthcheck':
        if (o.value !== 'false') healthcheck.disable = true;
        break;
      case 'log-driver':
        logging.driver = value;
        break;
      case 'log-opt': {
        const [k, v] = keyValue(value);
        ((logging.options ??= {}) as Record<string, string>)[k] = v ?? '';
        break;
      }
      case 'gpus': {
        const device = gpusToDevice(value);
        if (device.count === null) return fail(`${o.written}: count is a whole number or all`);
        const deploy = (service.deploy ??= { resources: { reservations: { devices: [] } } }) as {
          resources: { reservations: { devices: unknown[] } };
        };
        deploy.resources.reservations.devices.push(device);
        break;
      }
      case 'ulimit': {
        const [k, v] = keyValue(value);
        const [soft, hard] = (v ?? '').split(':');
        const num = (s: string) => (/^-?\d+$/.test(s) ? Number(s) : s);
        ulimits[k] = hard === undefined ? num(soft) : { soft: num(soft), hard: num(hard) };
        break;
      }
      case 'stop-timeout':
        service.stop_grace_period = /^\d+$/.test(value) ? `${value}s` : value;
        break;
      default:
        notConverted.push(o.written);
    }
  }
  if (entrypoint !== null) service.entrypoint = entrypoint === '' ? '' : [entrypoint];
  if (run.args.length) service.command = run.args;
  if (Object.keys(ulimits).length) service.ulimits = ulimits;
  if (Object.keys(healthcheck).length) service.healthcheck = healthcheck;
  if (Object.keys(logging).length) service.logging = logging;
  if (networks.length) {
    service.networks = aliases.length ? Object.fromEntries(networks.map((n) => [n, { aliases }])) : networks;
  } else if (aliases.length) {
    notConverted.push(...aliases.map((a) => `--network-alias ${quote(a)} (aliases need a user-defined --network)`));
  }
  const fromName = typeof service.container_name === 'string' ? service.container_name : '';
  const fromImage =
    run.image
      .replace(/@.*$/, '')
      .replace(/:[^/]*$/, '')
      .split('/')
      .pop() ?? '';
  const name = slugName(fromName) || slugName(fromImage) || 'app';
  // Compose refuses a service that uses a named volume the top-level volumes key does not declare. `name:` keeps
  // the volume docker run used (compose would otherwise prefix the project name, and start from an empty one).
  const volumes: Record<string, Record<string, string>> = {};
  for (const v of (service.volumes ?? []) as unknown[]) {
    const n = namedVolume(v);
    if (n !== null) volumes[n] = volumeDriver === null ? { name: n } : { name: n, driver: volumeDriver };
  }
  if (volumeDriver !== null && Object.keys(volumes).length === 0) {
    notConverted.push(`--volume-driver ${quote(volumeDriver)} (compose sets a driver per named volume, and this command has none)`);
  } else if (volumeDriver !== null) {
    notes.push(`--volume-driver is the driver of each named volume under the top-level volumes key: compose has no per-service key for it`);
  }
  return ok({ name, service, externalNetworks, volumes, notes, notConverted });
}

function slugName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[^a-z0-9]+|-+$/g, '');
}

/** The compose document as text: YAML 1.1-safe quoting ("no", "yes", 1:30), ports always quoted. */
function toYaml(root: Record<string, unknown>): string {
  const doc = new Document(root, { version: '1.1' });
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'ports' && isSeq(pair.value)) {
        for (const item of pair.value.items) if (isScalar(item) && typeof item.value === 'string') item.type = Scalar.QUOTE_DOUBLE;
      }
    },
  });
  return doc.toString({ lineWidth: 0 });
}

export function runToCompose(text: string): Result<Conversion> {
  const parsed = parseDockerRun(text);
  if (!parsed.ok) return parsed;
  const parts = serviceFor(parsed.value);
  if (!parts.ok) return parts;
  const { name, service, externalNetworks, volumes, notes, notConverted } = parts.value;
  const root: Record<string, unknown> = { services: { [name]: service } };
  if (externalNetworks.length) root.networks = Object.fromEntries(externalNetworks.map((n) => [n, { external: true }]));
  if (Object.keys(volumes).length) root.volumes = volumes;
  return ok({ direction: 'run-to-compose', text: toYaml(root), notes, notConverted });
}

// ——— compose → docker run ———

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function kvList(value: unknown, key: string, notConverted: string[]): [string, string | null][] {
  if (Array.isArray(value)) return value.map((v) => keyValue(str(v)));
  if (value && typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === null ? null : str(v)]);
  notConverted.push(`${key}: ${str(value)}`);
  return [];
}

function toList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str) : [str(value)];
}

/** Splits a compose string command the way compose does (shell words). */
function commandWords(value: unknown): Result<string[]> {
  if (Array.isArray(value)) return ok(value.map(str));
  const tokens = tokenize(str(value));
  if (!tokens.ok) return tokens;
  return ok(tokens.value.filter((t) => t.type === 'word').map((t) => t.value));
}

/** Go durations compose writes (1m30s, 10s, 500ms) in whole seconds, for --stop-timeout. */
function durationSeconds(value: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  let total = 0;
  let consumed = 0;
  for (const m of value.matchAll(re)) {
    total += Number(m[1]) * { h: 3600, m: 60, s: 1, ms: 0.001 }[m[2] as 'h']!;
    consumed += m[0].length;
  }
  if (/^\d+$/.test(value)) return Number(value);
  return consumed === value.length && consumed > 0 ? Math.round(total) : null;
}

function portString(p: unknown, notConverted: string[]): string | null {
  if (p === null || typeof p !== 'object') return str(p);
  const o = p as Record<string, unknown>;
  if (o.target === undefined) {
    notConverted.push(`ports: ${JSON.stringify(p)} (no target)`);
    return null;
  }
  const host = o.published !== undefined ? `${o.host_ip ? `${str(o.host_ip)}:` : ''}${str(o.published)}:` : '';
  return `${host}${str(o.target)}${o.protocol ? `/${str(o.protocol)}` : ''}`;
}

function volumeArgs(v: unknown, notConverted: string[]): string[] {
  if (v === null || typeof v !== 'object') return ['-v', str(v)];
  const o = v as Record<string, unknown>;
  const parts = [`type=${str(o.type ?? 'volume')}`];
  if (o.source !== undefined) parts.push(`source=${str(o.source)}`);
  if (o.target !== undefined) parts.push(`target=${str(o.target)}`);
  if (o.read_only) parts.push('readonly');
  if (o.consistency) parts.push(`consistency=${str(o.consistency)}`);
  const sub = (key: string) => (o[key] && typeof o[key] === 'object' ? (o[key] as Record<string, unknown>) : {});
  if (sub('bind').propagation) parts.push(`bind-propagation=${str(sub('bind').propagation)}`);
  if (sub('bind').create_host_path !== undefined) parts.push(`bind-create-host-path=${str(sub('bind').create_host_path)}`);
  if (sub('volume').nocopy) parts.push('volume-nocopy');
  if (sub('volume').subpath) parts.push(`volume-subpath=${str(sub('volume').subpath)}`);
  if (sub('tmpfs').size !== undefined) parts.push(`tmpfs-size=${str(sub('tmpfs').size)}`);
  if (sub('tmpfs').mode !== undefined) parts.push(`tmpfs-mode=${Number(sub('tmpfs').mode).toString(8)}`);
  for (const k of Object.keys(o))
    if (!['type', 'source', 'target', 'read_only', 'consistency', 'bind', 'volume', 'tmpfs'].includes(k)) notConverted.push(`volumes: ${k}`);
  return ['--mount', parts.map((p) => (p.includes(',') ? `"${p}"` : p)).join(',')];
}

const SHORT_OF: Record<string, string> = Object.fromEntries(Object.entries(SHORT).map(([s, l]) => [l, s]));
const flagFor = (name: string) =>
  SHORT_OF[name] && ['publish', 'volume', 'env', 'workdir', 'user', 'label'].includes(name) ? `-${SHORT_OF[name]}` : `--${name}`;

/** One service to a docker run command. */
function serviceToRun(name: string, service: Record<string, unknown>, notes: string[], notConverted: string[]): Result<string> {
  if (typeof service.image !== 'string' || service.image === '') {
    return fail(
      service.build !== undefined
        ? `The service "${name}" is built (build:) and has no image: build it with docker build -t <name> first, then set image`
        : `The service "${name}" has no image: docker run needs one`,
    );
  }
  const groups: string[] = ['docker run'];
  const add = (...args: string[]) => groups.push(joinArgs(args));
  const handled = new Set(['image', 'command', 'entrypoint']);
  const flags: string[] = [];
  if (service.stdin_open === true) flags.push('i');
  if (service.tty === true) flags.push('t');
  if (flags.length) groups.push(`-${flags.join('')}`);
  handled.add('stdin_open').add('tty');

  for (const s of SCALARS) {
    if (service[s.key] === undefined || service[s.key] === null) continue;
    handled.add(s.key);
    let v = str(service[s.key]);
    if (s.key === 'pull_policy') {
      if (v === 'if_not_present') v = 'missing';
      if (v === 'build') {
        notConverted.push('pull_policy: build');
        continue;
      }
    }
    add(flagFor(s.flag), v);
  }
  for (const l of LISTS) {
    if (service[l.key] === undefined || service[l.key] === null) continue;
    handled.add(l.key);
    if (l.key === 'ports') {
      for (const p of Array.isArray(service.ports) ? service.ports : [service.ports]) {
        const s = portString(p, notConverted);
        if (s !== null) add('-p', s);
      }
    } else if (l.key === 'volumes') {
      for (const v of Array.isArray(service.volumes) ? service.volumes : [service.volumes]) add(...volumeArgs(v, notConverted));
    } else if (l.key === 'extra_hosts' && !Array.isArray(service.extra_hosts) && typeof service.extra_hosts === 'object') {
      for (const [h, ip] of Object.entries(service.extra_hosts as Record<string, unknown>)) add('--add-host', `${h}:${str(ip)}`);
    } else if (l.key === 'env_file') {
      for (const f of Array.isArray(service.env_file) ? service.env_file : [service.env_file]) {
        add('--env-file', f && typeof f === 'object' ? str((f as Record<string, unknown>).path) : str(f));
      }
    } else for (const v of toList(service[l.key])) add(flagFor(l.flag), v);
  }
  for (const m of MAPS) {
    if (service[m.key] === undefined || service[m.key] === null) continue;
    handled.add(m.key);
    for (const [k, v] of kvList(service[m.key], m.key, notConverted)) add(flagFor(m.flag), v === null ? k : `${k}=${v}`);
  }
  for (const b of BOOLEANS) {
    if (service[b.key] === undefined || b.short) continue;
    handled.add(b.key);
    if (service[b.key] === true) groups.push(`--${b.flag}`);
  }
  if (service.network_mode !== undefined) {
    handled.add('network_mode');
    add('--network', str(service.network_mode));
  }
  if (service.networks !== undefined && service.networks !== null) {
    handled.add('networks');
    const entries: [string, unknown][] = Array.isArray(service.networks)
      ? service.networks.map((n) => [str(n), null])
      : Object.entries(service.networks as Record<string, unknown>);
    for (const [net, conf] of entries) {
      add('--network', net);
      if (conf && typeof conf === 'object') {
        const c = conf as Record<string, unknown>;
        for (const a of toList(c.aliases ?? [])) add('--network-alias', a);
        if (c.ipv4_address) add('--ip', str(c.ipv4_address));
        if (c.ipv6_address) add('--ip6', str(c.ipv6_address));
      }
    }
    if (entries.length > 1)
      notes.push('docker run joins several networks only from Docker 25 on; with older versions, run docker network connect for the others');
  }
  if (service.healthcheck && typeof service.healthcheck === 'object') {
    handled.add('healthcheck');
    const h = service.healthcheck as Record<string, unknown>;
    const test = h.test;
    if (h.disable === true || (Array.isArray(test) && test[0] === 'NONE')) groups.push('--no-healthcheck');
    else {
      if (typeof test === 'string') add('--health-cmd', test);
      else if (Array.isArray(test) && test[0] === 'CMD-SHELL') add('--health-cmd', str(test[1]));
      else if (Array.isArray(test) && test[0] === 'CMD') {
        add('--health-cmd', joinArgs(test.slice(1).map(str)));
        notes.push(
          'healthcheck test: CMD runs without a shell; docker run --health-cmd always runs through /bin/sh, so the words were quoted for it',
        );
      }
      if (h.interval !== undefined) add('--health-interval', str(h.interval));
      if (h.timeout !== undefined) add('--health-timeout', str(h.timeout));
      if (h.retries !== undefined) add('--health-retries', str(h.retries));
      if (h.start_period !== undefined) add('--health-start-period', str(h.start_period));
      if (h.start_interval !== undefined) add('--health-start-interval', str(h.start_interval));
    }
  }
  if (service.logging && typeof service.logging === 'object') {
    handled.add('logging');
    const l = service.logging as Record<string, unknown>;
    if (l.driver !== undefined) add('--log-driver', str(l.driver));
    if (l.options && typeof l.options === 'object')
      for (const [k, v] of Object.entries(l.options as Record<string, unknown>)) add('--log-opt', `${k}=${str(v)}`);
  }
  if (service.ulimits && typeof service.ulimits === 'object') {
    handled.add('ulimits');
    for (const [k, v] of Object.entries(service.ulimits as Record<string, unknown>)) {
      if (v && typeof v === 'object') add('--ulimit', `${k}=${str((v as Record<string, unknown>).soft)}:${str((v as Record<string, unknown>).hard)}`);
      else add('--ulimit', `${k}=${str(v)}`);
    }
  }
  if (service.stop_grace_period !== undefined) {
    handled.add('stop_grace_period');
    const secs = durationSeconds(str(service.stop_grace_period));
    if (secs === null) notConverted.push(`stop_grace_period: ${str(service.stop_grace_period)}`);
    else add('--stop-timeout', String(secs));
  }
  if (service.deploy && typeof service.deploy === 'object') {
    handled.add('deploy');
    const d = service.deploy as Record<string, unknown>;
    const res = (d.resources ?? {}) as Record<string, Record<string, unknown> | undefined>;
    if (res.limits?.cpus !== undefined && service.cpus === undefined) add('--cpus', str(res.limits.cpus));
    if (res.limits?.memory !== undefined && service.mem_limit === undefined) add('--memory', str(res.limits.memory));
    if (res.limits?.pids !== undefined && service.pids_limit === undefined) add('--pids-limit', str(res.limits.pids));
    if (res.reservations?.memory !== undefined && service.mem_reservation === undefined) add('--memory-reservation', str(res.reservations.memory));
    for (const dev of (res.reservations?.devices ?? []) as Record<string, unknown>[]) {
      const caps = toList(dev.capabilities ?? []);
      if (!caps.includes('gpu')) {
        notConverted.push(`deploy device reservation with capabilities ${caps.join(', ')}`);
        continue;
      }
      const parts: string[] = [];
      if (dev.device_ids !== undefined) parts.push(`device=${toList(dev.device_ids).join(',')}`);
      else if (dev.count !== undefined) parts.push(str(dev.count));
      else parts.push('all');
      if (dev.driver !== undefined && dev.driver !== 'nvidia') parts.push(`driver=${str(dev.driver)}`);
      const other = caps.filter((c) => c !== 'gpu');
      if (other.length) parts.push(`capabilities=${caps.join(',')}`);
      const needsCsv = parts.length > 1 || parts[0].includes(',');
      add('--gpus', needsCsv ? parts.map((p) => (p.includes(',') ? `"${p}"` : p)).join(',') : parts[0]);
    }
    for (const k of Object.keys(d)) if (k !== 'resources') notConverted.push(`deploy.${k}`);
    if (res.limits)
      for (const k of Object.keys(res.limits)) if (!['cpus', 'memory', 'pids'].includes(k)) notConverted.push(`deploy.resources.limits.${k}`);
    if (res.reservations)
      for (const k of Object.keys(res.reservations)) if (!['memory', 'devices'].includes(k)) notConverted.push(`deploy.resources.reservations.${k}`);
  }

  const entry = service.entrypoint === undefined || service.entrypoint === null ? null : commandWords(service.entrypoint);
  if (entry && !entry.ok) return fail(`entrypoint: ${entry.error.message}`);
  const cmd = service.command === undefined || service.command === null ? ok([]) : commandWords(service.command);
  if (!cmd.ok) return fail(`command: ${cmd.error.message}`);
  const rest: string[] = [];
  if (entry) {
    if (entry.value.length === 0 || (entry.value.length === 1 && entry.value[0] === '')) add('--entrypoint', '');
    else {
      add('--entrypoint', entry.value[0]);
      rest.push(...entry.value.slice(1));
      if (entry.value.length > 1)
        notes.push(
          `docker run --entrypoint takes one program; the rest of the entrypoint (${joinArgs(entry.value.slice(1))}) goes before the command`,
        );
    }
  }
  for (const k of Object.keys(service)) if (!handled.has(k)) notConverted.push(k);
  groups.push(joinArgs([service.image, ...rest, ...cmd.value]));
  return ok(layoutCommand(groups, true));
}

export function composeToRun(text: string): Result<Conversion> {
  if (text.trim() === '') return fail('Paste a compose file or one service to convert it to docker run');
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0];
    // The library appends the place and an excerpt; the error panel shows the place itself.
    return fail(e.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ''), pos ? { line: pos.line, column: pos.col } : undefined);
  }
  if (!isMap(doc.contents)) return fail('This YAML is not a mapping: paste a compose file (services: …) or one service (image: …)');
  const root = doc.toJS({ maxAliasCount: 1000 }) as Record<string, unknown>;
  const services: [string, Record<string, unknown>][] =
    root.services && typeof root.services === 'object'
      ? Object.entries(root.services as Record<string, unknown>).map(([k, v]) => [k, (v ?? {}) as Record<string, unknown>])
      : [['service', root]];
  if (services.length === 0) return fail('The services mapping is empty');
  const notes: string[] = [];
  const notConverted: string[] = [];
  const commands: string[] = [];
  for (const [name, service] of services) {
    if (typeof service !== 'object' || Array.isArray(service)) return fail(`The service "${name}" is not a mapping of keys`);
    const before = notConverted.length;
    const cmd = serviceToRun(name, service, notes, notConverted);
    if (!cmd.ok) return cmd;
    if (services.length > 1) for (let i = before; i < notConverted.length; i++) notConverted[i] = `${name}: ${notConverted[i]}`;
    commands.push(services.length > 1 ? `# ${name}\n${cmd.value}` : cmd.value);
  }
  if (root.services !== undefined) {
    for (const k of Object.keys(root)) {
      if (k === 'networks' || k === 'volumes') {
        // External ones exist already; the others compose would create, and docker run will not.
        const defs = (root[k] ?? {}) as Record<string, { external?: unknown } | null>;
        const made = Object.keys(defs).filter((n) => !defs[n]?.external);
        if (made.length) notConverted.push(`top-level ${k}: ${made.join(', ')} (create them first with docker ${k.slice(0, -1)} create)`);
      } else if (k !== 'services' && k !== 'version' && k !== 'name') notConverted.push(`top-level ${k}`);
    }
  }
  notes.push('docker compose up -d runs services in the background: add -d to run the command the same way');
  return ok({ direction: 'compose-to-run', text: commands.join('\n\n'), notes, notConverted });
}

/** Converts in the chosen direction; 'auto' reads a command starting with docker as docker run, anything else as compose YAML. */
export function convertDocker(text: string, direction: Direction): Result<Conversion> {
  const dir = direction === 'auto' ? (/^\s*(?:sudo\s+)?(?:\S*\/)?docker(?:\s|$)/.test(text) ? 'run-to-compose' : 'compose-to-run') : direction;
  if (dir === 'run-to-compose' && text.trim() === '') return fail('Paste a docker run command to convert it');
  return dir === 'run-to-compose' ? runToCompose(text) : composeToRun(text);
}
