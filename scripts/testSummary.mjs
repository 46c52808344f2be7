// Sums every suite's JSON report (vitest's json reporter) into CI's closing line.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
for (const name of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${name.replace(/\.json$/, "")}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`,
  );
}
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
