import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (epoch ms), ticking every second; `restart(seconds)` starts a new
 * wait. Counting from a deadline keeps it right across re-renders and a page reload.
 */
export function useCountdown(initialDeadline: number) {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((waitSeconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + waitSeconds * 1000);
  }, []);

  return { seconds, restart };
}

/** m:ss for a countdown label. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
