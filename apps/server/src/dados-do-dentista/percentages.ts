/**
 * The dashboard's shares of a whole, in tenths of a percent (docs/product-rules.md#d11).
 *
 * Each share is its exact value rounded down or up to one decimal, and the shares add up to 100,0 (largest
 * remainder). Equal counts always get equal shares: the extra tenths go to whole groups of equal counts, so
 * that two specialties with the same number of procedures never read 18,8 % and 18,7 %. When no choice of
 * whole groups adds up to 100,0 (three equal thirds: 33,3 each), equal shares win and the sum is the nearest
 * to 100,0 they allow (99,9 there): a reader compares the rows, not their sum.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const tenths = counts.map((count) => (count * 1000) / total);
  const floors = tenths.map(Math.floor);
  const missing = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const raised = groupsToRaise(groupsOfEqualCounts(counts, tenths), missing);
  return counts.map((count, index) => ((floors[index] ?? 0) + (raised.has(count) ? 1 : 0)) / 10);
}

interface Group {
  count: number;
  size: number;
  /** The tenth's fraction each member loses when rounded down. */
  remainder: number;
}

function groupsOfEqualCounts(counts: readonly number[], tenths: readonly number[]): Group[] {
  const groups = new Map<number, Group>();
  counts.forEach((count, index) => {
    const exact = tenths[index] ?? 0;
    const group = groups.get(count) ?? { count, size: 0, remainder: exact - Math.floor(exact) };
    group.size++;
    groups.set(count, group);
  });
  return [...groups.values()];
}

/**
 * The counts whose groups get one more tenth. Only inexact shares are raised (an exact 25 % stays 25,0), each
 * group whole; of the choices, the one whose size is nearest to `missing` (exactly it when one exists, so the
 * sum is 100,0), then the one losing least to rounding (the largest remainders). A knapsack over the groups'
 * sizes: a dashboard has a few dozen specialties at most.
 */
function groupsToRaise(groups: readonly Group[], missing: number): Set<number> {
  // bySize[s]: the choice of groups with s members in all that has the largest total remainder.
  let bySize: Array<{ gain: number; counts: number[] } | undefined> = [{ gain: 0, counts: [] }];
  for (const group of groups) {
    if (group.remainder === 0) continue;
    const next = [...bySize];
    bySize.forEach((choice, size) => {
      if (!choice) return;
      const gain = choice.gain + group.remainder * group.size;
      const grown = size + group.size;
      if ((next[grown]?.gain ?? -1) < gain) next[grown] = { gain, counts: [...choice.counts, group.count] };
    });
    bySize = next;
  }
  let chosen = { distance: Number.POSITIVE_INFINITY, gain: 0, counts: [] as number[] };
  bySize.forEach((choice, size) => {
    if (!choice) return;
    const distance = Math.abs(size - missing);
    if (distance < chosen.distance || (distance === chosen.distance && choice.gain > chosen.gain)) {
      chosen = { distance, ...choice };
    }
  });
  return new Set(chosen.counts);
}
