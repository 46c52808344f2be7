import fs from "node:fs";
import { createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile, pngImage, textDocument } from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient, type TestContext } from "../../../test/support/testApp.ts";
import { eicarTestFile, freeLoopbackPort, startTestClamd } from "../../../test/support/testClamd.ts";
import { clamdScanner } from "../../platform/antivirus/clamdScanner.ts";
import { loadConfig } from "../../platform/config.ts";
import { importMarkdown } from "../transfer/markdownImport.ts";

// One real ClamAV daemon for the whole file, with the EICAR test file as its only signature.
const clamd = await startTestClamd();
afterAll(() => clamd.stop());

const closedPort = await freeLoopbackPort();

/** CLAMAV_URL as the server reads it. */
const scanningWith = (url: string, timeout = "10000") => ({
  virusScan: loadConfig({ CLAMAV_URL: url, CLAMAV_TIMEOUT_MS: timeout }).virusScan,
});

/** What an upload could have left behind: media rows, stored objects, and audit entries of viruses. */
function storedState(t: TestContext) {
  return async () => {
    const media = await t.db
      .selectFrom("mediaFiles")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const root = t.app.ctx.config.uploadsDir;
    return {
      mediaFiles: Number(media.n),
      objects: fs.existsSync(root)
        ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
            .length
        : 0,
    };
  };
}

const upload = (client: TestClient, filename: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(filename, type, bytes);
  return client.send({ method: "POST", url: "/api/admin/upload", payload, headers });
};

/** The media library's path: a signed address, the PUT to it, then finalize. */
async function signedUpload(client: TestClient, filename: string, type: string, bytes: Buffer) {
  const asked = await client.post("/api/objects/upload", { filename, contentType: type, size: bytes.length });
  expect(asked.statusCode).toBe(200);
  const { uploadURL } = asked.json() as { uploadURL: string };
  const put = await client.send({
    method: "PUT",
    url: uploadURL,
    payload: bytes,
    headers: { "content-type": type },
  });
  expect(put.statusCode).toBe(200);
  return client.post("/api/media/finalize", { uploadURL, filename, contentType: type });
}

