import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";
import { buildApp } from "../../app/buildApp.ts";
import { housekeepingJobs, startScheduledJobs } from "../../app/scheduledJobs.ts";
import { clock } from "../../platform/clock.ts";
import { testConfig } from "../../platform/config.ts";
import { createAccount } from "../users/userAccounts.ts";

const minute = 60_000;
const inMinutes = (minutes: number) => new Date(clock.nowMs() + minutes * minute).toISOString();
/** Moves the clock on; it never goes back within the suite, as the job claims go by it. */
const advance = (minutes: number) => clock.set(new Date(clock.nowMs() + minutes * minute));

for (const dialect of testDialects()) {
  describe(`scheduled publishing [${dialect}]`, () => {
    let built: Awaited<ReturnType<typeof buildCustomApp>>;
    let other: FastifyInstance;
    let cookie: string;
    beforeAll(async () => {
      built = await buildCustomApp(dialect);
      // A second instance on the same database.
      other = await buildApp({ config: testConfig(), database: built.handle });
      await createAccount(built.app.ctx, {
        email: "scheduler@example.com",
        password: "password123",
        role: "editor",
      });
      const login = await built.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ email: "scheduler@example.com", password: "password123" }),
      });
      cookie = `cairn_session=${login.cookies.find((c) => c.name === "cairn_session")?.value}`;
    });
    afterAll(async () => {
      clock.reset();
      await other?.close();
      await built?.close();
    });

    const request = (method: "GET" | "PUT", url: string, body?: unknown) =>
      built.app.inject({
        method,
        url,
        headers: { origin: SITE_ORIGIN, cookie, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    const schedule = (id: number, body: { publishAt: string | null; unpublishAt: string | null }) =>
      request("PUT", `/api/admin/articles/${id}/schedule`, body);
    const versionsOf = async (id: number) =>
      (await built.handle.db.selectFrom("articleVersions").select("id").where("articleId", "=", id).execute())
        .length;
    const publicStatus = async (app: FastifyInstance, slug: string) =>
      (await app.inject({ url: `/api/public/articles/${slug}` })).statusCode;
    const runJobOnBothInstances = async () => {
      const job = housekeepingJobs.find((candidate) => candidate.name === "run-schedules")!;
      const stops = [
        startScheduledJobs(built.app.ctx, built.app.log, [job], 3_600_000),
        startScheduledJobs(other.ctx, other.log, [job], 3_600_000),
      ];
      await Promise.all(stops.map((stop) => stop()));
    };

    it("publishes a draft once at its time, whichever of two instances runs the job, and both serve it", async () => {
      const draft = await makeArticle(built.app.ctx, { slug: "scheduled-draft", status: "draft" });
      const set = await schedule(draft.id, { publishAt: inMinutes(30), unpublishAt: null });
      expect(set.statusCode).toBe(200);
      expect(set.json().schedule).toMatchObject({ unpublishAt: null, failure: null });
      const listed = (await request("GET", "/api/admin/articles?status=scheduled")).json();
      expect(listed.map((entry: { id: number }) => entry.id)).toContain(draft.id);
      expect(listed.find((entry: { id: number }) => entry.id === draft.id).scheduledFor).toBe(
        set.json().schedule.publishAt,
      );
      const overview = (await request("GET", "/api/admin/schedules")).json();
      expect(overview.upcoming).toContainEqual(
        expect.objectContaining({
          articleId: draft.id,
          action: "publish",
          at: set.json().schedule.publishAt,
        }),
      );

      // Not yet: nothing happens.
      await runJobOnBothInstances();
      expect(await publicStatus(other, "scheduled-draft")).toBe(404);

      const versions = await versionsOf(draft.id);
      advance(31);
      await runJobOnBothInstances();
      expect(await publicStatus(built.app, "scheduled-draft")).toBe(200);
      expect(await publicStatus(other, "scheduled-draft")).toBe(200);
      expect(await versionsOf(draft.id)).toBe(versions + 1);
      expect((await request("GET", `/api/admin/articles/${draft.id}`)).json().schedule).toBeNull();
    });

    it("makes a published article's staged changes live at their time, and takes it off the site later", async () => {
      const live = await makeArticle(built.app.ctx, {
        slug: "scheduled-staged",
        title: "Old returns policy",
      });
      await request("PUT", `/api/admin/articles/${live.id}/draft`, {
        title: "New returns policy",
        updatedAt: live.updatedAt,
      });
      const set = await schedule(live.id, { publishAt: inMinutes(10), unpublishAt: inMinutes(60) });
      expect(set.statusCode).toBe(200);
      advance(11);
      await runJobOnBothInstances();
      // Read on the other instance: the two share only the database here (no cluster link), so
      // an answer one of them keeps is not dropped by a change the other makes.
      const page = await other.inject({ url: "/api/public/articles/scheduled-staged" });
      expect(page.json().title).toBe("New returns policy");
      advance(61);
      await runJobOnBothInstances();
      expect(await publicStatus(built.app, "scheduled-staged")).toBe(404);
      expect((await request("GET", `/api/admin/articles/${live.id}`)).json().status).toBe("draft");
    });

    it("runs a schedule whose time passed while every instance was down when the next one starts", async () => {
      const draft = await makeArticle(built.app.ctx, { slug: "scheduled-missed", status: "draft" });
      await schedule(draft.id, { publishAt: inMinutes(5), unpublishAt: null });
      advance(3 * 60);
      const restarted = await buildApp({ config: testConfig(), database: built.handle });
      // Jobs run on start (as server/index.ts starts them), not a minute later.
      const stop = startScheduledJobs(restarted.ctx, restarted.log, housekeepingJobs, 3_600_000);
      await stop();
      await restarted.close();
      expect(await publicStatus(built.app, "scheduled-missed")).toBe(200);
    });

    it("checks the publishing rules when scheduling and again at the time, keeping a failure for staff", async () => {
      const draft = await makeArticle(built.app.ctx, { slug: "scheduled-fails", status: "draft" });
      const noInterval = await makeArticle(built.app.ctx, { status: "draft", verificationInterval: "none" });
      const refused = await schedule(noInterval.id, { publishAt: inMinutes(5), unpublishAt: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("VERIFICATION_REQUIRED");

      expect((await schedule(draft.id, { publishAt: inMinutes(-1), unpublishAt: null })).statusCode).toBe(
        400,
      );
      expect(
        (await schedule(draft.id, { publishAt: null, unpublishAt: inMinutes(5) })).json().error.code,
      ).toBe("NOT_PUBLISHED");
      expect(
        (await schedule(draft.id, { publishAt: inMinutes(10), unpublishAt: inMinutes(5) })).statusCode,
      ).toBe(400);
      const live = await makeArticle(built.app.ctx, {});
      expect(
        (await schedule(live.id, { publishAt: inMinutes(5), unpublishAt: null })).json().error.code,
      ).toBe("NOTHING_TO_PUBLISH");
      expect((await schedule(draft.id, { publishAt: "soon", unpublishAt: null })).statusCode).toBe(400);

      expect((await schedule(draft.id, { publishAt: inMinutes(5), unpublishAt: null })).statusCode).toBe(200);
      // The interval is dropped after scheduling: at the time, publishing is refused, and said so.
      await request("PUT", `/api/admin/articles/${draft.id}/verification`, {
        verificationInterval: "none",
        customVerificationDate: null,
      });
      advance(6);
      await runJobOnBothInstances();
      expect(await publicStatus(built.app, "scheduled-fails")).toBe(404);
      const failed = (await request("GET", "/api/admin/schedules")).json().failed;
      expect(failed).toContainEqual(
        expect.objectContaining({
          articleId: draft.id,
          failure: expect.stringContaining("verification interval"),
        }),
      );
      expect((await request("GET", `/api/admin/articles/${draft.id}`)).json().schedule.failure).toContain(
        "verification interval",
      );
    });
  });
}
