import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; its probe alone breaks the strict
// CSP (script-src 'self', no unsafe-eval) and is reported as a violation. Interpreted parsing is
// plenty fast for forms. Imported first by the admin entry, before any schema parses.
z.config({ jitless: true });
