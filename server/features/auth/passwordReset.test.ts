import { afterAll, afterEach, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../test/support/smtpReceiver.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { createPasswordResetLink } from "./passwordReset.ts";

const smtp = await startSmtpReceiver();
afterAll(() => smtp.stop());

/** The mail sent to the address, waited for (sending does not hold up the answer). */
async function mailTo(address: string, count = 1): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mails = smtp.mails.filter((mail) => mail.to.includes(address));
    if (mails.length >= count) return mails[count - 1]!.raw;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

const tokenIn = (mail: string) => /\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? "";

describeEachDatabase(
  "password reset by email",
  (t) => {
    afterEach(() => clock.reset());
    const ask = (email: string) => t.anon.post("/api/password-reset", { email });
    const complete = (token: string, newPassword: string) =>
      t.anon.post("/api/password-reset/complete", { token, newPassword });

    it("mails a single-use link that sets a new password and ends every session", async () => {
      const user = await t.createUser({ email: `forgetful-hiker-${t.dialect}@example.com` });
      const signedIn = await t.signIn(user.email);
      const known = await ask(` Forgetful-Hiker-${t.dialect.toUpperCase()}@example.com `);
      const unknown = await ask("nobody-here@example.com");
      // The same answer whether or not the account exists.
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);

      const mail = await mailTo(user.email);
      expect(mail).toContain("Subject: Reset your password");
      const token = tokenIn(mail);
      expect(token).toHaveLength(43);
      expect(mail).toContain(`${SITE_ORIGIN}/auth/reset-password?token=${token}`);
      // Only the token's hash is stored.
      const stored = await t.db
        .selectFrom("passwordResets")
        .select("id")
        .where("userId", "=", user.id)
        .execute();
      expect(stored.map((row) => row.id)).not.toContain(token);

      // The link's page is the portal's.
      const page = await t.anon.get(`/auth/reset-password?token=${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");

      const common = await complete(token, "password1");
      expect(common.json().error).toMatchObject({
        field: "newPassword",
        message: "This password is too common",
      });
      expect((await complete(token, "granite-and-moss-2")).statusCode).toBe(200);
      expect((await signedIn.get("/api/user")).statusCode).toBe(401);
      await expect(t.signIn(user.email, "granite-and-moss-2")).resolves.toBeDefined();
      const again = await complete(token, "another-new-one-3");
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(
        "This reset link is invalid, used or expired. Ask for a new one.",
      );
      expect(smtp.mails.some((m) => m.to.includes("nobody-here@example.com"))).toBe(false);
    });

    it("refuses a link after 30 minutes", async () => {
      const user = await t.createUser({ email: `slow-reader-${t.dialect}@example.com` });
      await ask(user.email);
      const token = tokenIn(await mailTo(user.email));
      clock.set(new Date(Date.now() + 31 * 60_000));
      expect((await complete(token, "granite-and-moss-4")).statusCode).toBe(400);
      await expect(t.signIn(user.email)).resolves.toBeDefined();
    });

    it("mails one account at most three links an hour", async () => {
      const user = await t.createUser({ email: `flooded-inbox-${t.dialect}@example.com` });
      for (let i = 0; i < 4; i += 1)
        expect(
          (
            await t.app.inject({
              method: "POST",
              url: "/api/password-reset",
              remoteAddress: `127.0.9.${i + 1}`,
              headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
              payload: JSON.stringify({ email: user.email }),
            })
          ).statusCode,
        ).toBe(200);
      await mailTo(user.email, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
    });

    it("offers Forgot password? on the sign-in page", async () => {
      const shell = await t.anon.get("/auth");
      expect(shell.body).toContain('"passwordResetByEmail":true');
    });
  },
  { smtpUrl: smtp.url, publicUrl: SITE_ORIGIN, allowedHosts: ["localhost:80"] },
);

describeEachDatabase("password reset without mail", (t) => {
  it("makes a working one-time link for an operator to hand over (npm run reset-password)", async () => {
    const user = await t.createUser({ email: "no-smtp@example.com" });
    const link = await createPasswordResetLink(t.app.ctx, user.id);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/);
    const token = tokenIn(link);
    const done = await t.anon.post("/api/password-reset/complete", {
      token,
      newPassword: "lichen-and-fern-5",
    });
    expect(done.statusCode).toBe(200);
    await expect(t.signIn(user.email, "lichen-and-fern-5")).resolves.toBeDefined();
    // Without SMTP_URL the sign-in page offers no "Forgot password?".
    expect((await t.anon.get("/auth")).body).toContain('"passwordResetByEmail":false');
  });
});
