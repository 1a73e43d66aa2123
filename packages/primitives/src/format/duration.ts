// How a span of time is written (spec 001 §4 "Rewards countdown"): days, hours, minutes, seconds.

/** "2d 3h 4m 5s": whole seconds as days, hours, minutes and seconds (negative spans read as 0). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${days}d ${hours}h ${minutes}m ${seconds % 60}s`;
}
