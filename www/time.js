// Times as the clocks show them.

/** 1:23:45, 4:05, and under 10 seconds 0:09.3. */
export function formatClock(ms) {
  const pad = (n) => String(n).padStart(2, '0');
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The time under which a clock shows a low-time warning: 10% of the first stage, 10 s to 1 min. */
const lowTimes = new WeakMap();
export function lowTime(clock) {
  if (!lowTimes.has(clock)) {
    const first = clock.stages()[0]?.time ?? 0;
    lowTimes.set(clock, Math.max(10_000, Math.min(60_000, first / 10)));
  }
  return lowTimes.get(clock);
}
