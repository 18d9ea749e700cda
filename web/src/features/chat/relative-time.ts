// A chat message's age in the largest whole unit it has reached,
// 'Just now' under a second (and for a time a little ahead of this clock).
const units = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
] as const;

export function relativeTime(iso: string, now: number): string {
  const seconds = Math.floor((now - Date.parse(iso)) / 1000);
  for (const [unit, length] of units) {
    const count = Math.floor(seconds / length);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}
