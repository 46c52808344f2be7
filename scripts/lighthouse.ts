// npm run audit:lighthouse — Lighthouse in the system Chromium on the production build: mobile on
// home, a category and an article; desktop on the admin sign-in page and the dashboard (signed in
// as the seeded admin). Prints the four category scores of each page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { STAFF_USERS } from "../e2e/support/staffUsers.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromiumArgs.ts";
import { startSite } from "./support/startSite.ts";

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const site = await startSite();
const pages = site.pages;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let failed = false;

/** Audits one page, prints its row of scores (and, with LH_VERBOSE, the audits that lost points). */
async function audit(name: string, url: string, options: { desktop?: boolean; cookie?: string } = {}) {
  // Lighthouse sometimes fails to record a page's trace (NO_NAVSTART: 3 of 39 page audits in one
  // evening with Chromium 156 here) and asks to be run again: such a page is audited again, twice
  // at most.
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        ...(options.desktop ? {} : { formFactor: "mobile" as const }),
        ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
      },
      options.desktop ? (desktopConfig as Config) : undefined,
    );
    lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) break;
    console.log(`    attempt ${attempt}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  const scores = categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
  console.log(`${name.padEnd(10)}${scores.map((score) => String(score).padStart(16)).join("")}`);
  for (const warning of process.env.LH_VERBOSE ? lhr.runWarnings : []) console.log(`    warning: ${warning}`);
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1 && process.env.LH_VERBOSE) {
        console.log(`    ${category}: ${item.id} (${item.score}) ${item.displayValue ?? ""}`);
      }
    }
  }
  if (scores.some((score) => score === 0)) failed = true;
}

/** A session cookie of the seeded admin, signed in through the API as the sign-in form does. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${site.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify(STAFF_USERS.admin),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const header = `${"page".padEnd(10)}${categories.map((name) => name.padStart(16)).join("")}`;
try {
  console.log(`audit:lighthouse — mobile, ${site.url}`);
  console.log(header);
  for (const page of pages) await audit(page.name, `${site.url}${page.path}`);
  console.log("admin portal — desktop");
  console.log(header);
  await audit("sign-in", `${site.url}/auth`, { desktop: true });
  await audit("dashboard", `${site.url}/admin`, { desktop: true, cookie: await adminCookie() });
} finally {
  chrome.kill();
  await site.stop();
}
if (failed) process.exit(1);
