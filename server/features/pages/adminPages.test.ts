import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("admin portal pages", (t) => {
  it("answers /auth and every /admin address with the uncached, unindexed, unframeable shell", async () => {
    await t.app.ctx.settings.update(t.db, { allowed_origins: "https://shop.example.com" });
    for (const url of ["/auth", "/admin", "/admin/articles/12/edit", "/admin/no-such-screen"]) {
      const response = await t.anon.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      // Public pages may be embedded by allowed_origins; the portal never.
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("shop.example.com");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const publicPage = await t.anon.get("/");
    expect(String(publicPage.headers["content-security-policy"])).toContain("shop.example.com");
  });

  it("puts the signed-in user in the page, script-safely, and nobody when signed out", async () => {
    const state = (html: string) =>
      JSON.parse(/<script type="application\/json" id="admin-state">(.*?)<\/script>/s.exec(html)![1]!);
    expect(state((await t.anon.get("/auth")).body)).toEqual({
      user: null,
      allowRegistration: false,
      passwordResetByEmail: false,
      singleSignOn: null,
    });
    const editor = await t.createUser({ role: "editor", email: "</script><b>@example.com" });
    const client = await t.signIn(editor.email);
    const html = (await client.get("/admin")).body;
    expect(html).not.toContain("</script><b>");
    expect(state(html).user).toMatchObject({ email: editor.email, role: "editor" });
    expect(html).not.toContain("passwordHash");
  });
});
