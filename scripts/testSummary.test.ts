import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const summaryScript = path.resolve(import.meta.dirname, "testSummary.mjs");
/** Where the summary runs: the reports name test files by absolute path, printed relative to it. */
const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-summary-checkout-"));

type TestStatus = "passed" | "failed" | "skipped" | "todo";
interface TestFile {
  name: string;
  status: "passed" | "failed";
  message?: string;
  tests: Array<{ fullName: string; status: TestStatus }>;
}

/**
 * A report shaped as vitest's json reporter writes it (the fields the summary reads, with the
 * values vitest gives them): a test whose beforeAll threw is "skipped" and counted in
 * numPendingTests, a file that failed to import has no tests, a message and status "failed",
 * and numFailedTestSuites counts describe blocks as well as files.
 */
function report(files: TestFile[], overrides: Record<string, unknown> = {}) {
  const tests = files.flatMap((file) => file.tests);
  const count = (status: TestStatus) => tests.filter((test) => test.status === status).length;
  const failedSuites = files.filter((file) => file.status === "failed").length;
  return {
    numTotalTestSuites: files.length,
    numPassedTestSuites: files.length - failedSuites,
    numFailedTestSuites: failedSuites,
    numPendingTestSuites: 0,
    numTotalTests: tests.length,
    numPassedTests: count("passed"),
    numFailedTests: count("failed"),
    numPendingTests: count("skipped"),
    numTodoTests: count("todo"),
    startTime: 1_700_000_000_000,
    success: files.length > 0 && failedSuites === 0,
    testResults: files.map((file) => ({
      assertionResults: file.tests.map((test) => ({
        ancestorTitles: [],
        fullName: test.fullName,
        status: test.status === "todo" ? "todo" : test.status,
        title: test.fullName,
        failureMessages: test.status === "failed" ? ["AssertionError: expected 1 to be 2"] : [],
      })),
      startTime: 1_700_000_000_000,
      endTime: 1_700_000_000_100,
      status: file.status,
      message: file.message ?? "",
      name: path.join(checkout, file.name),
    })),
    ...overrides,
  };
}

const green = (name: string, passed = 2): TestFile => ({
  name,
  status: "passed",
  tests: Array.from({ length: passed }, (_, i) => ({ fullName: `${name} works ${i + 1}`, status: "passed" })),
});

