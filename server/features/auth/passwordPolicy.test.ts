import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { CONTEXT_PASSWORD_MESSAGE, contextWords, isContextPassword } from "./passwordPolicy.ts";
import { createPasswordResetLink } from "./passwordReset.ts";

describe("context words", () => {
  const words = contextWords("Trailhead Outfitters", "jane.doe@trailhead-gear.co.uk", ["Basecamp X"]);

  it("come from the product, the site's name, the email and the operator's list", () => {
    for (const word of ["cairn", "admin", "trailhead", "outfitters", "trailheadoutfitters", "jane", "doe"])
      expect(words).toContain(word);
    expect(words).toContain("janedoe");
    expect(words).toContain("gear");
    expect(words).toContain("basecampx");
    expect(words).not.toContain("uk");
  });

  it("refuse a password that is little more than them, through case and substitutions", () => {
    for (const password of [
      "Trailhead2024!",
      "TRA1LHEAD!!",
      "tr@ilhe@d99",
      "JaneDoe1980",
      "cairnadmin",
      "Basecamp-X1",
    ])
      expect(isContextPassword(password, words), password).toBe(true);
  });

  it("are compared as the password is, so digits in a site's name count too", () => {
    const words = contextWords("Camp4 Gear", "sam@example.com", []);
    expect(isContextPassword("Camp4Gear!", words)).toBe(true);
    expect(isContextPassword("campagear", words)).toBe(true);
    expect(isContextPassword("camp-four-gear-list", words)).toBe(false);
  });

  it("let a long phrase through even when a context word is in it", () => {
    for (const password of ["trailhead-tents-stay-dry", "lichen-on-granite-9", "moss-on-the-ridge"])
      expect(isContextPassword(password, words), password).toBe(false);
  });
});

describeEachDatabase(
  "context words are refused wherever a password is chosen",
  (t) => {
    const userCount = async () => (await t.db.selectFrom("users").select("id").execute()).length;

    it("refuses the site's name or the account's email as a new user's password, storing nothing", async () => {
      const admin = await t.as("admin");
      expect(
        (
          await admin.put("/api/admin/settings", {
            ...defaultSiteSettings,
            site_name: "Trailhead Outfitters",
          })
        ).statusCode,
      ).toBe(200);
      const before = await userCount();
      for (const [email, password] of [
        ["new.editor@example.com", "Trailhead2024!"],
        ["mara.lind@example.com", "MaraLind1990"],
      ]) {
        const created = await admin.post("/api/admin/users", { email, password, role: "editor" });
        expect(created.statusCode).toBe(400);
        expect(created.json().error).toMatchObject({ field: "password", message: CONTEXT_PASSWORD_MESSAGE });
      }
      expect(await userCount()).toBe(before);
      const fine = await admin.post("/api/admin/users", {
        email: "mara.lind@example.com",
        password: "granite-ridge-at-dawn",
        role: "editor",
      });
      expect(fine.statusCode).toBe(201);
    });

    it("refuses them as one's own new password, at registration and through a reset link's form", async () => {
      const user = await t.createUser({ email: "sam.ortiz@example.com" });
      const client = await t.signIn(user.email);
      const own = await client.post("/api/user/password", {
        currentPassword: "password123",
        newPassword: "SamOrtiz!!",
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toMatchObject({ field: "newPassword", message: CONTEXT_PASSWORD_MESSAGE });
      const registered = await t.anon.post("/api/register", {
        email: "kit@example.com",
        password: "helpcenter1",
      });
      expect(registered.statusCode).toBe(400);
      expect(registered.json().error.message).toBe(CONTEXT_PASSWORD_MESSAGE);
      // Operator words (PASSWORD_CONTEXT_WORDS) count as well.
      const codename = await t.anon.post("/api/register", {
        email: "lee@example.com",
        password: "Summit-Line-7",
      });
      expect(codename.statusCode).toBe(400);
      expect(codename.json().error.message).toBe(CONTEXT_PASSWORD_MESSAGE);

      const link = await createPasswordResetLink(t.app.ctx, user.id);
      const token = new URL(link).searchParams.get("token");
      const reset = (newPassword: string) =>
        t.anon.post("/api/password-reset/complete", { token, newPassword });
      const refused = await reset("sam-ortiz-77");
      expect(refused.json().error).toMatchObject({ field: "newPassword", message: CONTEXT_PASSWORD_MESSAGE });
      // A refused password leaves the link unspent.
      expect((await reset("granite-ridge-at-dawn")).statusCode).toBe(200);
    });
  },
  { allowRegistration: true, passwordContextWords: ["Summit Line"] },
);
