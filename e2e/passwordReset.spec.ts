import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../test/support/smtpReceiver.ts";
import { expectAccessible, startSite } from "./support/site.ts";
import { STAFF_USERS } from "./support/staffUsers.ts";

/** A free port on this machine, so PUBLIC_URL (in the mailed link) can name it before start. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const smtp = await startSmtpReceiver();
afterAll(() => smtp.stop());
const port = await freePort();
const site = startSite({ config: { port, publicUrl: `http://localhost:${port}`, smtpUrl: smtp.url } });

describe("forgotten password", () => {
  it("mails a link from the sign-in page that sets a new password", async () => {
    const { page } = await site.open();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/auth/forgot-password");
    await expectAccessible(page);
    await page.getByLabel("Email Address").fill(STAFF_USERS.editor.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "a link to choose a new password is on its way" })
      .waitFor();

    let mail = "";
    await expect
      .poll(() => {
        mail = smtp.mails.find((m) => m.to.includes(STAFF_USERS.editor.email))?.raw ?? "";
        return mail;
      })
      .toContain("/auth/reset-password?token=");
    const link =
      /http:\/\/localhost:\d+\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? "";
    await page.goto(link);
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("New Password", { exact: true }).fill("a-brand-new-trail-9");
    await page.getByLabel("Confirm New Password").fill("a-brand-new-trail-9");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.getByRole("status").filter({ hasText: "Your new password is set" }).waitFor();

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email Address").fill(STAFF_USERS.editor.email);
    await page.getByLabel("Password", { exact: true }).fill("a-brand-new-trail-9");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
  });
});
