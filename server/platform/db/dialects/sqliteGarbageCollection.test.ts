import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A SQLite server prepares statements all day and the garbage collector frees the unused ones.
 * better-sqlite3 is compiled per Node release; built the wrong way for one (on Node 24.19 and
 * later, against that release's own headers), freeing a statement aborts the whole process. This
 * runs the freeing in a child on the Node running the suite, so each Node release of the test
 * run checks the build it uses.
 */
describe("better-sqlite3 on this Node release", () => {
  it("survives the garbage collector freeing a hundred thousand prepared statements", () => {
    // Rounds of work with idle moments between them, as a server has: the collector then runs
    // from the event loop's idle tasks, outside any JavaScript, which is where a bad build aborts.
    const script = `
      const Database = require("better-sqlite3");
      const db = new Database(":memory:");
      db.exec("create table t (n integer, label text)");
      (async () => {
        for (let round = 0; round < 5; round++) {
          for (let i = 0; i < 20000; i++) db.prepare("insert into t values (?, ?)").run(i, "row " + i);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        console.log(db.prepare("select count(*) as count from t").get().count);
      })();
    `;
    const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("100000");
  });
});
