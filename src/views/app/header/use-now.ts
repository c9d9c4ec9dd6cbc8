import { useEffect, useState } from 'react';

/** The current time, refreshed at every full minute (the header clock, spec 000 §9: 1 min). */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = Date.now();
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        60_000 - (current % 60_000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
};
