import { dictionary } from "@zxcvbn-ts/language-common";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./commonPasswords.ts";

it("checks against a list of at least 10,000 common passwords, in any letter case", async () => {
  expect(dictionary["passwords-common"].length).toBeGreaterThanOrEqual(10_000);
  expect(await isCommonPassword("qwerty123")).toBe(true);
  expect(await isCommonPassword("Password1")).toBe(true);
  expect(await isCommonPassword("lichen-on-granite-9")).toBe(false);
});

describeEachDatabase(
  "common passwords are refused wherever a password is chosen",
  (t) => {
    const users = async () => (await t.db.selectFrom("users").select("id").execute()).length;

    it("refuses them when an admin creates or edits a user, storing nothing", async () => {
      const admin = await t.as("admin");
      const before = await users();
      const created = await admin.post("/api/admin/users", {
        email: "common-create@example.com",
        password: "iloveyou",
        role: "editor",
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toMatchObject({ field: "password", message: COMMON_PASSWORD_MESSAGE });
      expect(await users()).toBe(before);
      const user = await t.createUser({ email: "common-edit@example.com" });
      const edited = await admin.put(`/api/admin/users/${user.id}`, {
        email: user.email,
        role: "editor",
        password: "football1",
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
      // The 6-character minimum and its message are unchanged.
      const short = await admin.post("/api/admin/users", {
        email: "x@example.com",
        password: "ab1",
        role: "editor",
      });
      expect(short.json().error.message).toContain("Password must be at least 6 characters");
    });

    it("refuses them as one's own new password, and at registration", async () => {
      const user = await t.createUser({ email: "common-own@example.com" });
      const client = await t.signIn(user.email);
      const own = await client.post("/api/user/password", {
        currentPassword: "password123",
        newPassword: "sunshine",
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toMatchObject({ field: "newPassword", message: COMMON_PASSWORD_MESSAGE });
      const registered = await t.anon.post("/api/register", {
        email: "common-reg@example.com",
        password: "monkey123",
      });
      expect(registered.statusCode).toBe(400);
      expect(registered.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
      const fine = await t.anon.post("/api/register", {
        email: "uncommon-reg@example.com",
        password: "moss-on-the-ridge",
      });
      expect(fine.statusCode).toBe(201);
    });
  },
  { allowRegistration: true },
);
