import { beforeAll, expect, it } from "vitest";
import type { AuditEntry } from "../../../shared/schemas/audit.ts";
import { multipartFile, pngImage } from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { recordLoginFailure } from "../auth/loginFailureRepo.ts";
import { ACCOUNT_FAILURES_PER_HOUR } from "../auth/loginThrottle.ts";
import { createPasswordResetLink } from "../auth/passwordReset.ts";

/** Passwords chosen in these tests: none may ever appear in an entry. */
const NEW_USER_PASSWORD = "Lantern-Ridge-7731";
const RESET_PASSWORD = "Granite-Canoe-2290";
const OWN_PASSWORD = "Heather-Kettle-5128";
const WRONG_PASSWORD = "Wrong-Guess-9090";

describeEachDatabase("audit log: accounts, sign-ins, settings, media and API tokens", (t) => {
  let admin: TestClient;
  let adminEmail: string;
  /** Every entry a test saw, checked at the end for secrets. */
  const seen: AuditEntry[] = [];

  beforeAll(async () => {
    const user = await t.createUser({ role: "admin" });
    adminEmail = user.email;
    admin = await t.signIn(user.email);
  });

  const newestId = async (): Promise<number> => {
    const row = await t.db.selectFrom("auditLog").select("id").orderBy("id", "desc").executeTakeFirst();
    return row?.id ?? 0;
  };

  /** The entries `run` wrote, oldest first, read back through the admin API. */
  const entriesOf = async (run: () => Promise<unknown>): Promise<AuditEntry[]> => {
    const before = await newestId();
    await run();
    const page = (await admin.get("/api/admin/audit")).json() as { entries: AuditEntry[] };
    const entries = page.entries.filter((entry) => entry.id > before).reverse();
    seen.push(...entries);
    return entries;
  };

  it("records creating, editing, role changes, passwords set and deleting a user, once each", async () => {
    const [created, ...rest] = await entriesOf(async () => {
      const response = await admin.post("/api/admin/users", {
        email: "audited.editor@example.com",
        password: NEW_USER_PASSWORD,
        role: "editor",
      });
      expect(response.statusCode).toBe(201);
    });
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      action: "user.create",
      entityType: "user",
      actor: { email: adminEmail },
      viaToken: null,
      summary: "Created the editor account audited.editor@example.com",
      changes: { email: [null, "audited.editor@example.com"], role: [null, "editor"] },
    });
    const userId = created!.entityId!;

    const roleChange = await entriesOf(() =>
      admin.put(`/api/admin/users/${userId}`, { email: "audited.editor@example.com", role: "admin" }),
    );
    expect(roleChange).toEqual([
      expect.objectContaining({
        action: "user.role_change",
        entityId: userId,
        changes: { role: ["editor", "admin"] },
        summary: "Changed the role of audited.editor@example.com from editor to admin",
      }),
    ]);

    const passwordSet = await entriesOf(() =>
      admin.put(`/api/admin/users/${userId}`, {
        email: "audited.editor@example.com",
        role: "admin",
        password: "Fjord-Basket-6620",
      }),
    );
    expect(passwordSet).toEqual([
      expect.objectContaining({ action: "user.password_set", entityId: userId, changes: null }),
    ]);

    const emailChange = await entriesOf(() =>
      admin.put(`/api/admin/users/${userId}`, { email: "audited.renamed@example.com", role: "admin" }),
    );
    expect(emailChange).toEqual([
      expect.objectContaining({
        action: "user.update",
        changes: { email: ["audited.editor@example.com", "audited.renamed@example.com"] },
      }),
    ]);

    // Saving the dialog unchanged changes nothing and records nothing.
    expect(
      await entriesOf(() =>
        admin.put(`/api/admin/users/${userId}`, { email: "audited.renamed@example.com", role: "admin" }),
      ),
    ).toEqual([]);
    // A refused change (an email in use) records nothing.
    expect(
      await entriesOf(async () => {
        const response = await admin.put(`/api/admin/users/${userId}`, { email: adminEmail, role: "admin" });
        expect(response.statusCode).toBe(409);
      }),
    ).toEqual([]);

    const deleted = await entriesOf(() => admin.delete(`/api/admin/users/${userId}`));
    expect(deleted).toEqual([
      expect.objectContaining({
        action: "user.delete",
        entityId: userId,
        summary: "Deleted the admin account audited.renamed@example.com",
        changes: { email: ["audited.renamed@example.com", null], role: ["admin", null] },
      }),
    ]);
  });

  it("records a user's own new password and a reset completed through a link", async () => {
    const user = await t.createUser({ role: "editor" });
    const editor = await t.signIn(user.email);
    const own = await entriesOf(async () => {
      const response = await editor.post("/api/user/password", {
        currentPassword: "password123",
        newPassword: OWN_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(own).toEqual([
      expect.objectContaining({
        action: "user.password_set",
        actor: { id: user.id, email: user.email },
        entityId: user.id,
        summary: "Changed their own password",
      }),
    ]);

    const link = await createPasswordResetLink(t.app.ctx, user.id);
    const token = new URL(link).searchParams.get("token")!;
    const reset = await entriesOf(async () => {
      const response = await t.anon.post("/api/password-reset/complete", {
        token,
        newPassword: RESET_PASSWORD,
      });
      expect(response.statusCode).toBeLessThan(300);
    });
    expect(reset).toEqual([
      expect.objectContaining({
        action: "user.password_reset",
        actor: { id: user.id, email: user.email },
        entityId: user.id,
      }),
    ]);
    expect(JSON.stringify(reset)).not.toContain(token);
  });

  it("records sign-in, failed sign-in (as the email tried), sign-out and the account's lock-out", async () => {
    const user = await t.createUser({ role: "editor" });
    let editor: TestClient | undefined;
    const signedIn = await entriesOf(async () => {
      editor = await t.signIn(user.email);
    });
    expect(signedIn).toEqual([
      expect.objectContaining({
        action: "auth.sign_in",
        actor: { id: user.id, email: user.email },
        entityType: "user",
        entityId: user.id,
        summary: "Signed in",
      }),
    ]);

    const failed = await entriesOf(async () => {
      const response = await t.anon.post("/api/login", { email: user.email, password: WRONG_PASSWORD });
      expect(response.statusCode).toBe(401);
    });
    expect(failed).toEqual([
      expect.objectContaining({
        action: "auth.sign_in_failed",
        actor: { id: null, email: user.email },
        entityId: user.id,
        summary: "Failed sign-in: wrong password",
      }),
    ]);
    const unknown = await entriesOf(() =>
      t.anon.post("/api/login", { email: "Nobody.Here@example.com", password: WRONG_PASSWORD }),
    );
    expect(unknown).toEqual([
      expect.objectContaining({
        action: "auth.sign_in_failed",
        actor: { id: null, email: "nobody.here@example.com" },
        entityId: null,
        summary: "Failed sign-in: no account with this email",
      }),
    ]);

    const signedOut = await entriesOf(() => editor!.post("/api/logout"));
    expect(signedOut).toEqual([
      expect.objectContaining({ action: "auth.sign_out", actor: { id: user.id, email: user.email } }),
    ]);
    // Signing out without a session ends nothing and records nothing.
    expect(await entriesOf(() => t.anon.post("/api/logout"))).toEqual([]);

    // Guesses from many addresses bring the account to its hourly cap: the failure that
    // reaches it is recorded, and so is the lock-out, once.
    const target = await t.createUser({ role: "editor" });
    for (let index = 0; index < ACCOUNT_FAILURES_PER_HOUR - 1; index += 1)
      await recordLoginFailure(t.db, target.email, `198.51.100.${index}`, new Date());
    const lockOut = await entriesOf(() =>
      t.anon.post("/api/login", { email: target.email, password: WRONG_PASSWORD }),
    );
    expect(lockOut.map((entry) => entry.action)).toEqual(["auth.sign_in_failed", "auth.lock_out"]);
    expect(lockOut[1]).toMatchObject({
      actor: { id: null, email: target.email },
      entityId: target.id,
      summary: `Sign-ins to ${target.email} are slowed down after ${ACCOUNT_FAILURES_PER_HOUR} failed attempts within an hour`,
    });
    const after = await entriesOf(() =>
      t.anon.post("/api/login", { email: target.email, password: WRONG_PASSWORD }),
    );
    expect(after.map((entry) => entry.action)).not.toContain("auth.lock_out");
  });

  it("records which settings changed, with before and after of small values only", async () => {
    const before = (await admin.get("/api/admin/settings")).json();
    const saved = await entriesOf(async () => {
      const response = await admin.put("/api/admin/settings", {
        site_name: "Audited Outdoors",
        brand_colors: { ...before.brand_colors, primary: "#224466" },
        search_synonyms: [...before.search_synonyms, "tarp, fly sheet"],
      });
      expect(response.statusCode).toBe(200);
    });
    expect(saved).toEqual([
      expect.objectContaining({
        action: "settings.update",
        entityType: "settings",
        entityId: null,
        summary: "Changed the settings: site_name, brand_colors.primary, search_synonyms",
        changes: {
          site_name: [before.site_name, "Audited Outdoors"],
          "brand_colors.primary": [before.brand_colors.primary, "#224466"],
        },
      }),
    ]);
    // Saving the same values again changes nothing.
    expect(
      await entriesOf(() => admin.put("/api/admin/settings", { site_name: "Audited Outdoors" })),
    ).toEqual([]);
  });

  it("records media uploads and deletes", async () => {
    let url = "";
    const uploaded = await entriesOf(async () => {
      const { payload, headers } = multipartFile("audited-tent.png", "image/png", await pngImage(400, 300));
      const response = await admin.send({ method: "POST", url: "/api/admin/upload", payload, headers });
      expect(response.statusCode).toBe(201);
      url = response.json().url;
    });
    const row = await t.db
      .selectFrom("mediaFiles")
      .select("id")
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect(uploaded).toEqual([
      expect.objectContaining({
        action: "media.upload",
        entityType: "media",
        entityId: row.id,
        actor: expect.objectContaining({ email: adminEmail }),
        summary: expect.stringMatching(/^Uploaded audited-tent\.png \(image\/png, /),
      }),
    ]);
    const deleted = await entriesOf(() => admin.delete(`/api/admin/media/${row.id}`));
    expect(deleted).toEqual([
      expect.objectContaining({
        action: "media.delete",
        entityId: row.id,
        summary: "Deleted audited-tent.png",
      }),
    ]);
  });

  it("names the API token a change was made with, records token writes only, and never a token", async () => {
    let token = "";
    let tokenId = 0;
    const created = await entriesOf(async () => {
      const response = await admin.post("/api/admin/tokens", { name: "Nightly sync", scope: "write" });
      ({ token, id: tokenId } = response.json());
    });
    expect(created).toEqual([
      expect.objectContaining({
        action: "token.create",
        entityType: "token",
        entityId: tokenId,
        summary: 'Created the write API token "Nightly sync"',
      }),
    ]);
    const bearer = (method: "GET" | "POST", url: string, body?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    const written = await entriesOf(async () => {
      const response = await bearer("POST", "/api/admin/categories", {
        name: "Token audited",
        slug: "token-audited",
      });
      expect(response.statusCode).toBe(201);
    });
    expect(written).toEqual([
      expect.objectContaining({
        action: "category.create",
        actor: expect.objectContaining({ email: adminEmail }),
        viaToken: { id: tokenId, name: "Nightly sync" },
      }),
    ]);
    expect(
      await entriesOf(async () => {
        expect((await bearer("GET", "/api/admin/categories")).statusCode).toBe(200);
        expect((await bearer("GET", "/api/admin/articles")).statusCode).toBe(200);
      }),
    ).toEqual([]);
    // The same admin with a session: no token named.
    const bySession = await entriesOf(() =>
      admin.post("/api/admin/categories", { name: "Session audited", slug: "session-audited" }),
    );
    expect(bySession).toEqual([expect.objectContaining({ action: "category.create", viaToken: null })]);

    const csv = (await admin.get("/api/admin/audit?format=csv&action=category.create")).body;
    expect(csv).toContain(`${adminEmail} via token ""Nightly sync""`);

    const revoked = await entriesOf(() => admin.delete(`/api/admin/tokens/${tokenId}`));
    expect(revoked).toEqual([
      expect.objectContaining({ action: "token.revoke", summary: 'Revoked the API token "Nightly sync"' }),
    ]);
    expect(JSON.stringify(seen)).not.toContain(token);
  });

  it("records nothing for reads, and no entry holds a password, hash or token", async () => {
    const reads = await entriesOf(async () => {
      for (const url of [
        "/api/admin/users",
        "/api/admin/settings",
        "/api/admin/media",
        "/api/admin/tokens",
        "/api/admin/audit",
        "/api/user",
        "/api/user/sessions",
      ])
        expect((await admin.get(url)).statusCode).toBe(200);
    });
    expect(reads).toEqual([]);

    const everything = JSON.stringify(await t.db.selectFrom("auditLog").selectAll().execute());
    for (const secret of [NEW_USER_PASSWORD, RESET_PASSWORD, OWN_PASSWORD, WRONG_PASSWORD, "password123"])
      expect(everything).not.toContain(secret);
    const hashes = await t.db.selectFrom("users").select("passwordHash").execute();
    for (const { passwordHash } of hashes) expect(everything).not.toContain(passwordHash);
    const sessions = await t.db.selectFrom("sessions").select("id").execute();
    for (const { id } of sessions) expect(everything).not.toContain(id);
    const tokens = await t.db.selectFrom("apiTokens").select("tokenHash").execute();
    for (const { tokenHash } of tokens) expect(everything).not.toContain(tokenHash);
    expect(seen.length).toBeGreaterThan(15);
  });
});
