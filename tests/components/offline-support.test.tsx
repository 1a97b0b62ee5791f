// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSupport, savesData } from '@/components/shell/OfflineSupport';

/** A browser with service workers (the registration is recorded) and, when asked, Data Saver on. */
function browser(saveData?: boolean) {
  const register = vi.fn(() => new Promise<never>(() => {}));
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register, controller: null, addEventListener: () => {} },
    ...(saveData === undefined ? {} : { connection: { saveData } }),
  });
  // The page is idle at once; whether the component waits for it says whether it means to install the worker.
  const idle = vi.fn((run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('requestIdleCallback', idle);
  return { register, idle };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('OfflineSupport', () => {
  it('installs the service worker once the page is idle', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { register, idle } = browser(false);
    render(<OfflineSupport />);
    expect(idle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' }));
  });

  it('installs nothing for a visitor saving data, nor in development', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const savingData = browser(true);
    render(<OfflineSupport />);
    expect(savingData.idle).not.toHaveBeenCalled();
    vi.stubEnv('NODE_ENV', 'development');
    const inDevelopment = browser();
    render(<OfflineSupport />);
    expect(inDevelopment.idle).not.toHaveBeenCalled();
  });

  it('reads Data Saver from navigator.connection', () => {
    expect(savesData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(savesData({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
    expect(savesData({} as Navigator)).toBe(false);
  });
});
