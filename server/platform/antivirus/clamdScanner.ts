import { connect } from "node:net";

/** What the scanner said of one file. */
export type ScanVerdict =
  | { status: "clean" }
  | { status: "infected"; signature: string }
  | { status: "unavailable"; reason: string };

export interface VirusScanner {
  scan(bytes: Buffer): Promise<ScanVerdict>;
}

export interface ClamdAddress {
  host: string;
  port: number;
}

/** clamd reads a stream in chunks, each preceded by its length; well under its default limits. */
const CHUNK_BYTES = 64 * 1024;
/** The longest answer clamd gives is a signature name; anything longer is not clamd. */
const MAX_REPLY_BYTES = 4096;

/**
 * A virus scanner that hands each file to ClamAV's daemon (clamd) over TCP with its INSTREAM
 * command: the bytes in length-prefixed chunks, a zero length to end, then one answer,
 * "stream: OK" or "stream: <signature> FOUND". Anything else (no connection, a timeout, an error
 * answer such as a file over clamd's StreamMaxLength) is "unavailable": the caller refuses the
 * file rather than store it unchecked, and `onUnavailable` is told why.
 */
export function clamdScanner(
  address: ClamdAddress,
  timeoutMs: number,
  onUnavailable: (reason: string) => void,
): VirusScanner {
  return {
    async scan(bytes) {
      const verdict = await instream(address, bytes, timeoutMs);
      if (verdict.status === "unavailable") onUnavailable(verdict.reason);
      return verdict;
    },
  };
}

function instream(address: ClamdAddress, bytes: Buffer, timeoutMs: number): Promise<ScanVerdict> {
  return new Promise((resolve) => {
    const replies: Buffer[] = [];
    let replyBytes = 0;
    let settled = false;
    const socket = connect({ host: address.host, port: address.port });
    const finish = (verdict: ScanVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(verdict);
    };
    // One deadline for the whole exchange: connecting, sending and clamd's answer.
    const deadline = setTimeout(
      () => finish({ status: "unavailable", reason: `no answer from clamd within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.on("error", (error) => finish({ status: "unavailable", reason: error.message }));
    socket.on("data", (chunk: Buffer) => {
      replyBytes += chunk.length;
      if (replyBytes > MAX_REPLY_BYTES)
        finish({ status: "unavailable", reason: "clamd's answer is too long" });
      else replies.push(chunk);
    });
    socket.on("end", () => finish(verdictOf(Buffer.concat(replies).toString("utf8"))));
    socket.on("close", () => finish(verdictOf(Buffer.concat(replies).toString("utf8"))));
    socket.on("connect", () => {
      socket.write("zINSTREAM\0");
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        const chunk = bytes.subarray(start, start + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
  });
}

/** Reads clamd's answer to INSTREAM (NUL-terminated with the z prefix). */
function verdictOf(reply: string): ScanVerdict {
  const answer = reply.replace(/\0+$/, "").trim();
  if (answer === "stream: OK") return { status: "clean" };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { status: "infected", signature: found[1] };
  return {
    status: "unavailable",
    reason: answer
      ? `clamd answered "${answer.slice(0, 200)}"`
      : "clamd closed the connection without an answer",
  };
}
