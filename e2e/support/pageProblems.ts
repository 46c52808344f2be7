import type { BrowserContext, ConsoleMessage, Page, Request, Response } from "playwright-core";

/** A failure a test provokes on purpose, and why; anything else the pages report fails the test. */
export interface ExpectedFailure {
  /** Why the test makes this happen: the allowance names its reason where it is declared. */
  because: string;
  /** The request's address (for `status`) or the console or page error's text (for `message`). */
  url?: RegExp;
  /** An HTTP status of 400 or more, or "failed" for a request that got no answer at all. */
  status?: number | "failed";
  /** A console error or uncaught page error whose text matches. */
  message?: RegExp;
}

interface Problem {
  kind: "console" | "page error" | "response" | "request failed";
  text: string;
  url: string;
  status?: number | "failed";
}

interface Watch {
  problems: Problem[];
  expected: ExpectedFailure[];
}

const watches = new WeakMap<BrowserContext, Watch>();

/**
 * Requests to these hosts are the site under test (and its storage); anything else is the outside
 * world, which the test machine cannot reach (a YouTube frame, an external logo), so its failures
 * say nothing about the product.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLoopback = (url: string) => {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** Chromium's console echo of a failed request; the request itself is checked from the network events. */
const FAILED_RESOURCE = /^Failed to load resource/;

function watchPage(page: Page, watch: Watch): void {
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const url = message.location().url;
    if (FAILED_RESOURCE.test(message.text()) && !isLoopback(url)) return;
    watch.problems.push({ kind: "console", text: message.text(), url });
  });
  page.on("pageerror", (error: Error) => {
    watch.problems.push({ kind: "page error", text: error.message, url: page.url() });
  });
  page.on("response", (response: Response) => {
    if (response.status() < 400 || !isLoopback(response.url())) return;
    watch.problems.push({
      kind: "response",
      text: `${response.request().method()} ${response.url()} answered ${response.status()}`,
      url: response.url(),
      status: response.status(),
    });
  });
  page.on("requestfailed", (request: Request) => {
    const reason = request.failure()?.errorText ?? "";
    // net::ERR_ABORTED is the page itself cancelling a request (navigating away, or aborting a
    // search superseded by the next keystroke): nothing failed.
    if (reason === "net::ERR_ABORTED" || !isLoopback(request.url())) return;
    watch.problems.push({
      kind: "request failed",
      text: `${request.method()} ${request.url()} failed: ${reason}`,
      url: request.url(),
      status: "failed",
    });
  });
}

/** Starts recording console errors, page errors and failed requests of every page of this context. */
export function watchContext(context: BrowserContext, expected: ExpectedFailure[] = []): void {
  const watch: Watch = { problems: [], expected: [...expected] };
  watches.set(context, watch);
  for (const page of context.pages()) watchPage(page, watch);
  context.on("page", (page) => watchPage(page, watch));
}

/** Declares failures this test provokes on purpose, on this page and every other page of its context. */
export function expectFailures(page: Page, failures: ExpectedFailure[]): void {
  const watch = watches.get(page.context());
  if (!watch) throw new Error("expectFailures: this page was not opened by site.open()");
  watch.expected.push(...failures);
}

function isExpected(problem: Problem, expected: ExpectedFailure[]): boolean {
  return expected.some((failure) => {
    if (problem.kind === "response" || problem.kind === "request failed")
      return failure.status === problem.status && !!failure.url?.test(problem.url);
    if (problem.kind === "console" && FAILED_RESOURCE.test(problem.text))
      // The console's echo of a request: allowed when a request to that address may fail.
      return failure.status !== undefined && !!failure.url?.test(problem.url);
    return !!failure.message?.test(problem.text);
  });
}

/** What went wrong on the context's pages that no `expectFailures` allowed, one line each. */
export function unexpectedProblems(context: BrowserContext): string[] {
  const watch = watches.get(context);
  if (!watch) return [];
  return watch.problems
    .filter((problem) => !isExpected(problem, watch.expected))
    .map(
      (problem) => `${problem.kind}: ${problem.text}${problem.kind === "console" ? ` (${problem.url})` : ""}`,
    );
}
