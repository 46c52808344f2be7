// npm run audit:lighthouse — Lighthouse (mobile) in the system Chromium on home, a category and an
// article of the production build; prints the four category scores of each page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromiumArgs.ts";
import { startSite } from "./support/startSite.ts";

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const site = await startSite();
const pages = site.pages;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  console.log(`audit:lighthouse — mobile, ${site.url}`);
  console.log(`${"page".padEnd(10)}${categories.map((name) => name.padStart(16)).join("")}`);
  for (const page of pages) {
    const result = await lighthouse(`${site.url}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      formFactor: "mobile",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${page.path}`);
    const scores = categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
    console.log(`${page.name.padEnd(10)}${scores.map((score) => String(score).padStart(16)).join("")}`);
    for (const name of categories) {
      for (const ref of lhr.categories[name]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && process.env.LH_VERBOSE) {
          console.log(`    ${name}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
        }
      }
    }
    if (scores.some((score) => score === 0)) failed = true;
  }
} finally {
  chrome.kill();
  await site.stop();
}
if (failed) process.exit(1);
