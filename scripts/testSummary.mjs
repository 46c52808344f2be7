// Sums every suite's JSON report (vitest's json reporter) into the closing line of `npm test`:
// "N passed, N failed" (", N skipped" when tests were skipped). Every expected suite must have
// left its report; anything that went wrong without a failed test counts as a failure too, so
// the closing line cannot read "0 failed" over a run that did not pass:
// - a test file that failed outside its tests (it did not import, or a beforeAll/afterAll hook
//   threw: vitest then marks the tests skipped, not failed);
// - a report with `success: false` or failed suites but no failed test;
// - a vitest that exited non-zero with a clean report (an unhandled error between tests);
// - a missing or unreadable report.
// Besides the reports, scripts/test.sh leaves per suite `<name>.exit` (vitest's exit status)
// and, when it did not start a suite on purpose outside CI, `<name>.notrun` (the reason). With
// CI=true a suite that did not run is a failure whatever the reason.
// Usage: node scripts/testSummary.mjs [results directory, default test-results] [suite...]
// The suites are the names `npm test` gives the runs it starts (unit, cluster, e2e), each with
// the Node release it ran on when it runs on several (unit@node24): their reports are
// `<name>.json`. Without names, the three suites of a run on one Node release are expected.
import fs from "node:fs";
import path from "node:path";

const suiteTitles = {
  unit: "unit and API",
  "unit-sqlite": "unit and API on SQLite",
  "unit-postgres": "unit and API on PostgreSQL",
  cluster: "cluster (two instances)",
  e2e: "browser",
};

/** A suite's heading: its title, and the Node release when the name carries one (unit@node24). */
const suiteTitle = (name) => {
  const [suite, node] = name.split("@");
  const title = suiteTitles[suite] ?? suite;
  return node ? `${title} on ${node.replace(/^node/, "Node ")}` : title;
};

const dir = process.argv[2] ?? "test-results";
const expectedNames = process.argv.length > 3 ? process.argv.slice(3) : ["unit", "cluster", "e2e"];
/** Every suite this run expects, with the report file its vitest config or command writes. */
const expectedSuites = expectedNames.map((name) => ({
  name,
  title: suiteTitle(name),
  report: `${name}.json`,
}));
const inCi = process.env.CI === "true";

const readText = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : undefined;
};
const relative = (file) => (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file);
const firstLine = (text) => String(text ?? "").split("\n")[0];

const unexpectedReports = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json") && !expectedSuites.some((suite) => suite.report === name))
      .sort()
  : [];
const suites = [
  ...expectedSuites,
  ...unexpectedReports.map((report) => ({ name: report.replace(/\.json$/, ""), title: report, report })),
];

let passed = 0;
let failed = 0;
let skipped = 0;
const skippedNames = [];

for (const suite of suites) {
  const heading = `${suite.title} (${suite.report})`;
  const text = readText(suite.report);
  if (text === undefined) {
    const reason = readText(`${suite.name}.notrun`);
    if (reason !== undefined && !inCi) {
      console.log(`${heading}: NOT RUN: ${reason}`);
    } else {
      failed += 1;
      console.log(
        reason !== undefined
          ? `${heading}: FAILED: not run with CI=true: ${reason}`
          : `${heading}: FAILED: no report; the suite did not run or did not finish`,
      );
    }
    continue;
  }
  let report;
  try {
    report = JSON.parse(text);
  } catch (error) {
    failed += 1;
    console.log(`${heading}: FAILED: unreadable report: ${firstLine(error.message)}`);
    continue;
  }

  const problems = [];
  let suiteFailed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === "failed") problems.push(`failed: ${relative(file.name)} > ${test.fullName}`);
      if (test.status === "skipped" || test.status === "pending" || test.status === "todo") {
        skippedNames.push(`${suite.name}: ${relative(file.name)} > ${test.fullName}`);
      }
    }
    if (file.status === "failed" && !tests.some((test) => test.status === "failed")) {
      suiteFailed += 1;
      const cause = file.message
        ? firstLine(file.message)
        : "a hook (beforeAll/afterAll) failed; its tests are reported skipped";
      problems.push(`failed outside its tests: ${relative(file.name)}: ${cause}`);
    }
  }
  if (suiteFailed === 0 && (report.success === false || (report.numFailedTestSuites ?? 0) > 0)) {
    suiteFailed += 1;
    problems.push(
      `the report says success: ${report.success}, ${report.numFailedTestSuites ?? 0} failed suite(s), but names no failed test`,
    );
  }
  const exitStatus = readText(`${suite.name}.exit`);
  if (suiteFailed === 0 && exitStatus !== undefined && exitStatus !== "0") {
    suiteFailed += 1;
    problems.push(
      `vitest exited with status ${exitStatus} though every test passed: an error outside any test (see its output)`,
    );
  }

  const suitePassed = report.numPassedTests ?? 0;
  const suiteSkipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  passed += suitePassed;
  failed += suiteFailed;
  skipped += suiteSkipped;
  console.log(
    `${heading}: ${suitePassed} passed, ${suiteFailed} failed${suiteSkipped ? `, ${suiteSkipped} skipped` : ""}`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
}

if (skippedNames.length > 0) {
  console.log("skipped:");
  for (const name of skippedNames) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
