/**
 * `compute` remembered for the last `size` keys it was asked for: for a pure function of a key
 * whose answers come back request after request (a page's address, an article's title split
 * into words). When full, the key remembered longest ago goes first, so keys a visitor makes up
 * cannot grow it. An answer is never recomputed while its key is remembered: `compute` must
 * depend on the key alone.
 */
export function memoizeRecent<K, V>(size: number, compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    const remembered = known.get(key);
    // One look-up on a hit (these sit on every request); `has` only tells a remembered undefined.
    if (remembered !== undefined || known.has(key)) return remembered as V;
    const value = compute(key);
    if (known.size >= size) known.delete(known.keys().next().value as K);
    known.set(key, value);
    return value;
  };
}
