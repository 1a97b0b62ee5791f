// The few node-forge modules the PKCS#12 reader loads one by one (3DES, RC2 and the SHA hashes of the PKCS#12 key
// derivation). Each module registers itself on the shared `forge` object and exports it; only what is used is typed.
declare module 'node-forge/lib/forge.js' {
  interface ForgeBuffer {
    getBytes(): string;
    putBytes(bytes: string): ForgeBuffer;
  }
  interface ForgeMd {
    update(bytes: string, encoding?: 'raw'): ForgeMd;
    digest(): ForgeBuffer;
  }
  type Pad = (blockSize: number, buffer: ForgeBuffer, decrypt: boolean) => boolean;
  interface ForgeCipher {
    start(options: { iv: ForgeBuffer | string }): void;
    update(input: ForgeBuffer): void;
    finish(pad?: Pad): boolean;
    output: ForgeBuffer;
  }
  interface Rc2Cipher {
    start(iv: ForgeBuffer | string): void;
    update(input: ForgeBuffer): void;
    finish(pad?: Pad): boolean;
    output: ForgeBuffer;
  }
  interface Forge {
    util: { createBuffer(bytes?: string, encoding?: 'raw'): ForgeBuffer };
    md: Record<'sha1' | 'sha256' | 'sha384' | 'sha512', { create(): ForgeMd }>;
    cipher: { createDecipher(algorithm: '3DES-CBC', key: ForgeBuffer | string): ForgeCipher };
    rc2: { createDecryptionCipher(key: ForgeBuffer | string, bits: number): Rc2Cipher };
  }
  const forge: Forge;
  export default forge;
}
declare module 'node-forge/lib/des.js';
declare module 'node-forge/lib/rc2.js';
declare module 'node-forge/lib/sha1.js';
declare module 'node-forge/lib/sha256.js';
declare module 'node-forge/lib/sha512.js';
