import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (compared by `key`, so an equal new object waits for nothing). */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return settled.value;
}
