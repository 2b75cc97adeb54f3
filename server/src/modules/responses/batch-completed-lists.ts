/** A share's candidate for its completed list: an item id and whether it was complete before the batch. */
export type Candidate = [itemId: string, completeBefore: boolean];

/** A batch statement's row as completedListsOf reads it. */
export interface BatchRowProgress {
  n: number;
  share_id: string;
  item_id: string;
  complete: boolean;
  /** The share's candidates in the owner's order: on the share's first row (lowest n) only. */
  candidates: Candidate[] | null;
}

/**
 * Each saved row's completed list as it was right after its save: its share's candidates (the
 * items it had completed before the statement and the items the batch saved, in the owner's order)
 * with the batch's saves of that share numbered up to n applied, one after another. The same list
 * the saves made one by one would each have read (SAVE_BATCH).
 */
export function completedListsOf(rows: readonly BatchRowProgress[]): Map<number, string[]> {
  const lists = new Map<number, string[]>();
  const byShare = new Map<string, BatchRowProgress[]>();
  for (const row of rows) {
    const own = byShare.get(row.share_id);
    if (own) own.push(row);
    else byShare.set(row.share_id, [row]);
  }
  for (const shareRows of byShare.values()) {
    shareRows.sort((a, b) => a.n - b.n);
    // The statement puts them on the share's first row. Never throw here, even if it did not: the
    // statement has committed, and the batcher takes an error from saveMany for a statement that
    // wrote nothing and runs its saves again. Without them a list holds the batch's own ticks.
    const candidates: Candidate[] = shareRows[0]!.candidates ?? [...new Set(shareRows.map((row) => row.item_id))].map((itemId) => [itemId, false]);
    const complete = new Map(candidates);
    for (const row of shareRows) {
      complete.set(row.item_id, row.complete);
      lists.set(row.n, candidates.filter(([itemId]) => complete.get(itemId)).map(([itemId]) => itemId));
    }
  }
  return lists;
}
