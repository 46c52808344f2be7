import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("admins ending other people's sessions", (t) => {
  it("signs one user out everywhere: audited with the count, only by admins, never oneself", async () => {
    const admin = await t.createUser({ role: "admin" });
    const adminClient = await t.signIn(admin.email);
    const editor = await t.createUser({ role: "editor" });
    const laptop = await t.signIn(editor.email);
    const phone = await t.signIn(editor.email);
    const bystander = await t.as("editor");

    expect((await laptop.post(`/api/admin/users/${admin.id}/sign-out`)).statusCode).toBe(403);
    const own = await adminClient.post(`/api/admin/users/${admin.id}/sign-out`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("Use your account screen to sign out your other sessions.");
    expect((await adminClient.post("/api/admin/users/999999/sign-out")).statusCode).toBe(404);
    expect((await laptop.get("/api/user")).statusCode).toBe(200);

    const ended = await adminClient.post(`/api/admin/users/${editor.id}/sign-out`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ sessionsEnded: 2 });
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await bystander.get("/api/user")).statusCode).toBe(200);
    expect((await adminClient.get("/api/user")).statusCode).toBe(200);

    const audit = (
      await adminClient.get(`/api/admin/audit?action=user.signed_out&entityId=${editor.id}`)
    ).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: "user.signed_out",
      entityType: "user",
      entityId: editor.id,
      actor: { id: admin.id, email: admin.email },
      summary: `Signed out ${editor.email} everywhere (2 sessions)`,
    });
    // They sign in again as before.
    expect((await t.signIn(editor.email).then((c) => c.get("/api/user"))).statusCode).toBe(200);
  });

  it("signs everyone but the admin asking out, only when the body says so", async () => {
    const admin = await t.createUser({ role: "admin" });
    const adminClient = await t.signIn(admin.email);
    const adminsOtherBrowser = await t.signIn(admin.email);
    const editor = await t.as("editor");
    const customer = await t.as("customer");

    expect(
      (await editor.post("/api/admin/users/sign-out-everyone", { confirm: "sign out everyone" })).statusCode,
    ).toBe(403);
    for (const body of [
      {},
      { confirm: true },
      { confirm: "yes" },
      { confirm: "sign out everyone", also: 1 },
    ]) {
      const refused = await adminClient.post("/api/admin/users/sign-out-everyone", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await editor.get("/api/user")).statusCode).toBe(200);

    const ended = await adminClient.post("/api/admin/users/sign-out-everyone", {
      confirm: "sign out everyone",
    });
    expect(ended.statusCode).toBe(200);
    const { sessionsEnded } = ended.json();
    expect(sessionsEnded).toBeGreaterThanOrEqual(3);
    for (const client of [editor, customer, adminsOtherBrowser])
      expect((await client.get("/api/user")).statusCode).toBe(401);
    expect((await adminClient.get("/api/user")).statusCode).toBe(200);
    const left = await t.db.selectFrom("sessions").select("userId").execute();
    expect(left).toEqual([{ userId: admin.id }]);

    const audit = (await adminClient.get("/api/admin/audit?action=auth.sign_out_everyone")).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      summary: `Signed out everyone else (${sessionsEnded} sessions)`,
    });
  });
});
