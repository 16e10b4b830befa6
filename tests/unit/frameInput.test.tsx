// Typing in a cold start frame's field is carried on by the page once, and a later visit starts empty.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteFrameInput, useFrameInput } from '../../src/kernel/start/frameInput';

describe('useFrameInput', () => {
  it('gives the page what was typed and where the focus was, once', () => {
    noteFrameInput('x.search', { value: 'NVSG', focused: true, submitted: false });
    expect(renderHook(() => useFrameInput('x.search')).result.current).toEqual({ value: 'NVSG', focused: true, submitted: false });
    expect(renderHook(() => useFrameInput('x.search')).result.current).toBeNull();
  });

  it('a render that does not reach the screen leaves it for the one that does', () => {
    noteFrameInput('y.search', { value: 'A', focused: false, submitted: true });
    const first = renderHook(() => useFrameInput('y.search'), { reactStrictMode: true });
    expect(first.result.current?.value).toBe('A');
    expect(renderHook(() => useFrameInput(undefined)).result.current).toBeNull();
  });
});
