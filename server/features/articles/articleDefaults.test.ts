import { beforeAll, beforeEach, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { makeCategory } from "../../../test/support/contentFactory.ts";
import { startFromDefaultSettings } from "../../../test/support/defaultSettings.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

const PUBLISH_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

describeEachDatabase("what a new article starts with", (t) => {
  let editor: TestClient;
  let admin: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    editor = await t.as("editor");
    admin = await t.as("admin");
    categoryId = (await makeCategory(t.app.ctx, { slug: "defaults", name: "Defaults" })).id;
  });
  beforeEach(async () => {
    await startFromDefaultSettings(t.app.ctx);
  });

  const setDefault = (interval: string) =>
    admin.put("/api/admin/settings", { ...defaultSiteSettings, default_verification_interval: interval });

  it("answers staff the help center's default interval, none until an admin chooses one", async () => {
    expect((await t.anon.get("/api/admin/articles/defaults")).statusCode).toBe(401);
    expect((await (await t.as("customer")).get("/api/admin/articles/defaults")).statusCode).toBe(403);
    expect((await editor.get("/api/admin/articles/defaults")).json()).toEqual({
      verificationInterval: "none",
    });
    expect((await setDefault("2-months")).statusCode).toBe(200);
    expect((await editor.get("/api/admin/articles/defaults")).json()).toEqual({
      verificationInterval: "2-months",
    });
  });

  it("refuses a custom date or an unknown interval as the default, and keeps the one saved", async () => {
    await setDefault("3-months");
    for (const interval of ["custom", "weekly"]) {
      const refused = await setDefault(interval);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: "INVALID_INPUT",
        field: "default_verification_interval",
      });
    }
    expect((await admin.get("/api/admin/settings")).json().default_verification_interval).toBe("3-months");
  });

  it("gives a new article the default when it names no interval, so it can be published at once", async () => {
    const draft = { title: "Stove care", summary: "", contentHtml: "<p>Clean it.</p>", categoryId, tags: [] };
    const without = await editor.post("/api/admin/articles", { ...draft, status: "published" });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toBe(PUBLISH_MESSAGE);

    await setDefault("6-months");
    const published = await editor.post("/api/admin/articles", { ...draft, status: "published" });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ status: "published", verificationInterval: "6-months" });
    // An article that names its own interval keeps it, "none" included.
    const own = await editor.post("/api/admin/articles", {
      ...draft,
      title: "Stove storage",
      verificationInterval: "none",
    });
    expect(own.json().verificationInterval).toBe("none");
  });
});
