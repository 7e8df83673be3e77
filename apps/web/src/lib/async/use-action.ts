import { useCallback, useRef, useState } from 'react';

/**
 * A one-shot async action with its state, for the sign-in screens: the subset of TanStack Query's
 * useMutation they use (mutate with callbacks, mutateAsync, isPending, error, data, reset), without
 * loading the query library into their first paint. Screens behind the sign-in keep useMutation.
 */
export interface ActionCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: unknown, variables: TVariables) => void;
  onSettled?: () => void;
}

export interface ActionOptions<TData, TVariables> extends ActionCallbacks<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
}

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

export interface Action<TData, TVariables> {
  status: ActionStatus;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  error: unknown;
  /** Runs the action; errors go to the callbacks and the state, never thrown. */
  mutate: (variables: TVariables, callbacks?: ActionCallbacks<TData, TVariables>) => void;
  /** Runs the action and returns (or throws) its result. */
  mutateAsync: (variables: TVariables) => Promise<TData>;
  reset: () => void;
}

interface ActionState<TData> {
  status: ActionStatus;
  data: TData | undefined;
  error: unknown;
}

const idle = { status: 'idle', data: undefined, error: null } as const;

export function useAction<TData, TVariables = void>(
  options: ActionOptions<TData, TVariables>,
): Action<TData, TVariables> {
  const [state, setState] = useState<ActionState<TData>>(idle);
  const latest = useRef(options);
  latest.current = options;
  const run = useRef(0);

  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    const id = ++run.current;
    setState({ status: 'pending', data: undefined, error: null });
    try {
      const data = await latest.current.mutationFn(variables);
      if (id === run.current) setState({ status: 'success', data, error: null });
      latest.current.onSuccess?.(data, variables);
      return data;
    } catch (error) {
      if (id === run.current) setState({ status: 'error', data: undefined, error });
      latest.current.onError?.(error, variables);
      throw error;
    } finally {
      latest.current.onSettled?.();
    }
  }, []);

  const mutate = useCallback(
    (variables: TVariables, callbacks?: ActionCallbacks<TData, TVariables>) => {
      mutateAsync(variables).then(
        (data) => callbacks?.onSuccess?.(data, variables),
        (error: unknown) => callbacks?.onError?.(error, variables),
      );
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState(idle);
  }, []);

  return {
    ...state,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  };
}
