import type { Page } from "playwright-core";
import { STAFF_USERS, type StaffRole } from "./staffUsers.ts";

/**
 * Signs the page's browser context in as the seeded admin or editor, the way a person does: the
 * /auth form. Then opens `path` (default the dashboard) and waits for the admin shell.
 */
export async function signIn(page: Page, role: StaffRole, path = "/admin"): Promise<void> {
  const user = STAFF_USERS[role];
  await page.goto(`/auth?next=${encodeURIComponent(path)}`);
  await page.getByLabel("Email Address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  // The shell's main area (the sidebar itself is folded away on phones).
  await page.locator("#admin-main").waitFor();
}

/** Signs in through the API only (faster), for specs that do not test the sign-in page. */
export async function signInByApi(page: Page, role: StaffRole, baseUrl: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/login`, {
    data: STAFF_USERS[role],
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in as ${role} failed: ${response.status()}`);
}
