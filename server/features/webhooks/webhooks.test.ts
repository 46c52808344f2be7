import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { webhookEventTypes } from "../../../shared/schemas/webhook.ts";
import { describeEachDatabase, type TestClient, type TestContext } from "../../../test/support/testApp.ts";
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  verifyCairnSignature,
} from "../../../test/support/webhookReceiver.ts";
import { buildApp } from "../../app/buildApp.ts";
import { clock } from "../../platform/clock.ts";
import { testConfig } from "../../platform/config.ts";
import { openDatabase } from "../../platform/db/database.ts";
import { queueWebhookEvent } from "./queueWebhookEvent.ts";
import { isForbiddenAddress } from "./webhookAddress.ts";
import { deliverDueWebhooks } from "./webhookDispatcher.ts";

/**
 * How long the receiver has in these tests: short, so the slow-receiver test is quick, yet long
 * enough that a busy host's local receiver always answers the others in time (at 0.5 s, eight
 * deliveries at once on a loaded host sometimes timed out and were left for a retry).
 */
const RECEIVER_TIMEOUT_MS = 3_000;

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}`;
};

const at = (path: string) => receiver.received.filter((request) => request.path === path);
const bodies = (requests: ReceivedWebhook[]) =>
  requests.map(
    (request) => JSON.parse(request.body) as { id: string; type: string; data: Record<string, unknown> },
  );

async function register(admin: TestClient, path: string, events: readonly string[] = webhookEventTypes) {
  const response = await admin.post("/api/admin/webhooks", {
    url: `${receiver.origin}${path}`,
    events,
    description: `Receiver at ${path}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; secret: string; secretPrefix: string };
}

async function newCategory(editor: TestClient) {
  const slug = unique("hook-cat");
  const response = await editor.post("/api/admin/categories", { name: `Category ${slug}`, slug });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; slug: string; name: string };
}

/** Waits for the deliveries queued so far (none of them is due later than now). */
const deliver = (t: TestContext) => deliverDueWebhooks(t.app.ctx);

async function deliveriesOf(admin: TestClient, id: number) {
  const detail = await admin.get(`/api/admin/webhooks/${id}`);
  expect(detail.statusCode).toBe(200);
  return detail.json().deliveries as {
    id: number;
    eventId: string;
    type: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    lastAttemptAt: string | null;
    nextAttemptAt: string | null;
    error: string | null;
    responseExcerpt: string | null;
  }[];
}