const directories: string[] = [];
afterEach(() => {
  for (const dir of directories.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => fs.rmSync(checkout, { recursive: true, force: true }));

/**
 * Writes the given files into a fresh results directory and runs the summary over it, expecting
 * the given suites (the three of a run on one Node release when none are given).
 */
function summarise(files: Record<string, unknown>, env: Record<string, string> = {}, suites: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-summary-"));
  directories.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  const run = spawnSync(process.execPath, [summaryScript, dir, ...suites], {
    encoding: "utf8",
    cwd: checkout,
    env: { PATH: process.env.PATH ?? "", CI: "", ...env },
  });
  const lines = run.stdout.trim().split("\n");
  return { code: run.status, output: run.stdout, last: lines[lines.length - 1] };
}

/** The three suites of a clean run, each with its exit status. */
const allGreen = () => ({
  "unit.json": report([green("server/a.test.ts", 3), green("test/api/b.test.ts", 2)]),
  "unit.exit": "0",
  "cluster.json": report([green("test/cluster/twoInstances.cluster.ts", 4)]),
  "cluster.exit": "0",
  "e2e.json": report([green("e2e/article.spec.ts", 5)]),
  "e2e.exit": "0",
});

describe("the closing line of npm test", () => {
  it("sums every suite of a clean run and exits 0", () => {
    const { code, output, last } = summarise(allGreen());
    expect(last).toBe("14 passed, 0 failed");
    expect(code).toBe(0);
    expect(output).toContain("unit and API (unit.json): 5 passed, 0 failed");
    expect(output).toContain("cluster (two instances) (cluster.json): 4 passed, 0 failed");
    expect(output).toContain("browser (e2e.json): 5 passed, 0 failed");
  });

  it("counts a failing test and names it", () => {
    const { code, output, last } = summarise({
      ...allGreen(),
      "unit.json": report([
        green("server/a.test.ts", 3),
        {
          name: "test/api/b.test.ts",
          status: "failed",
          tests: [
            { fullName: "drafts stay private", status: "failed" },
            { fullName: "published shows", status: "passed" },
          ],
        },
      ]),
      "unit.exit": "1",
    });
    expect(last).toBe("13 passed, 1 failed");
    expect(code).toBe(1);
    expect(output).toContain("failed: test/api/b.test.ts > drafts stay private");
  });

  it("counts a file whose beforeAll failed as failed, though its tests are reported skipped", () => {
    const { code, output, last } = summarise({
      ...allGreen(),
      "unit.json": report([
        green("server/a.test.ts", 3),
        {
          name: "test/api/needsDb.test.ts",
          status: "failed",
          tests: [
            { fullName: "on postgres lists articles", status: "skipped" },
            { fullName: "on postgres saves", status: "skipped" },
          ],
        },
      ]),
      "unit.exit": "1",
    });
    expect(last).toBe("12 passed, 1 failed, 2 skipped");
    expect(code).toBe(1);
    expect(output).toContain(
      "failed outside its tests: test/api/needsDb.test.ts: a hook (beforeAll/afterAll) failed",
    );
  });

  it("counts a file that failed to import, with the error", () => {
    const { code, output, last } = summarise({
      ...allGreen(),
      "unit.json": report([
        green("server/a.test.ts", 3),
        {
          name: "server/broken.test.ts",
          status: "failed",
          message: "Cannot find module './gone' imported from server/broken.test.ts",
          tests: [],
        },
      ]),
      "unit.exit": "1",
    });
    expect(last).toBe("12 passed, 1 failed");
    expect(code).toBe(1);
    expect(output).toContain("failed outside its tests: server/broken.test.ts: Cannot find module './gone'");
  });

  it("counts a report with success: false and no failed test or file", () => {
    const { code, output, last } = summarise({
      ...allGreen(),
      "e2e.json": report([], { success: false }),
      "e2e.exit": "1",
    });
    expect(last).toBe("9 passed, 1 failed");
    expect(code).toBe(1);
    expect(output).toContain("browser (e2e.json): 0 passed, 1 failed");
    expect(output).toContain("success: false");
  });

  it("counts a vitest that exited non-zero over a clean report (an error outside any test)", () => {
    const { code, output, last } = summarise({ ...allGreen(), "cluster.exit": "1" });
    expect(last).toBe("14 passed, 1 failed");
    expect(code).toBe(1);
    expect(output).toContain("vitest exited with status 1 though every test passed");
  });

  it("counts a suite whose report is missing or unreadable", () => {
    const { "cluster.json": _cluster, ...withoutCluster } = allGreen();
    const missing = summarise(withoutCluster);
    expect(missing.last).toBe("10 passed, 1 failed");
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("cluster (two instances) (cluster.json): FAILED: no report");

    const unreadable = summarise({ ...allGreen(), "e2e.json": '{"numPassedTests": 3,' });
    expect(unreadable.last).toBe("9 passed, 1 failed");
    expect(unreadable.output).toContain("browser (e2e.json): FAILED: unreadable report");

    const empty = summarise({});
    expect(empty.last).toBe("0 passed, 3 failed");
    expect(empty.code).toBe(1);
  });

  it("names a suite left out on purpose outside CI, and fails it with CI=true", () => {
    const { "cluster.json": _cluster, "cluster.exit": _exit, ...withoutCluster } = allGreen();
    const files = { ...withoutCluster, "cluster.notrun": "redis-server is not installed" };

    const local = summarise(files);
    expect(local.output).toContain(
      "cluster (two instances) (cluster.json): NOT RUN: redis-server is not installed",
    );
    expect(local.last).toBe("10 passed, 0 failed");
    expect(local.code).toBe(0);

    const ci = summarise(files, { CI: "true" });
    expect(ci.output).toContain("FAILED: not run with CI=true: redis-server is not installed");
    expect(ci.last).toBe("10 passed, 1 failed");
    expect(ci.code).toBe(1);
  });

  it("lists every skipped test by its full name, todo ones too", () => {
    const { code, output, last } = summarise({
      ...allGreen(),
      "unit.json": report([
        green("server/a.test.ts", 3),
        {
          name: "server/features/search/searchReader.test.ts",
          status: "passed",
          tests: [
            { fullName: "searchReader on sqlite uses the PostgreSQL plan", status: "skipped" },
            { fullName: "searchReader ranks titles first", status: "passed" },
            { fullName: "searchReader handles typos", status: "todo" },
          ],
        },
      ]),
    });
    expect(last).toBe("13 passed, 0 failed, 2 skipped");
    expect(code).toBe(0);
    expect(output).toContain(
      "skipped:\n  unit: server/features/search/searchReader.test.ts > searchReader on sqlite uses the PostgreSQL plan\n" +
        "  unit: server/features/search/searchReader.test.ts > searchReader handles typos\n",
    );
  });

  it("counts a report from a suite added later that the list does not know yet", () => {
    const { output, last } = summarise({
      ...allGreen(),
      "load.json": report([
        { name: "load/a.test.ts", status: "failed", tests: [{ fullName: "fast", status: "failed" }] },
      ]),
    });
    expect(output).toContain("load.json (load.json): 0 passed, 1 failed");
    expect(last).toBe("14 passed, 1 failed");
  });

  describe("over a run on several Node releases", () => {
    const legs = ["unit@node20", "cluster@node20", "e2e@node20", "unit@node24", "e2e@node24", "unit@node22"];
    const allLegsGreen = () => ({
      "unit@node20.json": report([green("server/a.test.ts", 3)]),
      "unit@node20.exit": "0",
      "cluster@node20.json": report([green("test/cluster/twoInstances.cluster.ts", 4)]),
      "cluster@node20.exit": "0",
      "e2e@node20.json": report([green("e2e/article.spec.ts", 5)]),
      "e2e@node20.exit": "0",
      "unit@node24.json": report([green("server/a.test.ts", 3)]),
      "unit@node24.exit": "0",
      "e2e@node24.json": report([green("e2e/article.spec.ts", 5)]),
      "e2e@node24.exit": "0",
      "unit@node22.json": report([green("server/a.test.ts", 3)]),
      "unit@node22.exit": "0",
    });

    it("sums every suite of every release and names each with its release", () => {
      const { code, output, last } = summarise(allLegsGreen(), {}, legs);
      expect(last).toBe("23 passed, 0 failed");
      expect(code).toBe(0);
      expect(output).toContain("unit and API on Node 20 (unit@node20.json): 3 passed, 0 failed");
      expect(output).toContain(
        "cluster (two instances) on Node 20 (cluster@node20.json): 4 passed, 0 failed",
      );
      expect(output).toContain("browser on Node 24 (e2e@node24.json): 5 passed, 0 failed");
      expect(output).toContain("unit and API on Node 22 (unit@node22.json): 3 passed, 0 failed");
    });

    it("fails the run when one release's suite fails or left no report", () => {
      const failing = summarise(
        {
          ...allLegsGreen(),
          "unit@node22.json": report([
            {
              name: "server/a.test.ts",
              status: "failed",
              tests: [{ fullName: "opens sqlite", status: "failed" }],
            },
          ]),
          "unit@node22.exit": "1",
        },
        {},
        legs,
      );
      expect(failing.last).toBe("20 passed, 1 failed");
      expect(failing.code).toBe(1);
      expect(failing.output).toContain("unit and API on Node 22 (unit@node22.json): 0 passed, 1 failed");

      const { "e2e@node24.json": _report, ...withoutNode24Browser } = allLegsGreen();
      const missing = summarise(withoutNode24Browser, {}, legs);
      expect(missing.last).toBe("18 passed, 1 failed");
      expect(missing.code).toBe(1);
      expect(missing.output).toContain("browser on Node 24 (e2e@node24.json): FAILED: no report");
    });
  });
});
