// The id decoder against python3 and GNU date: 200 generated ids of each kind that carries a time (ULID, KSUID,
// ObjectId, Snowflake with the Twitter, Discord and a custom epoch) are decoded by a python3 script written from the
// specs (Crockford base32, base62, hex, shifts), its Unix times turned into UTC text by `date -u -d @N`, and every field
// compared with ours. One python process and one date process for the whole batch.
import { execFileSync } from 'node:child_process';
import { decodeId, generateIds, GENERATE_DEFAULTS, type DecodeOptions, type IdInfo, type IdKind } from '@/tools/id-generator/id-generator.core';
import { requireProgram } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');
const DATE = requireProgram('date', 'apt-get install coreutils (GNU date)');
if (!/GNU coreutils/.test(execFileSync(DATE, ['--version'], { encoding: 'utf8' }))) throw new Error('date is not GNU date; install GNU coreutils');

// Reads "kind epoch id" lines; prints "seconds ms field|field|…" lines, the fields as our decoder names them.
const SCRIPT = String.raw`
import sys
C = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
B = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
for line in sys.stdin.read().split('\n'):
    if not line: continue
    kind, epoch, i = line.split(' ')
    if kind == 'ulid':
        ms = 0
        for c in i[:10]: ms = ms * 32 + C.index(c)
        r = 0
        for c in i[10:]: r = r * 32 + C.index(c)
        fields = [str(ms), i[10:], '%020X' % r]
    elif kind == 'ksuid':
        n = 0
        for c in i: n = n * 62 + B.index(c)
        b = n.to_bytes(20, 'big')
        t = int.from_bytes(b[:4], 'big')
        ms = (t + 1400000000) * 1000
        fields = [str(t + 1400000000), str(t), b[4:].hex().upper()]
    elif kind == 'objectid':
        s = int(i[:8], 16)
        ms = s * 1000
        fields = [str(s), i[8:18], '%d (0x%s)' % (int(i[18:], 16), i[18:])]
    else:
        n = int(i)
        ms = (n >> 22) + int(epoch)
        fields = [str(ms), str((n >> 17) & 31), str((n >> 12) & 31), str(n & 4095)]
    print(ms // 1000, ms % 1000, '|'.join(fields))
`;

/** Our fields, less the ISO timestamp and the epoch's name (checked through date and by the options). */
function ours(info: IdInfo): string {
  return info.fields
    .filter((f) => f.name !== 'Timestamp' && f.name !== 'Epoch')
    .map((f) => f.value)
    .join('|');
}

interface Item {
  kind: IdKind;
  epoch: number;
  id: string;
  decode: DecodeOptions;
}

async function batch(kind: IdKind, epochName: 'twitter' | 'discord' | 'custom' = 'twitter', customEpoch = 0): Promise<Item[]> {
  const epoch = epochName === 'twitter' ? 1_288_834_974_657 : epochName === 'discord' ? 1_420_070_400_000 : customEpoch;
  const r = await generateIds({ ...GENERATE_DEFAULTS, kind, count: 200, epoch: epochName, customEpoch, datacenter: 7, worker: 29 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((id) => ({ kind, epoch, id, decode: { kind: 'auto', epoch: epochName, customEpoch } }));
}

describe('decoded ids agree with python3 and date', async () => {
  const items = [
    ...(await batch('ulid')),
    ...(await batch('ksuid')),
    ...(await batch('objectid')),
    ...(await batch('snowflake')),
    ...(await batch('snowflake', 'discord')),
    ...(await batch('snowflake', 'custom', 1_600_000_000_000)),
  ];
  // The published examples too, beside the generated ones.
  items.push(
    { kind: 'ulid', epoch: 0, id: '01ARYZ6S41TSV4RRFFQ69G5FAV', decode: { kind: 'auto', epoch: 'twitter', customEpoch: 0 } },
    { kind: 'ksuid', epoch: 0, id: '0ujtsYcgvSTl8PAuAdqWYSMnLOv', decode: { kind: 'auto', epoch: 'twitter', customEpoch: 0 } },
    { kind: 'snowflake', epoch: 1_288_834_974_657, id: '1050118621198921728', decode: { kind: 'auto', epoch: 'twitter', customEpoch: 0 } },
    { kind: 'snowflake', epoch: 1_420_070_400_000, id: '175928847299117063', decode: { kind: 'auto', epoch: 'discord', customEpoch: 0 } },
  );
  const py = execFileSync(PYTHON, ['-c', SCRIPT], { input: items.map((i) => `${i.kind} ${i.epoch} ${i.id}`).join('\n'), encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => {
      const [s, ms, ...fields] = l.split(' ');
      return [s, ms, fields.join(' ')];
    });
  const dates = execFileSync(DATE, ['-u', '-f', '-', '+%Y-%m-%dT%H:%M:%S'], { input: py.map(([s]) => `@${s}`).join('\n'), encoding: 'utf8' })
    .trim()
    .split('\n');

  it('reads 1,204 ids', () => {
    expect(py).toHaveLength(items.length);
    expect(dates).toHaveLength(items.length);
  });

  it.each(items.map((item, i) => [`${item.kind} ${item.id}`, i] as const))('%s', (_, i) => {
    const item = items[i];
    const r = decodeId(item.id, item.decode);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.kind).toBe(item.kind);
    const [, ms, fields] = py[i];
    expect(ours(r.value)).toBe(fields);
    const iso = r.value.fields.find((f) => f.name === 'Timestamp')!.value;
    expect(iso).toBe(`${dates[i]}.${ms.padStart(3, '0')}Z`);
  });
});
