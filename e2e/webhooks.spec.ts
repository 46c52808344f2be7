import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, verifyCairnSignature } from "../test/support/webhookReceiver.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

// The receiver listens on 127.0.0.1, which webhooks may reach only when private addresses are allowed.
const site = startSite({ config: { webhookAllowPrivate: true } });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

describe("Webhooks screen", () => {
  it("adds an endpoint, shows its secret once, sends a test event and lists the delivery", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/webhooks");
    await page.getByRole("heading", { name: "No webhook endpoints" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill("ftp://nowhere");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await dialog.getByText("Enter an http:// or https:// address").waitFor();
    await dialog.getByLabel("Endpoint URL").fill(`${receiver.origin}/cairn`);
    await dialog.getByLabel("Description (optional)").fill("Search sync");
    await dialog.getByRole("checkbox", { name: /category\.deleted/ }).uncheck();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    await shown.waitFor();
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "hidden" });

    const row = page.getByRole("row", { name: /Search sync/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("7 events");
    expect(await page.content()).not.toContain(secret);

    await row.getByRole("link", { name: `${receiver.origin}/cairn` }).click();
    await page.getByRole("heading", { name: `${receiver.origin}/cairn` }).waitFor();
    await page.getByText("Nothing sent yet").waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Delivered");
    const delivery = page.getByTestId("webhook-delivery");
    await expect.poll(() => delivery.count()).toBe(1);
    expect(await delivery.textContent()).toMatch(/webhook\.test.*Delivered.*200/);
    await expectAccessible(page);

    // The receiver got it, signed with the secret shown once.
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(verifyCairnSignature(String(request!.headers["cairn-signature"]), request!.body, secret)).toBe(
      true,
    );

    await page.getByRole("button", { name: /^Redeliver webhook\.test/ }).click();
    await expect.poll(() => delivery.count()).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(request!.body);
  });

  it("tells admins on the dashboard of an endpoint disabled after failures", async () => {
    const { id } = await site.app.ctx.db
      .selectFrom("webhookEndpoints")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await site.app.ctx.db
      .updateTable("webhookEndpoints")
      .set({
        enabled: 0,
        disabledAt: new Date().toISOString(),
        disabledReason: "Every delivery failed for 24 hours (last: Answered 500)",
      })
      .where("id", "=", id)
      .execute();
    const { page } = await site.open();
    await signIn(page, "admin", "/admin");
    const notice = page.getByTestId("webhooks-disabled");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Answered 500");
    await expectAccessible(page);
    await notice.getByRole("link").click();
    await page.getByRole("button", { name: "Enable" }).click();
    await page.getByRole("button", { name: "Disable" }).waitFor();
    // The dashboard has read the endpoints (now all enabled) before the notice is looked for.
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/admin/webhooks",
    );
    await page.goto("/admin");
    await listed;
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByTestId("webhooks-disabled").count()).toBe(0);
  });

  it("is for admins only", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/webhooks");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.getByRole("button", { name: "Add endpoint" }).count()).toBe(0);
  });
});
