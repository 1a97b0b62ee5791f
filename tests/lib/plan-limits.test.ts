// The site offers what the API accepts: its copies of the plan limits (it may import the back end only as types) agree
// with the API's own.
import { describe, expect, it } from 'vitest';
import { PRIVATE_LINK_MAX_BYTES, PRIVATE_LINK_PRO_MAX_BYTES } from '@/lib/private-link';
import { LIVE_STATUSES } from '@/lib/subscription';
import * as api from '../../functions/src/plan-limits';

describe('plan limits', () => {
  it('count the same subscriptions as live', () => {
    expect([...LIVE_STATUSES].sort()).toEqual([...api.LIVE_STATUSES].sort());
  });

  it('allow private links of the same size', () => {
    expect(PRIVATE_LINK_MAX_BYTES).toBe(api.BLOB_MAX_BYTES);
    expect(PRIVATE_LINK_PRO_MAX_BYTES).toBe(api.BLOB_MAX_BYTES_PRO);
  });
});
