#!/usr/bin/env node
// `npx cairn <command>`: the command-line tool. It runs the TypeScript sources through tsx, as
// the other scripts do, with the same configuration as the server (DATABASE_URL, DATA_DIR, S3_*).
import { register } from "tsx/esm/api";

register();
const { runCli } = await import("../server/cli/cairnCli.ts");
process.exitCode = await runCli(process.argv.slice(2));
