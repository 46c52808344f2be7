import { addDays, addMonths } from "date-fns";
import { beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

const iso = (date: Date) => date.toISOString();

interface VerificationEntry {
  id: number;
  dueNow: boolean;
  lastVerifiedAt: string | null;
}

describeEachDatabase("article verification", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });

  it("needs a staff session", async () => {
    expect((await t.anon.get("/api/admin/verification/articles")).statusCode).toBe(401);
    expect((await t.anon.post("/api/admin/articles/1/verify")).statusCode).toBe(401);
  });

  it("lists published articles due now and coming up within 14 days, soonest first; never verified alone is not due", async () => {
    const now = new Date();
    const recently = iso(addDays(now, -10));
    const overdue = await makeArticle(t.app.ctx, {
      lastVerifiedAt: recently,
      verificationExpiresAt: iso(addDays(now, -2)),
    });
    const soon = await makeArticle(t.app.ctx, {
      lastVerifiedAt: recently,
      verificationExpiresAt: iso(addDays(now, 5)),
    });
    const later = await makeArticle(t.app.ctx, {
      lastVerifiedAt: recently,
      verificationExpiresAt: iso(addDays(now, 40)),
    });
    const never = await makeArticle(t.app.ctx, { verificationExpiresAt: iso(addMonths(now, 3)) });
    const draft = await makeArticle(t.app.ctx, {
      status: "draft",
      verificationExpiresAt: iso(addDays(now, -2)),
    });
    const response = await editor.get("/api/admin/verification/articles");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; dueNow: boolean; lastVerifiedAt: string | null }[];
    const ids = list.map((a) => a.id);
    expect(ids).toContain(overdue.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(never.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(list.find((a) => a.id === overdue.id)!.dueNow).toBe(true);
    expect(list.find((a) => a.id === soon.id)!.dueNow).toBe(false);
    const neverDue = await makeArticle(t.app.ctx, { verificationExpiresAt: iso(addDays(now, -1)) });
    const again = (await editor.get("/api/admin/verification/articles")).json() as VerificationEntry[];
    expect(again.find((a) => a.id === neverDue.id)).toMatchObject({ dueNow: true, lastVerifiedAt: null });
  });

  it("Mark Verified resets the timer from now and removes the article from the list", async () => {
    const article = await makeArticle(t.app.ctx, {
      verificationInterval: "2-months",
      verificationExpiresAt: iso(addDays(new Date(), -1)),
    });
    const before = Date.now();
    const response = await editor.post(`/api/admin/articles/${article.id}/verify`);
    expect(response.statusCode).toBe(200);
    const verified = response.json();
    expect(Date.parse(verified.lastVerifiedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(verified.verificationExpiresAt).toBe(iso(addMonths(new Date(verified.lastVerifiedAt), 2)));
    expect(verified.updatedAt).toBe(article.updatedAt);
    const list = (await editor.get("/api/admin/verification/articles")).json() as { id: number }[];
    expect(list.map((a) => a.id)).not.toContain(article.id);
    expect((await editor.post("/api/admin/articles/999999/verify")).statusCode).toBe(404);
  });

  it("moves a custom date to now plus its span when verified, passed or within 14 days", async () => {
    const base = new Date();
    const publishedAt = iso(addDays(base, -40));
    const customDate = iso(addDays(base, -10));
    const article = await makeArticle(t.app.ctx, {
      publishedAt,
      verificationInterval: "custom",
      customVerificationDate: customDate,
      verificationExpiresAt: customDate,
    });
    const verified = (await editor.post(`/api/admin/articles/${article.id}/verify`)).json();
    expect(verified.customVerificationDate).toBe(iso(addDays(new Date(verified.lastVerifiedAt), 30)));
    expect(verified.verificationExpiresAt).toBe(verified.customVerificationDate);

    // A custom date 5 days away, 10 days after the last verification: verified, it moves 10 days on.
    const soon = await makeArticle(t.app.ctx, {
      lastVerifiedAt: iso(addDays(base, -5)),
      verificationInterval: "custom",
      customVerificationDate: iso(addDays(base, 5)),
      verificationExpiresAt: iso(addDays(base, 5)),
    });
    const listed = (await editor.get("/api/admin/verification/articles")).json() as VerificationEntry[];
    expect(listed.find((a) => a.id === soon.id)?.dueNow).toBe(false);
    const moved = (await editor.post(`/api/admin/articles/${soon.id}/verify`)).json();
    expect(moved.verificationExpiresAt).toBe(iso(addDays(new Date(moved.lastVerifiedAt), 10)));
    const after = (await editor.get("/api/admin/verification/articles")).json() as VerificationEntry[];
    expect(after.filter((a) => a.dueNow).map((a) => a.id)).not.toContain(soon.id);
  });

  it("sets the interval; the expiry counts from the last verification, else from publication", async () => {
    const publishedAt = "2030-01-31T10:00:00.000Z";
    const article = await makeArticle(t.app.ctx, { publishedAt, verificationInterval: "3-months" });
    const monthly = await editor.put(`/api/admin/articles/${article.id}/verification`, {
      verificationInterval: "1-month",
      customVerificationDate: null,
    });
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json()).toMatchObject({
      verificationInterval: "1-month",
      customVerificationDate: null,
      verificationExpiresAt: iso(addMonths(new Date(publishedAt), 1)),
    });
    const lastVerifiedAt = "2030-03-01T00:00:00.000Z";
    await t.db.updateTable("articles").set({ lastVerifiedAt }).where("id", "=", article.id).execute();
    const six = await editor.put(`/api/admin/articles/${article.id}/verification`, {
      verificationInterval: "6-months",
    });
    expect(six.json().verificationExpiresAt).toBe("2030-09-01T00:00:00.000Z");
    const custom = await editor.put(`/api/admin/articles/${article.id}/verification`, {
      verificationInterval: "custom",
      customVerificationDate: "2031-05-01",
    });
    expect(custom.json()).toMatchObject({
      customVerificationDate: "2031-05-01T00:00:00.000Z",
      verificationExpiresAt: "2031-05-01T00:00:00.000Z",
    });
  });

  it("lets a draft drop its interval (null means none) but not a published article", async () => {
    const draft = await makeArticle(t.app.ctx, { status: "draft" });
    const cleared = await editor.put(`/api/admin/articles/${draft.id}/verification`, {
      verificationInterval: null,
      customVerificationDate: "",
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ verificationInterval: "none", verificationExpiresAt: null });
    const published = await makeArticle(t.app.ctx);
    const refused = await editor.put(`/api/admin/articles/${published.id}/verification`, {
      verificationInterval: "none",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain("A verification interval must be set before publishing");
  });

  it("answers bad settings with 400 and changes nothing", async () => {
    const article = await makeArticle(t.app.ctx, { verificationInterval: "3-months" });
    for (const body of [
      {},
      { verificationInterval: "weekly" },
      { verificationInterval: "custom" },
      { verificationInterval: "custom", customVerificationDate: "not a date" },
      { verificationInterval: "custom", customVerificationDate: "2030-01-01\u0000" },
      { verificationInterval: 3 },
      { verificationInterval: "1-month", extra: 1 },
    ]) {
      const response = await editor.put(`/api/admin/articles/${article.id}/verification`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await editor.put("/api/admin/articles/999999/verification", { verificationInterval: "1-month" }))
        .statusCode,
    ).toBe(404);
    const row = await t.db
      .selectFrom("articles")
      .selectAll()
      .where("id", "=", article.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(article);
  });
});
