/**
 * The loop every sweep shares: fetch a batch of due rows, handle each (answering whether it did anything:
 * another instance may have handled the row first), and go on until a batch comes back short. Batches keep
 * each query small; a row handled stops being due, so the next fetch starts over from the first due row.
 */
export const SWEEP_BATCH = 200;

export async function forEachDue<T>(
  fetchBatch: (limit: number) => Promise<T[]>,
  handle: (row: T) => Promise<boolean>,
  batchSize: number = SWEEP_BATCH,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await fetchBatch(batchSize);
    for (const row of batch) if (await handle(row)) handled += 1;
    if (batch.length < batchSize) return handled;
  }
}
