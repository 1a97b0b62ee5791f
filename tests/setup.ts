import '@testing-library/jest-dom/vitest';
import fc from 'fast-check';

// Property tests draw the same cases on every run (so `npm test` gives one answer for one commit), unless
// FC_SEED says otherwise: `FC_SEED=random npx vitest run` explores new cases, and a failure prints the seed and path
// to replay it (`FC_SEED=<seed>`). A counterexample found that way becomes a table case in the test file.
const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261126 });

// jsdom lacks these browser APIs that Mantine and CodeMirror touch (DESIGN.md, gotchas).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {} } });
  }
}
