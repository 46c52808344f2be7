import { expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { deleteUser } from "./userAccounts.ts";

describeEachDatabase("admin user management", (t) => {
  const sessionsOf = async (userId: number) =>
    (await t.db.selectFrom("sessions").select("id").where("userId", "=", userId).execute()).length;
  const userByEmail = (email: string) =>
    t.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("creates a user with a hashed password and never shows the password or hash", async () => {
    const admin = await t.as("admin");
    const created = await admin.post("/api/admin/users", {
      email: "  New.Editor@Example.com ",
      password: "camp-secret-1",
      role: "editor",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: "new.editor@example.com", role: "editor" });
    expect(created.body).not.toMatch(/camp-secret-1|passwordHash|"password"|argon2/);
    const row = await userByEmail("new.editor@example.com");
    expect(row.passwordHash).not.toContain("camp-secret-1");
    expect(await verifyPassword(row.passwordHash, "camp-secret-1")).toBe(true);

    const list = await admin.get("/api/admin/users");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: "new.editor@example.com" })]),
    );
    expect(list.body).not.toMatch(/passwordHash|"password"|argon2/);
    // Registered customers are not staff: the users screen never lists them.
    await t.createUser({ email: "shopper@example.com", role: "customer" });
    const staff = (await admin.get("/api/admin/users")).json() as { email: string; role: string }[];
    expect(staff.map((user) => user.email)).not.toContain("shopper@example.com");
    expect(staff.every((user) => user.role === "admin" || user.role === "editor")).toBe(true);
    // The new user can sign in with that password.
    await expect(t.signIn("new.editor@example.com", "camp-secret-1")).resolves.toBeDefined();
  });

  it("answers a message naming each invalid field and stores nothing for invalid input", async () => {
    const admin = await t.as("admin");
    const before = (await t.db.selectFrom("users").select("id").execute()).length;
    const badEmail = await admin.post("/api/admin/users", {
      email: "nope",
      password: "camp-secret-1",
      role: "editor",
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain("Please enter a valid email address");
    const shortPassword = await admin.post("/api/admin/users", {
      email: "a@example.com",
      password: "12345",
      role: "editor",
    });
    expect(shortPassword.json().error.message).toContain("Password must be at least 6 characters");
    const badRole = await admin.post("/api/admin/users", {
      email: "a@example.com",
      password: "123456",
      role: "customer",
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toContain("Please select a role");
    const noRole = await admin.post("/api/admin/users", { email: "a@example.com", password: "123456" });
    expect(noRole.json().error.message).toContain("Please select a role");
    expect((await t.db.selectFrom("users").select("id").execute()).length).toBe(before);
  });

  it("refuses a duplicate email with 409, on create and on update", async () => {
    const admin = await t.as("admin");
    const existing = await t.createUser({ email: "taken@example.com" });
    const other = await t.createUser({ email: "other@example.com" });
    const create = await admin.post("/api/admin/users", {
      email: "TAKEN@example.com",
      password: "camp-secret-1",
      role: "editor",
    });
    expect(create.statusCode).toBe(409);
    expect(create.json().error).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    const update = await admin.put(`/api/admin/users/${other.id}`, { email: existing.email, role: "editor" });
    expect(update.statusCode).toBe(409);
    expect((await userByEmail("other@example.com")).id).toBe(other.id);
  });

  it("edits email and role, keeps the password when left blank, and changes it when given", async () => {
    const admin = await t.as("admin");
    const user = await t.createUser({ email: "edit-me@example.com", role: "editor" });
    const keep = await admin.put(`/api/admin/users/${user.id}`, {
      email: "edited@example.com",
      role: "editor",
      password: "",
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ id: user.id, email: "edited@example.com", role: "editor" });
    expect(await verifyPassword((await userByEmail("edited@example.com")).passwordHash, "password123")).toBe(
      true,
    );
    const short = await admin.put(`/api/admin/users/${user.id}`, {
      email: "edited@example.com",
      role: "editor",
      password: "123",
    });
    expect(short.json().error.message).toContain("Password must be at least 6 characters");
    const change = await admin.put(`/api/admin/users/${user.id}`, {
      email: "edited@example.com",
      role: "admin",
      password: "brand-new-pw",
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().role).toBe("admin");
    expect(await verifyPassword((await userByEmail("edited@example.com")).passwordHash, "brand-new-pw")).toBe(
      true,
    );
    const missing = await admin.put("/api/admin/users/999999", { email: "x@example.com", role: "editor" });
    expect(missing.statusCode).toBe(404);
  });

  it("ends every session of a user whose password or role changes, or who is deleted", async () => {
    const admin = await t.as("admin");
    const user = await t.createUser({ email: "sessions@example.com", role: "editor" });
    const signedIn = async () => [await t.signIn(user.email), await t.signIn(user.email)];
    const stillIn = async (clients: TestClient[]) =>
      Promise.all(clients.map(async (c) => (await c.get("/api/user")).statusCode));

    let clients = await signedIn();
    expect(await stillIn(clients)).toEqual([200, 200]);
    // An email-only change leaves sessions alone.
    await admin.put(`/api/admin/users/${user.id}`, { email: user.email, role: "editor" });
    expect(await stillIn(clients)).toEqual([200, 200]);

    await admin.put(`/api/admin/users/${user.id}`, {
      email: user.email,
      role: "editor",
      password: "changed1",
    });
    expect(await stillIn(clients)).toEqual([401, 401]);
    expect(await sessionsOf(user.id)).toBe(0);

    clients = [await t.signIn(user.email, "changed1")];
    await admin.put(`/api/admin/users/${user.id}`, { email: user.email, role: "admin" });
    expect(await stillIn(clients)).toEqual([401]);

    clients = [await t.signIn(user.email, "changed1")];
    const deleted = await admin.delete(`/api/admin/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await stillIn(clients)).toEqual([401]);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await t.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBe(
      undefined,
    );
    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });

  it("deletes a user who wrote articles, keeping the articles without an author", async () => {
    const admin = await t.as("admin");
    const author = await t.createUser({ email: "author@example.com", role: "editor" });
    const article = await makeArticle(t.app.ctx, {
      slug: "by-author",
      title: "By author",
      authorId: author.id,
    });
    expect((await admin.delete(`/api/admin/users/${author.id}`)).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom("articles")
      .select(["id", "authorId"])
      .where("id", "=", article.id)
      .executeTakeFirst();
    expect(kept).toEqual({ id: article.id, authorId: null });
  });

  it("keeps the acting admin's own session when they change their own password", async () => {
    const me = await t.createUser({ email: "self-edit@example.com", role: "admin" });
    const here = await t.signIn(me.email);
    const elsewhere = await t.signIn(me.email);
    const changed = await here.put(`/api/admin/users/${me.id}`, {
      email: me.email,
      role: "admin",
      password: "my-new-password",
      currentPassword: "password123",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await here.get("/api/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
  });

  it("asks admins for their current password to change their own email or password", async () => {
    const me = await t.createUser({ email: "own-account@example.com", role: "admin" });
    const client = await t.signIn(me.email);
    const before = await userByEmail(me.email);
    for (const change of [
      { email: "taken-over@example.com", role: "admin" },
      { email: me.email, role: "admin", password: "attacker-pw" },
    ]) {
      const missing = await client.put(`/api/admin/users/${me.id}`, change);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        field: "currentPassword",
        message: "Enter your current password to change your own email or password.",
      });
      const wrong = await client.put(`/api/admin/users/${me.id}`, { ...change, currentPassword: "guess" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe("Your current password is incorrect.");
    }
    const after = await userByEmail(me.email);
    expect(after.passwordHash).toBe(before.passwordHash);
    // The role alone needs no password (and other admins' accounts never do).
    const second = await t.createUser({ role: "admin" });
    expect(
      (await client.put(`/api/admin/users/${second.id}`, { email: second.email, role: "admin" })).statusCode,
    ).toBe(200);
    const email = await client.put(`/api/admin/users/${me.id}`, {
      email: "own-account-new@example.com",
      role: "admin",
      currentPassword: "password123",
    });
    expect(email.statusCode).toBe(200);
    expect(email.json().email).toBe("own-account-new@example.com");
  });

  it("makes a user whose password an admin chose change it at their next sign-in", async () => {
    const admin = await t.as("admin");
    const created = await admin.post("/api/admin/users", {
      email: "handed-a-password@example.com",
      password: "temporary-1",
      role: "editor",
    });
    expect(created.json().mustChangePassword).toBe(true);
    const user = await t.createUser({ email: "reset-by-admin@example.com" });
    const reset = await admin.put(`/api/admin/users/${user.id}`, {
      email: user.email,
      role: "editor",
      password: "temporary-2",
    });
    expect(reset.json().mustChangePassword).toBe(true);
    const signedIn = await t.signIn(user.email, "temporary-2");
    const guarded = await signedIn.get("/api/admin/articles");
    expect(guarded.statusCode).toBe(403);
    expect(guarded.json().error.code).toBe("PASSWORD_CHANGE_REQUIRED");
  });

  it("lets a password an admin chose expire after seven days unused, and never the owner's own", async () => {
    const admin = await t.as("admin");
    const created = await admin.post("/api/admin/users", {
      email: "slow-to-start@example.com",
      password: "handed-over-1",
      role: "editor",
    });
    expect(created.statusCode).toBe(201);
    const prompt = await admin.post("/api/admin/users", {
      email: "quick-to-start@example.com",
      password: "handed-over-2",
      role: "editor",
    });
    expect(prompt.statusCode).toBe(201);
    // The quick one replaces theirs on day one.
    const quick = await t.signIn("quick-to-start@example.com", "handed-over-2");
    expect(
      (
        await quick.post("/api/user/password", {
          currentPassword: "handed-over-2",
          newPassword: "my-own-choice-2",
        })
      ).statusCode,
    ).toBe(200);
    const signIn = (email: string, password: string) => t.anon.post("/api/login", { email, password });
    clock.set(new Date(Date.now() + 6 * 86_400_000));
    try {
      expect((await signIn("slow-to-start@example.com", "handed-over-1")).statusCode).toBe(200);
      clock.set(new Date(Date.now() + 7 * 86_400_000 + 60_000));
      const expired = await signIn("slow-to-start@example.com", "handed-over-1");
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error).toEqual({
        code: "TEMPORARY_PASSWORD_EXPIRED",
        message: "This temporary password has expired (it worked for 7 days). Ask an admin to set a new one.",
      });
      // A wrong password still answers as any wrong password does: the expiry shows only to the right one.
      expect((await signIn("slow-to-start@example.com", "not-it")).json().error.code).toBe("UNAUTHORIZED");
      expect((await signIn("quick-to-start@example.com", "my-own-choice-2")).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it("refuses deleting your own account", async () => {
    const me = await t.createUser({ email: "self-delete@example.com", role: "admin" });
    await t.createUser({ role: "admin" });
    const client = await t.signIn(me.email);
    const response = await client.delete(`/api/admin/users/${me.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "CANNOT_DELETE_SELF",
      message: "You can't delete your own account. Ask another admin to do it.",
    });
    expect(await userByEmail(me.email)).toBeDefined();
  });

  it("refuses demoting the last admin, and allows it while another admin remains", async () => {
    // Leave exactly one admin in this database.
    await t.db.updateTable("users").set({ role: "editor" }).where("role", "=", "admin").execute();
    const only = await t.createUser({ email: "only-admin@example.com", role: "admin" });
    const client = await t.signIn(only.email);
    const demote = await client.put(`/api/admin/users/${only.id}`, { email: only.email, role: "editor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe("LAST_ADMIN");
    expect((await userByEmail(only.email)).role).toBe("admin");

    const second = await t.createUser({ email: "second-admin@example.com", role: "admin" });
    const demoteOther = await client.put(`/api/admin/users/${second.id}`, {
      email: second.email,
      role: "editor",
    });
    expect(demoteOther.statusCode).toBe(200);
    await t.db.updateTable("users").set({ role: "admin" }).where("id", "=", second.id).execute();
    const demoteSelf = await client.put(`/api/admin/users/${only.id}`, { email: only.email, role: "editor" });
    expect(demoteSelf.statusCode).toBe(200);
    // Now an editor: the admin API is closed to this session.
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("refuses deleting the last admin (service rule, whoever asks)", async () => {
    await t.db.updateTable("users").set({ role: "editor" }).where("role", "=", "admin").execute();
    const only = await t.createUser({ email: "last-one@example.com", role: "admin" });
    const attempt = deleteUser(t.app.ctx, only.id, { userId: -1, sessionId: null });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: "LAST_ADMIN" });
    expect((await userByEmail(only.email)).role).toBe("admin");
  });

  it("never leaves zero admins when two admins demote each other at once", async () => {
    await t.db.updateTable("users").set({ role: "editor" }).where("role", "=", "admin").execute();
    const a = await t.createUser({ email: "race-a@example.com", role: "admin" });
    const b = await t.createUser({ email: "race-b@example.com", role: "admin" });
    const [clientA, clientB] = [await t.signIn(a.email), await t.signIn(b.email)];
    const results = await Promise.all([
      clientA.put(`/api/admin/users/${b.id}`, { email: b.email, role: "editor" }),
      clientB.put(`/api/admin/users/${a.id}`, { email: a.email, role: "editor" }),
    ]);
    const admins = await t.db.selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    expect(results.map((r) => r.statusCode).sort()).toContain(200);
    for (const r of results) expect(r.statusCode).toBeLessThan(500);
  });
});
