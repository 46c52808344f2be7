import { expect, it } from "vitest";
import { claimJobRun } from "../../server/platform/jobs/jobRunRepo.ts";
import { describeEachDatabase } from "../support/testApp.ts";

describeEachDatabase("scheduled jobs run once across instances", (t) => {
  it("lets exactly one of several instances claim a due job, and claim it again a period later", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    const hour = 3_600_000;
    // Six instances asking at the same moment.
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(t.db, "prune-sessions", now, hour)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The claimant died before finishing: nobody repeats it within the period...
    expect(await claimJobRun(t.db, "prune-sessions", new Date(now.getTime() + hour - 1), hour)).toBe(false);
    // ...and one instance runs it again once the period has passed.
    const later = new Date(now.getTime() + hour);
    const again = await Promise.all([
      claimJobRun(t.db, "prune-sessions", later, hour),
      claimJobRun(t.db, "prune-sessions", later, hour),
    ]);
    expect(again.filter(Boolean)).toHaveLength(1);
    // Another job is claimed on its own.
    expect(await claimJobRun(t.db, "other-job", now, hour)).toBe(true);
  });
});
