/** A failed API call: message "{status}: {body text or status text}", plus the server's human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly humanMessage: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiError";
  }
}

function humanMessageOf(bodyText: string, fallback: string): string {
  try {
    const parsed = JSON.parse(bodyText) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === "string") return parsed.error.message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return bodyText || fallback;
}

/** Every call sends credentials; a non-OK answer becomes an ApiError; 204 answers undefined. */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await apiResponse(url, init);
  // 204 No Content: nothing to parse.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The OK response itself (for its headers), sent and checked as apiFetch does. */
export async function apiResponse(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    const bodyText = (await response.text()) || response.statusText;
    throw new ApiError(response.status, bodyText, humanMessageOf(bodyText, response.statusText));
  }
  return response;
}
