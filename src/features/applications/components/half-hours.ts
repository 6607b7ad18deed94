/** Half-hour times of a working day, 08:00 to 21:30 (China time): the interview time selects. */
export const HALF_HOURS = Array.from({ length: 28 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

export const HALF_HOUR_OPTIONS = HALF_HOURS.map((s) => ({ value: s, label: s }));
