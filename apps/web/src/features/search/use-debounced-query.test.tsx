import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedQuery } from './use-debounced-query.ts';

/** The hook with its owner's state: `committed` follows each commit, as the address does. */
function renderQuery(initial = '') {
  const onCommit = vi.fn<(query: string) => void>();
  const hook = renderHook(({ committed }) => useDebouncedQuery(committed, onCommit), {
    initialProps: { committed: initial },
  });
  const echo = () => hook.rerender({ committed: onCommit.mock.lastCall?.[0] ?? initial });
  return { ...hook, onCommit, echo };
}

describe('useDebouncedQuery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the committed query', () => {
    const { result } = renderQuery('glaucoma');
    expect(result.current.text).toBe('glaucoma');
  });

  it('commits once, with the last text, when typing pauses for 300 ms', () => {
    const { result, onCommit } = renderQuery();
    for (const text of ['g', 'gl', 'gla', 'glau']) {
      act(() => vi.advanceTimersByTime(100));
      act(() => result.current.setText(text));
    }
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('glau');
  });

  it('keeps what is typed while the previous commit comes back', () => {
    const { result, onCommit, echo } = renderQuery();
    act(() => result.current.setText('cat'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.setText('catarata '));
    echo(); // the address now says "cat"
    expect(result.current.text).toBe('catarata ');
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('catarata ');
  });

  it('takes a query that changes from outside (Back, a link)', () => {
    const { result, rerender, onCommit } = renderQuery('retina');
    act(() => result.current.setText('reti'));
    rerender({ committed: 'córnea' });
    expect(result.current.text).toBe('córnea');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits at once on flush (Enter), and not again after the pause', () => {
    const { result, onCommit } = renderQuery();
    act(() => result.current.setText('uveíte'));
    act(() => result.current.flush());
    expect(onCommit).toHaveBeenCalledWith('uveíte');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
