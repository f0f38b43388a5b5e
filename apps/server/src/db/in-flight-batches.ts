import type { Db } from './database.js';

/**
 * Group commit's shape, shared by the reads and writes that many callers make at once (issues
 * 15–16): per database handle and lane, while one batch is in flight the items that arrive wait and
 * then go together as the next batch (at most `maxBatch`); an idle lane's item goes at once, alone,
 * with no added latency. `run` answers one result per item, in order; a batch that fails fails only
 * the items it carried.
 */
export function batchWhileInFlight<Item, Result>(o: {
  run: (db: Db, lane: string, items: Item[]) => Promise<Result[]>;
  maxBatch: number;
}): (db: Db, lane: string, item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  const lanesByDb = new WeakMap<Db, Map<string, Waiting[]>>();

  async function drain(db: Db, lanes: Map<string, Waiting[]>, lane: string, waiting: Waiting[]): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, o.maxBatch);
      try {
        const results = await o.run(
          db,
          lane,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    lanes.delete(lane);
  }

  return (db, lane, item) => {
    let lanes = lanesByDb.get(db);
    if (!lanes) lanesByDb.set(db, (lanes = new Map()));
    // A lane in the map has a batch in flight; its drain takes what arrives meanwhile.
    const inFlight = lanes.get(lane);
    const waiting = inFlight ?? [];
    const result = new Promise<Result>((resolve, reject) => waiting.push({ item, resolve, reject }));
    if (!inFlight) {
      lanes.set(lane, waiting);
      void drain(db, lanes, lane, waiting);
    }
    return result;
  };
}
