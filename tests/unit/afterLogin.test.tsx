// config/forms that could not be fetched at all (the network dropped while the portal was starting) is no admin's
// problem: it is 'unreachable', not a config error, and it is asked again when the browser is back online.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterLogin } from '../../src/kernel/pluginHost/afterLogin';

describe('useAfterLogin', () => {
  it('a failed fetch is unreachable, and back online it loads and releases the pages', async () => {
    const loadForms = vi.fn<() => Promise<null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(null);
    const release = vi.fn();
    const afterLogin = { loadForms, release };
    const { result } = renderHook(() => useAfterLogin(afterLogin, true, true));
    await waitFor(() => expect(result.current).toBe('unreachable'));
    expect(release).not.toHaveBeenCalled();
    act(() => { window.dispatchEvent(new Event('online')); });
    await waitFor(() => expect(result.current).toBeNull());
    expect(loadForms).toHaveBeenCalledTimes(2);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('forms that load with problems are the admin\'s, listed as they are', async () => {
    const problems = [{ file: 'config/forms/sg.json', path: '/recipient', message: 'bad', severity: 'error' as const }];
    const afterLogin = { loadForms: () => Promise.resolve(problems), release: () => undefined };
    const { result } = renderHook(() => useAfterLogin(afterLogin, true, true));
    await waitFor(() => expect(result.current).toEqual(problems));
  });
});
