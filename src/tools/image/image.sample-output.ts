// Generated from image.sample.ts with the default options (tests/tools/image.test.ts keeps it equal to the run's answer).
import { dataUriBytes, decodeBase64Text } from '@/lib/bytes-text';
import type { ConvertResult } from './image.run';
import { CONVERTER_SAMPLE } from './image.sample';

const bytesOf = (b64: string) => {
  const r = decodeBase64Text(b64);
  return r.ok ? r.value : new Uint8Array(0);
};
const source = dataUriBytes(CONVERTER_SAMPLE);

export const converterSampleOutput: ConvertResult = {
  ...{ name: 'sample.png', source: { type: 'png', width: 96, height: 64, size: 1145 }, format: 'webp', width: 96, height: 64 },
  format: 'webp',
  sourceBytes: source?.ok ? source.value : new Uint8Array(0),
  bytes: bytesOf(
    'UklGRmoCAABXRUJQVlA4IF4CAADQDgCdASpgAEAAPok4lkelI6IhNVj4AKARCWYAr0YBWh6Efj+Xs401zMMeJfoA/R3qIeUd1lHoAfsB6Z37M/DT5SCeBlgaQJmc4fNv3AHviLdRDDr3tVl5GHEQQJdx9pBz53FgzRD/XI2BY1fwgon2mSjviweUaBGsF3Qv5DGAAP7tWTSXV/Vof8tD/kGdVILYH4CsX40cRsNGAG9v6Ba0S5Y+L0Ba8bC6adv1KlJ0JzlPlqAzu7sJPE59jz6eDdKdgoOafDWIu+uurWfiu2UmV36LD2AhnCbljWxd0alibHRbe2rvcs1Y3nB8dLhtY4BKLIQ4r/ne/9WMvPiY6jH8/2cf53T6eD8i/G0W5tSr+f3rpun7M9KM1tsz29z6vmuxgIeKB72Hjqym6LwVJYGayXLtJEHsHbcoFgR+1FSRHp5b74U/Tm6olG2ya+AoSUFGQE5hSMREG7AdvyH6f5UW5Nl3xL2ezehR/x9pPg6o4R0Eajp/4F0kaZpFdQ/9UcBxJScE597uOGhrKrAQAxAmdYSAEhRa4rhRI4PfkgsmM0TZgH4OFnwGCjXrpmk5RoHI1hJ2kfvtnQW2O/u7Tp5TkJ79n+Sz4ybEBkbb1dUH5idMKbgrLpMC8y51qhh6wKCjXKrihkaARkN9eG0BdsR4bT2p8XsQVB0qkiH9967226bhPUTJaG84gPRLxTpJO8SCRN7sI2BAMXm8Pqy+NW9PjufkO3yZTEUbrB2TE8VIeC+ZtoBDL+lYie837TK3p7XHU1aqHrcjOTUXzRzBQu61MnVTlRQLSkCQUMgAAAA=',
  ),
} as ConvertResult;
