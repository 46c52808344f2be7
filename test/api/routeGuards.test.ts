import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { requireStaff } from "../../server/features/auth/authPlugin.ts";
import { buildCustomApp } from "../support/customApp.ts";

/** The registry refuses at start-up what would let a signed-out caller reach a staff route's body. */
describe("route guards are declared, not inferred", () => {
  const buildWith = async (extend: (app: FastifyInstance) => void): Promise<unknown> => {
    try {
      const built = await buildCustomApp("sqlite", { extend });
      await built.close();
      return null;
    } catch (error) {
      return error;
    }
  };

  it("refuses a staff route without an onRequest guard", async () => {
    const result = await buildWith((app) => {
      app.get("/api/admin/unguarded", async () => ({ ok: true }));
    });
    expect(String(result)).toMatch(/\/api\/admin\/unguarded: staff routes declare onRequest/);
  });

  it.each(["/api/admin/media", "/api/objects/upload", "/api/media/finalize", "/api/anything-new"])(
    "refuses to start with an unguarded %s: every /api route outside the public and session ones",
    async (url) => {
      const result = await buildWith((app) => {
        app.post(url, async () => ({ ok: true }));
      });
      expect(String(result)).toContain(`POST ${url}: staff routes declare onRequest`);
    },
  );

  it("accepts a route that states why it needs no guard (a signed upload URL)", async () => {
    const result = await buildWith((app) => {
      app.put(
        "/api/objects/uploads/:token",
        { config: { guardExemption: "the signed URL's signature authorises the upload" } },
        async () => ({ ok: true }),
      );
    });
    expect(result).toBeNull();
  });

  it("refuses a guard declared as preHandler", async () => {
    const result = await buildWith((app) => {
      app.get("/api/admin/late-guard", { preHandler: requireStaff }, async () => ({ ok: true }));
    });
    expect(String(result)).toMatch(/declare the role guard as onRequest/);
  });

  it("accepts a staff route that declares onRequest: requireStaff", async () => {
    const result = await buildWith((app) => {
      app.get("/api/admin/guarded", { onRequest: requireStaff }, async () => ({ ok: true }));
    });
    expect(result).toBeNull();
  });
});
