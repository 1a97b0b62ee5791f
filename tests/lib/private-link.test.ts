import { describe, expect, it } from 'vitest';
import { openSealed, parsePrivateFragment, privateLinkUrl, PrivateLinkError, sealState } from '@/lib/private-link';

describe('private links', () => {
  it('seals a state that only its key opens, and the bytes hold neither the text nor the key', async () => {
    const state = { input: `{"secret":"hunter2-${'x'.repeat(5000)}"}`, indent: 2, sort: true };
    const { data, key } = await sealState(state);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data[0]).toBe(1);
    // Compressed: 5 KB of repeated text is far smaller sealed.
    expect(data.length).toBeLessThan(200);
    const bytes = Buffer.from(data);
    expect(bytes.includes('hunter2')).toBe(false);
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(Buffer.from(key, 'base64url'))).toBe(false);
    expect(await openSealed(data, key)).toEqual(state);
  });

  it('two seals of the same state differ (a fresh key and nonce each time)', async () => {
    const a = await sealState({ input: 'same' });
    const b = await sealState({ input: 'same' });
    expect(a.key).not.toBe(b.key);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
  });

  it('refuses another key and changed bytes with the same clear error', async () => {
    const { data, key } = await sealState({ input: 'text' });
    const other = (await sealState({ input: 'text' })).key;
    await expect(openSealed(data, other)).rejects.toThrow(
      new PrivateLinkError("The private link's key does not open it: the link was changed or cut short. Copy the whole link again."),
    );
    const changed = data.slice();
    changed[changed.length - 1] ^= 1;
    await expect(openSealed(changed, key)).rejects.toThrow(/does not open it/);
    await expect(openSealed(data, key.slice(0, 20))).rejects.toThrow(/missing or cut short/);
    await expect(openSealed(new Uint8Array([2, ...data.subarray(1)]), key)).rejects.toThrow(/not in a format/);
  });

  it('reads the fragment of a private link and says what is wrong with a broken one', async () => {
    const { key } = await sealState({});
    const url = privateLinkUrl({ origin: 'https://devbench.example', pathname: '/json/minify/' }, 'AbCdEfGhIjKlMnOpQrStUv', key);
    expect(url).toBe(`https://devbench.example/json/minify/#private=AbCdEfGhIjKlMnOpQrStUv.${key}`);
    expect(parsePrivateFragment(new URL(url).hash)).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', key });
    expect(parsePrivateFragment('#%7B%22input%22%3A%22x%22%7D')).toBeNull();
    expect(parsePrivateFragment('')).toBeNull();
    expect(parsePrivateFragment('#private=AbCdEfGhIjKlMnOpQrStUv')).toEqual({ error: expect.stringMatching(/key is missing or cut short/) });
    expect(parsePrivateFragment(`#private=AbCdEfGhIjKlMnOpQrStUv.${key.slice(0, -1)}`)).toEqual({ error: expect.stringMatching(/key is missing/) });
    expect(parsePrivateFragment(`#private=a/b.${key}`)).toEqual({ error: expect.stringMatching(/no valid id/) });
  });
});
