// What `import … from "zod"` resolves to in the browser bundles (vite.config.ts aliases it here).
// zod compiles object parsers with `new Function` when it may, and its probe runs as each object
// schema is created; under the strict CSP (script-src 'self', no unsafe-eval) that probe is a
// reported violation on every page. Turning the compiler off here runs before any schema module,
// which all import "zod"; interpreted parsing is plenty fast in a browser.
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
