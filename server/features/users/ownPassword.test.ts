import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("changing one's own password", (t) => {
  it("needs the current password, clears mustChangePassword and ends the user's other sessions", async () => {
    const user = await t.createUser({ role: "admin" });
    await t.db.updateTable("users").set({ mustChangePassword: 1 }).where("id", "=", user.id).execute();
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    expect((await laptop.get("/api/user")).json().mustChangePassword).toBe(true);

    const wrong = await laptop.post("/api/user/password", {
      currentPassword: "not-it",
      newPassword: "a-new-password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      field: "currentPassword",
      message: "Your current password is incorrect.",
    });

    const same = await laptop.post("/api/user/password", {
      currentPassword: "password123",
      newPassword: "password123",
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.field).toBe("newPassword");

    const short = await laptop.post("/api/user/password", {
      currentPassword: "password123",
      newPassword: "abc",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain("Password must be at least 6 characters");

    const changed = await laptop.post("/api/user/password", {
      currentPassword: "password123",
      newPassword: "a-new-password",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: user.email, mustChangePassword: false });
    expect(changed.body).not.toContain("passwordHash");
    // The session in use goes on; the other one ended with the old password.
    expect((await laptop.get("/api/user")).statusCode).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await t.anon.post("/api/login", { email: user.email, password: "password123" })).statusCode).toBe(
      401,
    );
    await t.signIn(user.email, "a-new-password");
  });

  it("is for signed-in staff only", async () => {
    const body = { currentPassword: "password123", newPassword: "another-one" };
    expect((await t.anon.post("/api/user/password", body)).statusCode).toBe(401);
    expect((await (await t.as("customer")).post("/api/user/password", body)).statusCode).toBe(403);
  });
});
