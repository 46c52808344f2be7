#!/usr/bin/env node
// `npx cairn <command>`: the command-line tool. It runs the TypeScript sources through tsx, as
// the other scripts do, with the same configuration as the server (DATABASE_URL, DATA_DIR, S3_*).
// tsx is given the project's tsconfig.json by path: it would otherwise look in the working
// directory, and from anywhere else compile JSX for a global React that is not there.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
const { runCli } = await import("../server/cli/cairnCli.ts");
process.exitCode = await runCli(process.argv.slice(2));
