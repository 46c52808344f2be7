import { describe, expect, it } from "vitest";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("reader feedback", () => {
  it("asks what went wrong after 'Not helpful', and staff read, filter and resolve it", async () => {
    const { page } = await site.open();
    await page.goto("/a/waterproofing-your-tent");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /^Not helpful/ }).click();
    const question = page.getByText("What went wrong?", { exact: true });
    await question.waitFor();
    // Focus moves to the question, since the vote buttons are now disabled.
    await expect.poll(() => question.evaluate((node) => node === document.activeElement)).toBe(true);
    for (const label of ["Outdated", "Unclear", "Didn't answer my question", "Something else"])
      expect(await page.getByRole("radio", { name: label }).count()).toBe(1);
    await expectAccessible(page);

    // Sending without a reason says what is missing, by the form.
    await page.getByRole("button", { name: "Send feedback" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Choose what went wrong.");
    await page.getByRole("radio", { name: "Outdated" }).check();
    await page.getByLabel("Comment (optional)").fill("<b>The seam tape</b> has changed");
    expect(await page.getByText("32/500 characters").count()).toBe(1);
    await page.getByRole("button", { name: "Send feedback" }).click();
    const thanks = page.getByTestId("feedback-thanks");
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain("Thanks for telling us.");

    // Staff: the Feedback screen shows the comment as text, never as markup.
    const admin = (await site.open()).page;
    await signIn(admin, "admin", "/admin/feedback");
    expect(await admin.getByRole("heading", { level: 1 }).textContent()).toBe("Feedback");
    const row = admin.getByTestId("feedback-row").filter({ hasText: "Waterproofing" });
    await row.waitFor();
    expect(await row.getByTestId("feedback-comment").textContent()).toBe("<b>The seam tape</b> has changed");
    expect(await row.locator("b").count()).toBe(0);
    expect(await row.textContent()).toContain("Outdated");
    await expectAccessible(admin);

    await admin.getByLabel("Reason").selectOption("unclear");
    await admin.getByText("No feedback matches these filters.").waitFor();
    await admin.getByLabel("Reason").selectOption("");
    await row.waitFor();

    // The dashboard's verification list names the report.
    await admin.getByRole("link", { name: "Dashboard", exact: true }).click();
    const reported = admin
      .getByTestId("verification-item")
      .filter({ hasText: "Reported outdated by 1 reader" });
    await reported.waitFor();
    expect(await reported.textContent()).toContain("Waterproofing");

    // The editor's Reader Feedback section lists it; Resolve takes it off the open lists.
    await admin.goto("/admin/feedback");
    await row.getByRole("link", { name: /Edit article/ }).click();
    const section = admin.getByTestId("editor-feedback");
    await section.waitFor();
    expect(await section.textContent()).toContain("The seam tape");
    await section.getByRole("button", { name: "Resolve" }).click();
    await section.getByText("No open feedback.").waitFor();
    await admin.goto("/admin/feedback");
    await admin.getByText("No feedback matches these filters.").waitFor();
    await admin.getByLabel("Status").selectOption("resolved");
    await row.waitFor();
    expect(await row.textContent()).toContain("Resolved");
  });

  it("takes an optional comment after 'Helpful', or none", async () => {
    const { page } = await site.open();
    await page.goto("/a/track-your-order");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /^Helpful/ }).click();
    await page.getByText("Anything you would like to add?").waitFor();
    expect(await page.getByRole("radio").count()).toBe(0);
    await page.getByRole("button", { name: "No thanks" }).click();
    expect(await page.getByTestId("feedback-thanks").textContent()).toBe("Thanks for your vote.");
    await expectAccessible(page);
  });
});
