import { expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

describeEachDatabase("cross-site request forgery", (t) => {
  const siteName = async () => (await t.anon.get("/api/public/settings")).json().site_name;

  it("refuses a state change with a session from a foreign origin, or naming no origin at all", async () => {
    const admin = await t.as("admin");
    const before = await siteName();
    const foreign = await admin.put(
      "/api/admin/settings",
      { site_name: "Pwned" },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("BAD_ORIGIN");
    const foreignReferer = await admin.put(
      "/api/admin/settings",
      { site_name: "Pwned" },
      { origin: "", referer: "https://evil.example/page" },
    );
    expect(foreignReferer.statusCode).toBe(403);
    const nullOrigin = await admin.put("/api/admin/settings", { site_name: "Pwned" }, { origin: "null" });
    expect(nullOrigin.statusCode).toBe(403);
    // Look-alike hosts are not us.
    const lookAlike = await admin.put(
      "/api/admin/settings",
      { site_name: "Pwned" },
      { origin: "http://localhost.evil.example" },
    );
    expect(lookAlike.statusCode).toBe(403);
    const none = await admin.delete("/api/admin/users/999999", { origin: "" });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe("BAD_ORIGIN");
    expect(await siteName()).toBe(before);
  });

  it("accepts a Referer from our own origin when the browser sends no Origin", async () => {
    const admin = await t.as("admin");
    const response = await admin.put(
      "/api/admin/settings",
      { site_name: "Referer OK" },
      { origin: "", referer: `${SITE_ORIGIN}/admin/settings` },
    );
    expect(response.statusCode).toBe(200);
    expect(await siteName()).toBe("Referer OK");
  });

  it("refuses a sign-in posted from a foreign site (login CSRF) even without a session", async () => {
    const user = await t.createUser({ email: "csrf-login@example.com" });
    const response = await t.anon.post(
      "/api/login",
      { email: user.email, password: "password123" },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === "cairn_session")).toBeUndefined();
  });
});
