/** A binary min-heap of scheduled entities ordered by (time, serial), so ties resolve the same way every run. */

export interface Entity {
  readonly serial: number;
  /** The heap's bookkeeping slot for this entity (set by the heap). */
  heapEntry?: Entry;
  nextTime(): number;
  runNext(): void;
}

export interface Entry {
  t: number;
  serial: number;
  entity: Entity;
}

export class EntityHeap {
  private readonly items: Entry[] = [];

  get size(): number {
    return this.items.length;
  }

  peekTime(): number {
    const top = this.items[0];
    return top ? top.t : Infinity;
  }

  push(entity: Entity): void {
    const t = entity.nextTime();
    if (!Number.isFinite(t)) return;
    const items = this.items;
    let entry = entity.heapEntry;
    if (entry) entry.t = t;
    else entry = entity.heapEntry = { t, serial: entity.serial, entity };
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last) return undefined;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return false;
    return x.t < y.t || (x.t === y.t && x.serial < y.serial);
  }

  private swap(a: number, b: number): void {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return;
    this.items[a] = y;
    this.items[b] = x;
  }
}
