import fs from "node:fs";
import { expect, it } from "vitest";
import { PRODUCTION_NODE_FLAGS } from "./productionNodeFlags.ts";

it("runs the compiled server in benchmarks and tests with the flags of `npm start`", () => {
  const { scripts } = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  expect(scripts.start).toContain(`node ${PRODUCTION_NODE_FLAGS.join(" ")} dist/app/server.js`);
});
