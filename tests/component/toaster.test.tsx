// The toasts' region is mounted once the page is idle or at the first toast: a toast asked while a page is still
// loading must still show, and the region must be in the page afterwards for the next one.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalToaster, toast, toaster } from '../../src/ui/toaster';
import { PortalSystemProvider } from '../../src/ui/fullSystem';

const region = () => document.querySelector('[data-scope="toast"][data-part="group"]');

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

describe('PortalToaster', () => {
  it('shows a toast asked before the page was idle', async () => {
    vi.useFakeTimers();
    render(<PortalSystemProvider><PortalToaster /></PortalSystemProvider>);
    expect(region()).toBeNull();
    act(() => { toast.success('Order created'); });
    vi.useRealTimers();
    expect(await screen.findByText('Order created')).toBeTruthy();
    expect(region()).not.toBeNull();
  });

  it('is in the page once the page is idle, before any toast', async () => {
    vi.useFakeTimers();
    render(<PortalSystemProvider><PortalToaster /></PortalSystemProvider>);
    expect(region()).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(2100); });
    expect(region()).not.toBeNull();
  });
});
