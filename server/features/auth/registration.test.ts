import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase(
  "registration when enabled",
  (t) => {
    it("creates a signed-in user with no portal access", async () => {
      const response = await t.anon.post("/api/register", {
        email: "Camper@Example.com",
        password: "trail-mix",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: "camper@example.com", role: "customer" });
      expect(response.body).not.toContain("trail-mix");
      const cookie = response.cookies.find((c) => c.name === "cairn_session")!;
      const headers = { cookie: `cairn_session=${cookie.value}` };

      const me = await t.app.inject({ url: "/api/user", headers });
      expect(me.json().email).toBe("camper@example.com");
      const admin = await t.app.inject({ url: "/api/admin/articles", headers });
      expect(admin.statusCode).toBe(403);
    });

    it("refuses a taken email with 409 and a short password with its message, storing nothing", async () => {
      await t.createUser({ email: "taken@example.com" });
      const taken = await t.anon.post("/api/register", {
        email: "taken@example.com",
        password: "camp-secret-123",
      });
      expect(taken.statusCode).toBe(409);
      const short = await t.anon.post("/api/register", { email: "short@example.com", password: "12345" });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toContain("Password must be at least 6 characters");
      const rows = await t.db
        .selectFrom("users")
        .select("email")
        .where("email", "in", ["taken@example.com", "short@example.com"])
        .execute();
      expect(rows.map((r) => r.email)).toEqual(["taken@example.com"]);
    });
  },
  { allowRegistration: true },
);
