/**
 * The Node flags `npm start` runs the compiled server with (package.json repeats them; keep the
 * two alike), so that benchmarks and tests of the compiled server measure what runs:
 * - source maps, for stack traces that name the TypeScript lines;
 * - a young generation of 4 MB semi-spaces instead of 16: a page render's garbage is then
 *   collected young more often instead of filling the old generation until a full collection.
 *   `npm run bench:pages`: peak RSS 226-229 MB instead of 241-254 MB, CPU per fresh page the
 *   same or lower (two alternating runs).
 */
export const PRODUCTION_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=4"];
