import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("sign-in and sessions", (t) => {
  it("signs in, answers the current user without a password, and signs out", async () => {
    const user = await t.createUser({ email: "Editor@Example.com".toLowerCase(), role: "editor" });
    const login = await t.anon.post("/api/login", { email: "EDITOR@example.com", password: "password123" });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: user.id, email: "editor@example.com", role: "editor" });
    expect(login.body).not.toContain("passwordHash");
    const cookie = login.cookies.find((c) => c.name === "cairn_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");

    const me = await t.app.inject({ url: "/api/user", headers: { cookie: `cairn_session=${cookie.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().lastLoginAt).toEqual(expect.any(String));

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: `cairn_session=${cookie.value}`, origin: "http://localhost" },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      url: "/api/user",
      headers: { cookie: `cairn_session=${cookie.value}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it("answers a wrong email and a wrong password with the same 401", async () => {
    await t.createUser({ email: "known@example.com" });
    const wrongPassword = await t.anon.post("/api/login", {
      email: "known@example.com",
      password: "nope-nope",
    });
    const wrongEmail = await t.anon.post("/api/login", {
      email: "unknown@example.com",
      password: "nope-nope",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json().error.message).toBe("Invalid email or password.");
  });

  it("answers 401 to /api/user when signed out", async () => {
    const response = await t.anon.get("/api/user");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHORIZED");
  });

  it("refuses registration while it is disabled, storing nothing", async () => {
    const response = await t.anon.post("/api/register", { email: "new@example.com", password: "secret123" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("Registration is disabled");
    const row = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "new@example.com")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses a state-changing request with a session from a foreign origin", async () => {
    const client = await t.as("admin");
    const response = await client.post("/api/logout", {}, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("BAD_ORIGIN");
  });
});
