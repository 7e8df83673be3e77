import type { Attempt } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { announcementLevel, clockOffset, isWarning, remainingMs } from '../logic/countdown.ts';

export interface ExamClock {
  /** Milliseconds left by the server's clock. */
  remaining: number;
  warning: boolean;
  /** The threshold (10, 5, 1 minutes) to announce now, or null (nothing crossed since the page opened). */
  announce: number | null;
}

/**
 * The countdown to the server's deadline: the device's clock, corrected by the offset measured when the attempt
 * arrived. Calls `onExpire` once when it reaches zero (at once if the page opens after the deadline).
 */
export function useExamClock(attempt: Attempt, onExpire: () => void): ExamClock {
  const [offset] = useState(() => clockOffset(attempt.server_now, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const [initialLevel] = useState(() => announcementLevel(remainingMs(attempt.deadline, Date.now(), offset)));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const remaining = remainingMs(attempt.deadline, now, offset);
  const expired = remaining <= 0;
  useEffect(() => {
    if (expired) expire.current();
  }, [expired]);
  const level = announcementLevel(remaining);
  return { remaining, warning: isWarning(remaining), announce: level !== initialLevel ? level : null };
}
