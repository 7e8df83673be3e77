import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action.ts';

describe('useAction', () => {
  it('goes pending, then success with the data, calling the hook and the call callbacks', async () => {
    let resolve: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const callSuccess = vi.fn();
    const { result } = renderHook(() =>
      useAction({
        mutationFn: (name: string) => new Promise<string>((r) => (resolve = (v) => r(`${v} ${name}`))),
        onSuccess,
      }),
    );
    expect(result.current.status).toBe('idle');
    act(() => result.current.mutate('Ana', { onSuccess: callSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => resolve('Olá'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe('Olá Ana');
    expect(onSuccess).toHaveBeenCalledWith('Olá Ana', 'Ana');
    expect(callSuccess).toHaveBeenCalledWith('Olá Ana', 'Ana');
  });

  it('keeps the error in its state for mutate, and throws it for mutateAsync; reset goes back to idle', async () => {
    const failure = new Error('401');
    const onError = vi.fn();
    const { result } = renderHook(() => useAction<never, void>({ mutationFn: () => Promise.reject(failure), onError }));
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toBe(failure);
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', error: null, data: undefined });
  });
});
