/**
 * The Node flags `npm start` runs the compiled server with (package.json repeats them; keep the
 * two alike), so that benchmarks and tests of the compiled server measure what runs:
 * - source maps, for stack traces that name the TypeScript lines;
 * - a young generation of 4 MB semi-spaces instead of 16: a page render's garbage is then
 *   collected young more often instead of filling the old generation until a full collection.
 *   `npm run bench:pages`: peak RSS 226-229 MB instead of 241-254 MB, CPU per fresh page the
 *   same or lower (two alternating runs);
 * - the old generation allowed to grow to 1.5 times what survived the last full collection,
 *   where V8 would choose up to 4 times: under many requests that each wait on the database,
 *   objects outlive two young collections and die old, and V8 let that garbage pile up to ~140 MB
 *   over a ~50 MB live heap before collecting it. `npm run bench:load` (two instances, PostgreSQL,
 *   120 s): peak RSS 175-182 MB instead of 260-301 MB at the same CPU a request (2.55-2.59 against
 *   2.72-2.77 ms); fresh page renders run 1-3 full collections in 15 s instead of 1-2
 *   (docs/BENCHMARKS.md "Load and faults").
 */
export const PRODUCTION_NODE_FLAGS = [
  "--enable-source-maps",
  "--max-semi-space-size=4",
  "--heap-growing-percent=50",
];