describeEachDatabase(
  "virus scanning of uploads (CLAMAV_URL, a real clamd)",
  (t) => {
    let editor: TestClient;
    let editorId: number;
    const stored = storedState(t);
    beforeAll(async () => {
      const user = await t.createUser({ role: "editor" });
      editorId = user.id;
      editor = await t.signIn(user.email);
    });

    it("refuses an infected upload with 422 FILE_INFECTED before storing anything, audited; clean files go in", async () => {
      const before = await stored();
      const infected = await upload(editor, "tent-sizes.txt", "text/plain", eicarTestFile());
      expect(infected.statusCode).toBe(422);
      expect(infected.json()).toEqual({
        error: {
          code: "FILE_INFECTED",
          message: `This file contains a virus (${clamd.signature}) and was not uploaded.`,
          field: "file",
        },
      });
      expect(await stored()).toEqual(before);
      const audit = await t.db
        .selectFrom("auditLog")
        .selectAll()
        .where("action", "=", "media.virus_found")
        .where("actorId", "=", editorId)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.summary).toBe(`Refused tent-sizes.txt: the virus scanner found ${clamd.signature}`);

      const text = await upload(editor, "tent-sizes.txt", "text/plain", textDocument());
      expect(text.statusCode).toBe(201);
      const image = await upload(editor, "map.png", "image/png", await pngImage());
      expect(image.statusCode).toBe(201);
      expect((await stored()).mediaFiles).toBe(before.mediaFiles + 2);
    });

    it("scans a signed upload at finalize: an infected file never becomes media and its object is removed", async () => {
      const before = await stored();
      const infected = await signedUpload(editor, "notes.txt", "text/plain", eicarTestFile());
      expect(infected.statusCode).toBe(422);
      expect(infected.json().error.code).toBe("FILE_INFECTED");
      expect(await stored()).toEqual(before);

      const clean = await signedUpload(editor, "notes.txt", "text/plain", textDocument());
      expect(clean.statusCode).toBe(200);
      expect((await stored()).mediaFiles).toBe(before.mediaFiles + 1);
    });

    it("skips an imported article whose file is infected, storing none of it", async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-virus-import-"));
      try {
        fs.mkdirSync(path.join(folder, "tents"));
        fs.writeFileSync(path.join(folder, "tents", "_category.yml"), "name: Tents\n");
        fs.writeFileSync(
          path.join(folder, "tents", "pitching.md"),
          "---\ntitle: Pitching a tent\n---\n\n![Map](map.png)\n",
        );
        fs.writeFileSync(path.join(folder, "tents", "map.png"), eicarTestFile());
        const before = await stored();
        const report = await importMarkdown(t.app.ctx, folder, { dryRun: false, userId: null });
        expect(report.skipped).toEqual([
          {
            path: "tents/pitching.md",
            reason: `This file contains a virus (${clamd.signature}) and was not uploaded.`,
          },
        ]);
        expect(report.created.media).toBe(0);
        expect(await stored()).toEqual(before);
        const article = await t.db
          .selectFrom("articles")
          .select("id")
          .where("slug", "=", "pitching")
          .executeTakeFirst();
        expect(article).toBeUndefined();
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  },
  scanningWith(clamd.url),
);

describeEachDatabase(
  "virus scanning of uploads with the scanner out of reach",
  (t) => {
    const stored = storedState(t);
    it("refuses every upload with 503 VIRUS_SCANNER_UNAVAILABLE and stores nothing", async () => {
      const editor = await t.as("editor");
      const before = await stored();
      const refused = await upload(editor, "tent-sizes.txt", "text/plain", textDocument());
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe("VIRUS_SCANNER_UNAVAILABLE");
      expect(refused.json().error.message).toContain("cannot be checked for viruses");
      expect(refused.headers["retry-after"]).toBe("60");
      const finalized = await signedUpload(editor, "notes.txt", "text/plain", textDocument());
      expect(finalized.statusCode).toBe(503);
      expect(finalized.json().error.code).toBe("VIRUS_SCANNER_UNAVAILABLE");
      expect(await stored()).toEqual(before);
    });
  },
  scanningWith(`tcp://127.0.0.1:${closedPort}`, "2000"),
);

describe("the clamd client", () => {
  it("is configured by CLAMAV_URL, tcp://host:port, and scans nothing without it", () => {
    expect(loadConfig({}).virusScan).toBeUndefined();
    expect(loadConfig({ CLAMAV_URL: "tcp://127.0.0.1:3310" }).virusScan).toEqual({
      address: { host: "127.0.0.1", port: 3310 },
      timeoutMs: 30_000,
    });
    expect(loadConfig({ CLAMAV_URL: "tcp://[::1]:3310", CLAMAV_TIMEOUT_MS: "5000" }).virusScan).toEqual({
      address: { host: "::1", port: 3310 },
      timeoutMs: 5_000,
    });
    for (const wrong of ["http://127.0.0.1:3310", "tcp://clamav", "127.0.0.1:3310", "tcp://clamav:99999"])
      expect(() => loadConfig({ CLAMAV_URL: wrong }), wrong).toThrow(/CLAMAV_URL/);
  });

  it("answers clean or infected as the daemon says", async () => {
    const reasons: string[] = [];
    const scanner = clamdScanner({ host: clamd.host, port: clamd.port }, 10_000, (reason) =>
      reasons.push(reason),
    );
    expect(await scanner.scan(eicarTestFile())).toEqual({ status: "infected", signature: clamd.signature });
    expect(await scanner.scan(textDocument())).toEqual({ status: "clean" });
    // Larger than one chunk of the stream.
    expect(await scanner.scan(Buffer.alloc(300_000, 7))).toEqual({ status: "clean" });
    expect(reasons).toEqual([]);
  });

  it("reports the scanner unavailable, and why, when nothing listens or it does not answer in time", async () => {
    const reasons: string[] = [];
    const refused = clamdScanner({ host: "127.0.0.1", port: closedPort }, 2_000, (reason) =>
      reasons.push(reason),
    );
    expect((await refused.scan(textDocument())).status).toBe("unavailable");
    expect(reasons).toEqual([expect.stringContaining("ECONNREFUSED")]);

    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as { port: number };
      const started = Date.now();
      const verdict = await clamdScanner({ host: "127.0.0.1", port }, 300, (reason) =>
        reasons.push(reason),
      ).scan(textDocument());
      expect(verdict).toEqual({ status: "unavailable", reason: "no answer from clamd within 300 ms" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(reasons[1]).toBe("no answer from clamd within 300 ms");
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
