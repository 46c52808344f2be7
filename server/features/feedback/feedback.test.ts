import { addDays } from "date-fns";
import { afterEach, beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { signVisitorId } from "../../platform/http/visitorCookie.ts";
import {
  FEEDBACK_AFTER_VOTE_MINUTES,
  FEEDBACK_PER_ADDRESS_PER_DAY,
  FEEDBACK_PER_VISITOR_PER_DAY,
} from "./feedbackService.ts";

let visitorCounter = 0;

describeEachDatabase("reader feedback", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });
  afterEach(() => clock.reset());

  /** A fresh visitor (signed cookie) on its own address. */
  const newVisitor = () => {
    visitorCounter += 1;
    const id = `feedback-visitor-${String(visitorCounter).padStart(8, "0")}`;
    return {
      cookie: `cairn_visitor=${signVisitorId(t.app.ctx.visitorCookieKey, id)}`,
      address: `127.0.${Math.floor(visitorCounter / 250) + 10}.${(visitorCounter % 250) + 1}`,
    };
  };
  type Visitor = ReturnType<typeof newVisitor>;
  const send = (visitor: Visitor, url: string, body: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: visitor.address,
      headers: { origin: "http://localhost", "content-type": "application/json", cookie: visitor.cookie },
      payload: JSON.stringify(body),
    });
  const vote = (visitor: Visitor, slug: string, value: 1 | -1) =>
    send(visitor, `/api/public/articles/${slug}/rate`, { value });
  const feedback = (visitor: Visitor, slug: string, body: unknown) =>
    send(visitor, `/api/public/articles/${slug}/feedback`, body);
  const feedbackOf = (articleId: number) =>
    t.db.selectFrom("articleFeedback").selectAll().where("articleId", "=", articleId).execute();

  it("stores the reason and comment behind a 'Not helpful' vote, as plain text, for staff", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "fb-reason", title: "Pitching in wind" });
    const reader = newVisitor();
    expect((await vote(reader, "fb-reason", -1)).statusCode).toBe(200);
    const comment = "  <script>alert(1)</script> The pole sizes changed in 2025.  ";
    const response = await feedback(reader, "fb-reason", { reason: "outdated", comment });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const list = await editor.get(`/api/admin/feedback?articleId=${article.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          article: { id: article.id, title: "Pitching in wind", slug: "fb-reason" },
          helpful: false,
          reason: "outdated",
          comment: "<script>alert(1)</script> The pole sizes changed in 2025.",
          status: "open",
          createdAt: expect.any(String),
          resolvedAt: null,
        },
      ],
      nextCursor: null,
    });
  });

  it("refuses feedback without a vote, after 30 minutes, twice for one vote, and from another visitor", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "fb-bound" });
    const reader = newVisitor();
    const noVote = await feedback(reader, "fb-bound", { reason: "unclear" });
    expect(noVote.statusCode).toBe(409);
    expect(noVote.json().error.code).toBe("NO_RECENT_VOTE");

    await vote(reader, "fb-bound", -1);
    // Someone else (another cookie, another address) cannot explain this reader's vote.
    expect((await feedback(newVisitor(), "fb-bound", { reason: "unclear" })).statusCode).toBe(409);
    clock.set(new Date(Date.now() + (FEEDBACK_AFTER_VOTE_MINUTES + 1) * 60_000));
    const late = await feedback(reader, "fb-bound", { reason: "unclear" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("NO_RECENT_VOTE");
    clock.reset();

    expect((await feedback(reader, "fb-bound", { reason: "unclear" })).statusCode).toBe(200);
    const twice = await feedback(reader, "fb-bound", { reason: "other", comment: "again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("FEEDBACK_ALREADY_SENT");
    expect(await feedbackOf(article.id)).toHaveLength(1);
  });

  it("needs a reason after 'Not helpful', takes a comment only after 'Helpful', refuses bad input", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "fb-input" });
    const unhappy = newVisitor();
    await vote(unhappy, "fb-input", -1);
    for (const body of [
      {},
      { comment: "no reason given" },
      { reason: "boring" },
      { reason: "unclear", comment: "x".repeat(501) },
      { reason: "unclear", comment: 42 },
      { reason: "unclear", extra: true },
      { reason: "unclear", comment: "nul\0byte" },
    ]) {
      const response = await feedback(unhappy, "fb-input", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const happy = newVisitor();
    await vote(happy, "fb-input", 1);
    expect((await feedback(happy, "fb-input", { reason: "outdated" })).statusCode).toBe(400);
    expect((await feedback(happy, "fb-input", { comment: "   " })).statusCode).toBe(400);
    expect(await feedbackOf(article.id)).toHaveLength(0);
    expect((await feedback(happy, "fb-input", { comment: "Exactly what I needed" })).statusCode).toBe(200);
    expect(
      (await feedback(unhappy, "fb-input", { reason: "not-answered", comment: "x".repeat(500) })).statusCode,
    ).toBe(200);
    const rows = await feedbackOf(article.id);
    expect(rows.map((row) => [row.vote, row.reason]).sort()).toEqual([
      [-1, "not-answered"],
      [1, null],
    ]);
    expect((await feedback(newVisitor(), "no-such-article", { reason: "other" })).statusCode).toBe(404);
  });

  it("holds a comment with more than two links as spam, out of the open list", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "fb-spam" });
    const spammer = newVisitor();
    await vote(spammer, "fb-spam", -1);
    const links = "cheap https://a.example www.b.example http://c.example/x";
    expect((await feedback(spammer, "fb-spam", { reason: "other", comment: links })).statusCode).toBe(200);
    const twoLinks = newVisitor();
    await vote(twoLinks, "fb-spam", -1);
    await feedback(twoLinks, "fb-spam", {
      reason: "other",
      comment: "see https://a.example and https://b.example",
    });
    const open = (await editor.get(`/api/admin/feedback?articleId=${article.id}&status=open`)).json();
    expect(open.items.map((item: { comment: string }) => item.comment)).toEqual([
      "see https://a.example and https://b.example",
    ]);
    const spam = (await editor.get(`/api/admin/feedback?articleId=${article.id}&status=spam`)).json();
    expect(spam.items.map((item: { comment: string }) => item.comment)).toEqual([links]);
  });

  it(`limits a visitor to ${FEEDBACK_PER_VISITOR_PER_DAY} a day and an address to ${FEEDBACK_PER_ADDRESS_PER_DAY}`, async () => {
    const reader = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i <= FEEDBACK_PER_VISITOR_PER_DAY; i += 1) {
      const slug = `fb-visitor-limit-${i}`;
      await makeArticle(t.app.ctx, { slug });
      await vote(reader, slug, -1);
      const response = await feedback(reader, slug, { reason: "unclear" });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json().error.message).toContain("a lot of feedback today");
    }
    expect(statuses.slice(0, -1)).toEqual(Array(FEEDBACK_PER_VISITOR_PER_DAY).fill(200));
    expect(statuses.at(-1)).toBe(429);

    // An office: earlier feedback from its address today, each from another colleague.
    const office = newVisitor();
    const article = await makeArticle(t.app.ctx, { slug: "fb-address-limit" });
    const now = new Date().toISOString();
    for (let i = 0; i < FEEDBACK_PER_ADDRESS_PER_DAY; i += 1) {
      const rating = await t.db
        .insertInto("ratings")
        .values({
          articleId: article.id,
          visitorId: `v:colleague-${i}`,
          value: -1,
          createdAt: now,
          clientAddress: office.address,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto("articleFeedback")
        .values({
          articleId: article.id,
          ratingId: rating.id,
          visitorId: `v:colleague-${i}`,
          vote: -1,
          reason: "unclear",
          comment: "",
          status: "open",
          createdAt: now,
        })
        .execute();
    }
    await makeArticle(t.app.ctx, { slug: "fb-address-limit-2" });
    await vote(office, "fb-address-limit-2", -1);
    const refused = await feedback(office, "fb-address-limit-2", { reason: "unclear" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain("network");
    // A day later the address may send feedback again.
    clock.set(addDays(new Date(), 1));
    await vote(office, "fb-address-limit-2", -1);
    expect((await feedback(office, "fb-address-limit-2", { reason: "unclear" })).statusCode).toBe(200);
  });

  it("lists by reason and status a page at a time, and resolves feedback", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "fb-admin" });
    for (const reason of ["unclear", "outdated", "unclear"]) {
      const reader = newVisitor();
      await vote(reader, "fb-admin", -1);
      await feedback(reader, "fb-admin", { reason });
    }
    const unclear = (await editor.get(`/api/admin/feedback?articleId=${article.id}&reason=unclear`)).json();
    expect(unclear.items).toHaveLength(2);
    const [newest] = unclear.items;
    const resolved = await editor.post(`/api/admin/feedback/${newest.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().status).toBe("resolved");
    expect(resolved.json().resolvedAt).not.toBeNull();
    const open = (await editor.get(`/api/admin/feedback?articleId=${article.id}&status=open`)).json();
    expect(open.items.map((item: { id: number }) => item.id)).not.toContain(newest.id);
    expect(open.items).toHaveLength(2);
    const done = (await editor.get(`/api/admin/feedback?articleId=${article.id}&status=resolved`)).json();
    expect(done.items.map((item: { id: number }) => item.id)).toEqual([newest.id]);
    expect((await editor.post(`/api/admin/feedback/${newest.id}/resolve`)).json().resolvedAt).toBe(
      resolved.json().resolvedAt,
    );
    expect((await editor.post("/api/admin/feedback/999999/resolve")).statusCode).toBe(404);

    // The cursor pages through the rest, newest first.
    const all = (await editor.get(`/api/admin/feedback?articleId=${article.id}`)).json();
    expect(all.items).toHaveLength(3);
    expect(all.items.map((item: { id: number }) => item.id)).toEqual(
      [...all.items.map((item: { id: number }) => item.id)].sort((a, b) => b - a),
    );
    const after = (
      await editor.get(`/api/admin/feedback?articleId=${article.id}&cursor=${all.items[0].id}`)
    ).json();
    expect(after.items.map((item: { id: number }) => item.id)).toEqual(
      all.items.slice(1).map((item: { id: number }) => item.id),
    );

    for (const query of ["status=closed", "reason=boring", "articleId=abc", "cursor=-1", "other=1"]) {
      const response = await editor.get(`/api/admin/feedback?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.anon.get("/api/admin/feedback")).statusCode).toBe(401);
    expect((await t.anon.post(`/api/admin/feedback/${newest.id}/resolve`)).statusCode).toBe(401);
  });

  it("puts an article reported outdated on the verification list until it is verified again", async () => {
    const lastVerifiedAt = new Date(Date.now() - 86_400_000).toISOString();
    const article = await makeArticle(t.app.ctx, {
      slug: "fb-outdated",
      lastVerifiedAt,
      verificationExpiresAt: addDays(new Date(), 80).toISOString(),
    });
    const onList = async () => {
      const list = (await editor.get("/api/admin/verification/articles")).json() as {
        id: number;
        reportedOutdated: number;
      }[];
      return list.find((item) => item.id === article.id);
    };
    expect(await onList()).toBeUndefined();
    for (const reason of ["outdated", "unclear", "outdated"]) {
      const reader = newVisitor();
      await vote(reader, "fb-outdated", -1);
      await feedback(reader, "fb-outdated", { reason });
    }
    expect((await onList())?.reportedOutdated).toBe(2);
    expect((await editor.post(`/api/admin/articles/${article.id}/verify`)).statusCode).toBe(200);
    expect(await onList()).toBeUndefined();
  });
});