describeEachDatabase(
  "webhooks",
  (t) => {
    let admin: TestClient;
    let editor: TestClient;
    beforeAll(async () => {
      admin = await t.as("admin");
      editor = await t.as("editor");
    });
    afterEach(async () => {
      clock.reset();
      // Each test's endpoints go, so no test sends to another's.
      await t.db.deleteFrom("webhookEndpoints").execute();
    });

    it("shows the secret once and signs every delivery with it", async () => {
      const path = `/${unique("signed")}`;
      const endpoint = await register(admin, path, ["category.created"]);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(endpoint.secretPrefix).toBe(endpoint.secret.slice(0, 10));
      const list = await admin.get("/api/admin/webhooks");
      expect(list.body).not.toContain(endpoint.secret);
      expect((await admin.get(`/api/admin/webhooks/${endpoint.id}`)).body).not.toContain(endpoint.secret);

      const category = await newCategory(editor);
      expect(at(path)).toHaveLength(0);
      await deliver(t);
      const [request] = at(path);
      expect(at(path)).toHaveLength(1);
      expect(request!.headers["content-type"]).toBe("application/json");
      expect(request!.headers["cairn-event"]).toBe("category.created");
      const signature = String(request!.headers["cairn-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyCairnSignature(signature, request!.body, endpoint.secret)).toBe(true);
      // Another secret, or a body changed on the way, does not verify.
      expect(verifyCairnSignature(signature, request!.body, `${endpoint.secret}x`)).toBe(false);
      expect(verifyCairnSignature(signature, request!.body.replace("}", " }"), endpoint.secret)).toBe(false);

      const body = JSON.parse(request!.body);
      expect(body).toEqual({
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: "category.created",
        occurredAt: expect.any(String),
        data: {
          id: category.id,
          slug: category.slug,
          name: category.name,
          description: "",
          url: `/c/${category.slug}`,
        },
      });
      const [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(request!.headers["cairn-delivery"]).toBe(String(delivery!.id));
      expect(delivery).toMatchObject({
        eventId: body.id,
        type: "category.created",
        status: "succeeded",
        attempts: 1,
        responseStatus: 200,
        responseExcerpt: "thanks",
      });

      // A rolled secret signs from then on; the old one no longer verifies.
      const rolled = (await admin.post(`/api/admin/webhooks/${endpoint.id}/secret`)).json();
      expect(rolled.secret).not.toBe(endpoint.secret);
      await newCategory(editor);
      await deliver(t);
      const latest = at(path)[1]!;
      expect(
        verifyCairnSignature(String(latest.headers["cairn-signature"]), latest.body, rolled.secret),
      ).toBe(true);
      expect(
        verifyCairnSignature(String(latest.headers["cairn-signature"]), latest.body, endpoint.secret),
      ).toBe(false);
    });

    it("sends each article and category event exactly once, only to endpoints that asked for it", async () => {
      const everyEvent = `/${unique("every")}`;
      const publishedOnly = `/${unique("published-only")}`;
      const all = await register(admin, everyEvent);
      await register(admin, publishedOnly, ["article.published"]);

      const category = await newCategory(editor);
      const renamed = await editor.put(`/api/admin/categories/${category.id}`, {
        name: "Renamed",
        slug: category.slug,
      });
      expect(renamed.statusCode).toBe(200);
      const slug = unique("hook-article");
      const created = await editor.post("/api/admin/articles", {
        title: "Pitching in wind",
        slug,
        categoryId: category.id,
        contentHtml: "<p>Stake it down.</p>",
        verificationInterval: "3-months",
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const save = (title: string, status: "draft" | "published") =>
        editor.put(`/api/admin/articles/${id}`, { title, slug, status, categoryId: category.id });
      expect((await save("Pitching in wind", "published")).statusCode).toBe(200);
      expect((await save("Pitching in strong wind", "published")).statusCode).toBe(200);
      const staged = await editor.put(`/api/admin/articles/${id}/draft`, {
        title: "Pitching in gales",
        slug,
        status: "published",
        categoryId: category.id,
      });
      expect(staged.statusCode).toBe(200);
      expect((await editor.post(`/api/admin/articles/${id}/draft/publish`)).statusCode).toBe(200);
      expect((await editor.post(`/api/admin/articles/${id}/unpublish`)).statusCode).toBe(200);
      expect((await editor.post(`/api/admin/articles/${id}/publish`)).statusCode).toBe(200);
      expect((await editor.delete(`/api/admin/articles/${id}`)).statusCode).toBe(200);
      expect((await editor.post(`/api/admin/trash/articles/${id}/restore`)).statusCode).toBe(200);
      expect((await editor.delete(`/api/admin/categories/${category.id}`)).statusCode).toBe(200);
      expect((await editor.post(`/api/admin/trash/categories/${category.id}/restore`)).statusCode).toBe(200);
      // Not content events: a draft created, changes staged, a second publish of a live article.
      expect((await editor.post(`/api/admin/articles/${id}/publish`)).statusCode).toBe(200);

      const expected = [
        "category.created",
        "category.updated",
        "article.published",
        "article.updated",
        "article.updated",
        "article.unpublished",
        "article.published",
        "article.deleted",
        "article.restored",
        "article.deleted",
        "category.deleted",
        "category.created",
        "article.restored",
      ];
      const queued = (await deliveriesOf(admin, all.id)).reverse();
      expect(queued.map((delivery) => delivery.type)).toEqual(expected);

      await deliver(t);
      const sent = bodies(at(everyEvent));
      expect(sent).toHaveLength(expected.length);
      expect(new Set(sent.map((body) => body.id)).size).toBe(expected.length);
      expect(sent.map((body) => body.type).sort()).toEqual([...expected].sort());
      expect(bodies(at(publishedOnly)).map((body) => body.type)).toEqual([
        "article.published",
        "article.published",
      ]);
      // Each says which article, as the public site shows it.
      const updated = sent.filter((body) => body.type === "article.updated").map((body) => body.data.title);
      expect(updated.sort()).toEqual(["Pitching in gales", "Pitching in strong wind"]);
      const deleted = sent.find((body) => body.type === "article.deleted")!;
      expect(deleted.data).toMatchObject({
        id,
        slug,
        url: `/a/${slug}`,
        status: "published",
        category: { id: category.id, slug: category.slug, name: "Renamed" },
        tags: [],
      });
      // Nothing is sent twice.
      await deliver(t);
      expect(at(everyEvent)).toHaveLength(expected.length);
    });

    it("queues nothing for a change that fails or is rolled back", async () => {
      const endpoint = await register(admin, `/${unique("rolled-back")}`);
      const category = await newCategory(editor);
      const clash = await editor.post("/api/admin/categories", { name: "Clash", slug: category.slug });
      expect(clash.statusCode).toBe(409);
      const refused = await editor.put(`/api/admin/articles/999999`, { title: "Ghost", status: "published" });
      expect(refused.statusCode).toBe(404);
      expect((await deliveriesOf(admin, endpoint.id)).map((delivery) => delivery.type)).toEqual([
        "category.created",
      ]);
      // Queued inside a transaction that then fails: the delivery goes with it.
      await expect(
        t.db.transaction().execute(async (trx) => {
          await queueWebhookEvent(trx, "category.updated", () => ({ id: 1 }));
          throw new Error("the change failed after queueing");
        }),
      ).rejects.toThrow("the change failed");
      expect(await deliveriesOf(admin, endpoint.id)).toHaveLength(1);
    });

    it("retries after a failure with a growing wait, then succeeds with the same event", async () => {
      const path = `/${unique("flaky")}`;
      const endpoint = await register(admin, path, ["category.created"]);
      receiver.answer(path, 500, 503);
      await newCategory(editor);
      const start = Date.now();
      await deliver(t);
      let [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500 });
      expect(delivery!.error).toContain("500");
      expect(delivery!.responseExcerpt).toBe("receiver answered 500");
      expect(Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!)).toBe(30_000);
      const endpointRow = (await admin.get(`/api/admin/webhooks/${endpoint.id}`)).json();
      expect(endpointRow.failingSince).not.toBeNull();

      // Not before its time.
      await deliver(t);
      expect(at(path)).toHaveLength(1);
      clock.set(new Date(start + 31_000));
      await deliver(t);
      [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(delivery).toMatchObject({ status: "pending", attempts: 2, responseStatus: 503 });
      expect(Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!)).toBe(60_000);
      clock.set(new Date(start + 31_000 + 61_000));
      await deliver(t);
      [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(delivery).toMatchObject({
        status: "succeeded",
        attempts: 3,
        responseStatus: 200,
        nextAttemptAt: null,
      });
      const attempts = at(path);
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
      expect(new Set(attempts.map((request) => request.headers["cairn-delivery"])).size).toBe(1);
      // A success ends the failing spell.
      expect((await admin.get(`/api/admin/webhooks/${endpoint.id}`)).json().failingSince).toBeNull();
    });

    it("disables an endpoint that failed for 24 hours, tells admins, and can be turned back on", async () => {
      const path = `/${unique("down")}`;
      const endpoint = await register(admin, path, ["category.created", "category.updated"]);
      receiver.answer(path, ...Array.from({ length: 40 }, () => 500));
      const category = await newCategory(editor);
      const start = Date.now();
      await deliver(t);
      clock.set(new Date(start + 12 * 3_600_000));
      await deliver(t);
      let listed = (await admin.get("/api/admin/webhooks"))
        .json()
        .find((entry: { id: number }) => entry.id === endpoint.id);
      expect(listed).toMatchObject({ enabled: true, disabledAt: null });
      clock.set(new Date(start + 24 * 3_600_000 + 60_000));
      await deliver(t);
      listed = (await admin.get("/api/admin/webhooks"))
        .json()
        .find((entry: { id: number }) => entry.id === endpoint.id);
      expect(listed.enabled).toBe(false);
      expect(listed.disabledReason).toContain("failed for 24 hours");
      expect(listed.disabledReason).toContain("500");
      const [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
      const tries = at(path).length;
      expect(tries).toBeGreaterThanOrEqual(3);

      // Disabled: new changes are not queued for it, nothing more is sent.
      await editor.put(`/api/admin/categories/${category.id}`, { name: "Still here", slug: category.slug });
      await deliver(t);
      expect(at(path)).toHaveLength(tries);
      expect(await deliveriesOf(admin, endpoint.id)).toHaveLength(1);

      const enabled = await admin.put(`/api/admin/webhooks/${endpoint.id}`, { enabled: true });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({
        enabled: true,
        disabledAt: null,
        disabledReason: null,
        failingSince: null,
      });
      receiver.answer(path);
      await editor.put(`/api/admin/categories/${category.id}`, { name: "Back again", slug: category.slug });
      await deliver(t);
      expect(bodies(at(path)).at(-1)).toMatchObject({
        type: "category.updated",
        data: { name: "Back again" },
      });
    });

    it("sends a test event and redelivers an event on request, at once", async () => {
      const path = `/${unique("manual")}`;
      const endpoint = await register(admin, path, ["category.created"]);
      const test = await admin.post(`/api/admin/webhooks/${endpoint.id}/test`);
      expect(test.statusCode).toBe(200);
      expect(test.json()).toMatchObject({
        type: "webhook.test",
        status: "succeeded",
        responseStatus: 200,
        attempts: 1,
      });
      const [ping] = at(path);
      expect(JSON.parse(ping!.body)).toMatchObject({
        type: "webhook.test",
        data: { endpointId: endpoint.id },
      });
      expect(
        verifyCairnSignature(String(ping!.headers["cairn-signature"]), ping!.body, endpoint.secret),
      ).toBe(true);

      await newCategory(editor);
      await deliver(t);
      const original = (await deliveriesOf(admin, endpoint.id))[0]!;
      const again = await admin.post(
        `/api/admin/webhooks/${endpoint.id}/deliveries/${original.id}/redeliver`,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ eventId: original.eventId, status: "succeeded" });
      expect(again.json().id).not.toBe(original.id);
      const [first, second] = at(path).slice(1);
      expect(second!.body).toBe(first!.body);
      expect(second!.headers["cairn-delivery"]).toBe(String(again.json().id));

      // A failed test is reported, and not retried.
      receiver.answer(path, 500);
      const failed = (await admin.post(`/api/admin/webhooks/${endpoint.id}/test`)).json();
      expect(failed).toMatchObject({ status: "failed", responseStatus: 500, nextAttemptAt: null });

      expect(
        (await admin.post(`/api/admin/webhooks/${endpoint.id}/deliveries/999999/redeliver`)).statusCode,
      ).toBe(404);
      expect((await admin.post("/api/admin/webhooks/999999/test")).statusCode).toBe(404);
    });

    it("treats a redirect and a slow receiver as failures, following nothing", async () => {
      const path = `/${unique("moved")}`;
      const target = `/${unique("target")}`;
      const endpoint = await register(admin, path);
      receiver.answer(path, { status: 302, location: `${receiver.origin}${target}` }, "hang");
      const moved = (await admin.post(`/api/admin/webhooks/${endpoint.id}/test`)).json();
      expect(moved).toMatchObject({ status: "failed", responseStatus: 302 });
      expect(moved.error).toContain("redirect");
      expect(at(target)).toHaveLength(0);
      const slow = (await admin.post(`/api/admin/webhooks/${endpoint.id}/test`)).json();
      expect(slow).toMatchObject({ status: "failed", responseStatus: null });
      expect(slow.error).toContain(`No answer within ${RECEIVER_TIMEOUT_MS / 1000} seconds`);
    });

    it("sends a delivery once when several senders run at once", async () => {
      const path = `/${unique("raced")}`;
      const endpoint = await register(admin, path, ["category.created"]);
      for (let n = 0; n < 6; n++) await newCategory(editor);
      const counts = await Promise.all([deliver(t), deliver(t), deliver(t)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(at(path)).toHaveLength(6);
      expect(new Set(bodies(at(path)).map((body) => body.id)).size).toBe(6);
      expect((await deliveriesOf(admin, endpoint.id)).every((delivery) => delivery.attempts === 1)).toBe(
        true,
      );
    });

    it("sends a delivery once when two instances share the database", async () => {
      const path = `/${unique("two-instances")}`;
      await register(admin, path, ["category.created"]);
      // A second instance: its own app and its own connections to the same database.
      const handle = openDatabase({ databaseUrl: t.location.databaseUrl, sqliteFile: t.location.sqliteFile });
      const other = await buildApp({
        config: testConfig({ webhookAllowPrivate: true, webhookTimeoutMs: RECEIVER_TIMEOUT_MS }),
        database: handle,
      });
      try {
        for (let n = 0; n < 8; n++) await newCategory(editor);
        const [here, there] = await Promise.all([deliver(t), deliverDueWebhooks(other.ctx)]);
        expect(here + there).toBe(8);
        expect(at(path)).toHaveLength(8);
        expect(new Set(bodies(at(path)).map((body) => body.id)).size).toBe(8);
      } finally {
        await other.close();
        await handle.close();
      }
    });

    it("validates endpoints and edits them", async () => {
      const bad = [
        [{ url: "ftp://example.com/hook", events: ["article.published"] }, "url"],
        [{ url: "https://user:pw@example.com/hook", events: ["article.published"] }, "url"],
        [{ url: "https://example.com/hook", events: [] }, "events"],
        [{ url: "https://example.com/hook", events: ["article.exploded"] }, "events"],
      ] as const;
      for (const [body, field] of bad) {
        const response = await admin.post("/api/admin/webhooks", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.field ?? response.json().error.message).toContain(field);
      }
      expect(await t.db.selectFrom("webhookEndpoints").select("id").execute()).toEqual([]);

      const endpoint = await register(admin, "/edited", ["article.published"]);
      const edited = await admin.put(`/api/admin/webhooks/${endpoint.id}`, {
        events: ["category.deleted", "article.updated"],
        description: "Search sync",
      });
      expect(edited.json()).toMatchObject({
        events: ["article.updated", "category.deleted"],
        description: "Search sync",
      });
      const off = await admin.put(`/api/admin/webhooks/${endpoint.id}`, { enabled: false });
      expect(off.json()).toMatchObject({ enabled: false, disabledReason: null });
      expect((await admin.put(`/api/admin/webhooks/${endpoint.id}`, {})).statusCode).toBe(400);
      expect((await admin.delete(`/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(200);
      expect((await admin.get(`/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    });

    it("lets only admins manage webhooks", async () => {
      expect((await editor.get("/api/admin/webhooks")).statusCode).toBe(403);
      const refused = await editor.post("/api/admin/webhooks", {
        url: `${receiver.origin}/editor`,
        events: ["article.published"],
      });
      expect(refused.statusCode).toBe(403);
      expect((await t.anon.get("/api/admin/webhooks")).statusCode).toBe(401);
      expect(await t.db.selectFrom("webhookEndpoints").select("id").execute()).toEqual([]);
    });
  },
  { webhookAllowPrivate: true, webhookTimeoutMs: RECEIVER_TIMEOUT_MS },
);

describeEachDatabase("webhooks to private addresses", (t) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as("admin");
  });

  it("refuses loopback, private, link-local and metadata addresses at registration", async () => {
    for (const url of [
      "http://127.0.0.1/hook",
      "http://127.8.9.10:8080/hook",
      "http://[::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://10.1.2.3/hook",
      "http://172.16.0.1/hook",
      "http://192.168.1.1/hook",
      "http://100.64.0.1/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[fd00:ec2::254]/latest",
      "http://[fe80::1]/hook",
      "http://0.0.0.0/hook",
    ]) {
      const response = await admin.post("/api/admin/webhooks", { url, events: ["article.published"] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ field: "url" });
      expect(response.json().error.message).toContain("public addresses only");
    }
    expect(await t.db.selectFrom("webhookEndpoints").select("id").execute()).toEqual([]);
  });

  it("refuses at send time a name that resolves to a private address", async () => {
    const path = `/${unique("by-name")}`;
    const created = await admin.post("/api/admin/webhooks", {
      url: `http://localhost:${receiver.port}${path}`,
      events: ["category.created"],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const test = (await admin.post(`/api/admin/webhooks/${id}/test`)).json();
    expect(test).toMatchObject({ status: "failed", responseStatus: null });
    expect(test.error).toContain("localhost resolves to a loopback");

    const slug = unique("private-cat");
    expect((await admin.post("/api/admin/categories", { name: slug, slug })).statusCode).toBe(201);
    await deliverDueWebhooks(t.app.ctx);
    const [delivery] = (await admin.get(`/api/admin/webhooks/${id}`)).json().deliveries;
    expect(delivery).toMatchObject({ type: "category.created", status: "pending", responseStatus: null });
    expect(delivery.error).toContain("resolves to a loopback");
    expect(at(path)).toHaveLength(0);
  });
});

it("knows which addresses are private", () => {
  const forbidden = [
    "127.0.0.1",
    "10.0.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "100.127.0.1",
    "169.254.169.254",
  ];
  const forbidden6 = [
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::abcd",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
  ];
  for (const address of [...forbidden, ...forbidden6])
    expect(isForbiddenAddress(address), address).toBe(true);
  for (const address of ["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "8.8.8.8"])
    expect(isForbiddenAddress(address), address).toBe(false);
});
