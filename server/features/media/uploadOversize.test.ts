import net from "node:net";
import { beforeAll, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { multipartFile } from "../../../test/support/sampleFiles.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

/**
 * Sends a request over a plain socket the way a browser uploads: headers, then the body in
 * chunks as fast as the connection takes them. Answers what came back and whether sending failed.
 */
function sendSlowly(
  port: number,
  head: string,
  bodyLength: number,
): Promise<{ answer: string; sendError: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sendError: string | null = null;
    socket.on("data", (data) => {
      answer += data.toString("latin1");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      sendError = error.code ?? error.message;
    });
    socket.on("close", () => resolve({ answer, sendError }));
    socket.on("connect", async () => {
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let sent = 0; sent < bodyLength && !socket.destroyed; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyLength - sent));
        if (!socket.write(piece)) await new Promise((resume) => socket.once("drain", resume));
        if ((sent / chunk.length) % 32 === 0) await new Promise((pause) => setTimeout(pause, 2));
      }
      if (!socket.destroyed) socket.end();
    });
  });
}

describeEachDatabase("uploads over the limit and cut-off bodies", (t) => {
  let port: number;
  let cookie: string;
  let editor: TestClient;
  beforeAll(async () => {
    const user = await t.createUser({ email: "oversize@example.com" });
    const login = await t.anon.post("/api/login", { email: user.email, password: "password123" });
    cookie = `cairn_session=${login.cookies.find((c) => c.name === "cairn_session")?.value}`;
    editor = await t.signIn(user.email);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it("reads the rest of an oversized upload before answering 413, so the sender sees the answer", async () => {
    const bodyLength = Math.floor(UPLOAD_MAX_BYTES * 1.5);
    const head = [
      "POST /api/admin/upload HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      "Content-Type: multipart/form-data; boundary=cairn-boundary",
      `Content-Length: ${bodyLength}`,
      "",
      "",
    ].join("\r\n");
    const { answer, sendError } = await sendSlowly(port, head, bodyLength);
    expect(sendError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"TOO_LARGE"');
  });

  it("answers 400, not 500, to a multipart body cut off before its end", async () => {
    const { payload, headers } = multipartFile("cut.txt", "text/plain", Buffer.alloc(5000, "b"));
    const truncated = payload.subarray(0, 3000);
    const response = await editor.send({
      method: "POST",
      url: "/api/admin/upload",
      headers: { ...headers, "content-length": String(truncated.length) },
      payload: truncated,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_INPUT");
  });
});
