// The zone table is shared by every form on a page: when one form's fetch (or its Retry) succeeds, the others'
// 'could not be loaded' goes too (before, a second parcel or the rate calculator kept showing it).
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn();
vi.mock('../../../src/kernel', async (importOriginal) => ({ ...(await importOriginal<object>()), apiGet: (...args: unknown[]) => apiGet(...args) }));

const { forgetZones, useZones } = await import('../../../src/forms');

const ROWS = [{ l1Name: 'Central', l2Name: 'Orchard', l3Name: 'Somerset', latitude: 1.3, longitude: 103.8 }];

describe('useZones', () => {
  afterEach(() => {
    forgetZones();
    apiGet.mockReset();
  });

  it("one form's Retry that succeeds clears the error in every form of the country", async () => {
    apiGet.mockRejectedValueOnce(new Error('500')).mockResolvedValue(ROWS);
    const first = renderHook(() => useZones('sg', true));
    const second = renderHook(() => useZones('sg', true));
    await waitFor(() => expect(first.result.current.zones.status).toBe('error'));
    expect(second.result.current.zones.status).toBe('error');

    act(() => first.result.current.retry());
    await waitFor(() => expect(first.result.current.zones.status).toBe('ready'));
    await waitFor(() => expect(second.result.current.zones.status).toBe('ready'));
    expect(apiGet).toHaveBeenCalledTimes(2);
  });

  it('a form that mounts after the table arrived gets it without asking again', async () => {
    apiGet.mockResolvedValue(ROWS);
    const first = renderHook(() => useZones('sg', true));
    await waitFor(() => expect(first.result.current.zones.status).toBe('ready'));
    const later = renderHook(() => useZones('sg', true));
    await waitFor(() => expect(later.result.current.zones).toEqual({ status: 'ready', zones: ROWS }));
    expect(apiGet).toHaveBeenCalledTimes(1);
  });
});
