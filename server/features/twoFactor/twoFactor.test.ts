import type { LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { createPasswordResetLink } from "../auth/passwordReset.ts";

const STEP_MS = 30_000;

/**
 * The code an authenticator app shows for the secret by the server's clock, `steps` periods from
 * now (an app whose clock runs that many steps ahead, or behind when negative).
 */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: clock.nowMs() + steps * STEP_MS,
  });
}

/**
 * Moves the server's clock to one second into the next time step (or `steps` steps on): a step
 * used once is spent, and a code is good only in its own 30 seconds, which a slow test must not
 * run past between making a code and sending it.
 */
function nextStep(steps = 1): void {
  clock.set(new Date((Math.floor(clock.nowMs() / STEP_MS) + steps) * STEP_MS + 1_000));
}

/** A code that is certainly wrong for the secret now (not one of the three accepted). */
function wrongCodeFor(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!accepted.has(candidate)) return candidate;
  }
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

describeEachDatabase("two-factor sign-in", (t) => {
  beforeEach(() => nextStep());
  afterEach(() => clock.reset());

  /** The raw sign-in steps of one browser, keeping its cookies the way a browser would. */
  const browser = (address = "127.0.0.1") => {
    const jar = new Map<string, string>();
    const send = async (method: "GET" | "POST" | "PUT", url: string, body?: unknown) => {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: address,
        headers: {
          origin: SITE_ORIGIN,
          ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      for (const cookie of response.cookies) {
        if (cookie.value === "" || (cookie.expires && cookie.expires.getTime() < Date.now()))
          jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    };
    return {
      jar,
      get: (url: string) => send("GET", url),
      post: (url: string, body: unknown = {}) => send("POST", url, body),
      put: (url: string, body: unknown) => send("PUT", url, body),
    };
  };

  /** A staff user with two-factor turned on through the API: their secret and recovery codes. */
  const userWithTwoFactor = async (role: "admin" | "editor" = "editor") => {
    const user = await t.createUser({ role });
    const client = await t.signIn(user.email);
    const setup = (await client.post("/api/user/two-factor/setup")).json();
    nextStep();
    const confirmed = await client.post("/api/user/two-factor/confirm", { code: codeFor(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    return {
      user,
      client,
      secret: setup.secret as string,
      recoveryCodes: confirmed.json().recoveryCodes as string[],
    };
  };

  it("sets up with a QR code and the secret, confirms with a right code only, then shows ten recovery codes once", async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForStaff: false,
    });
    const setupResponse = await client.post("/api/user/two-factor/setup");
    expect(setupResponse.statusCode).toBe(200);
    const setup = setupResponse.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain(encodeURIComponent(user.email));
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(",")[1], "base64").toString()).toContain("<svg");

    // Not on until confirmed: signing in still needs only the password.
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(false);
    expect(
      (await t.anon.post("/api/login", { email: user.email, password: "password123" })).json(),
    ).toMatchObject({
      email: user.email,
    });

    const wrong = await client.post("/api/user/two-factor/confirm", { code: wrongCodeFor(setup.secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe("code");
    expect((await client.post("/api/user/two-factor/confirm", { code: "12ab" })).statusCode).toBe(400);
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(false);

    const right = await client.post("/api/user/two-factor/confirm", { code: codeFor(setup.secret) });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForStaff: false,
    });

    // The secret is never answered again, and not stored as it was shown.
    const again = await client.post("/api/user/two-factor/setup");
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(setup.secret);
    expect((await client.get("/api/user/two-factor")).body).not.toContain(setup.secret);
    const stored = await t.db.selectFrom("userTwoFactor").selectAll().where("userId", "=", user.id).execute();
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
    const hashes = await t.db
      .selectFrom("twoFactorRecoveryCodes")
      .select("codeHash")
      .where("userId", "=", user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0]);
  });

  it("asks for a code after the right password and starts no session until the code is right", async () => {
    const { user, secret } = await userWithTwoFactor();
    const phone = browser();
    const first = await phone.post("/api/login", { email: user.email, password: "password123" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(first, "cairn_session")).toBeUndefined();
    expect(phone.jar.has("cairn_two_factor")).toBe(true);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/admin/articles")).statusCode).toBe(401);

    const wrong = await phone.post("/api/login/two-factor", { code: wrongCodeFor(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("INVALID_TWO_FACTOR_CODE");
    expect(phone.jar.has("cairn_session")).toBe(false);

    // A wrong password never reaches the second step.
    const stranger = browser("127.0.0.9");
    expect(
      (await stranger.post("/api/login", { email: user.email, password: "wrong-password" })).statusCode,
    ).toBe(401);
    expect(stranger.jar.has("cairn_two_factor")).toBe(false);
    // The second step without the first: nothing to continue.
    // The set-up's step is spent: the app's next code is the one to type.
    nextStep();
    const noStep = await stranger.post("/api/login/two-factor", { code: codeFor(secret) });
    expect(noStep.statusCode).toBe(401);
    expect(noStep.json().error.code).toBe("TWO_FACTOR_EXPIRED");

    const right = await phone.post("/api/login/two-factor", { code: codeFor(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: user.email, twoFactorSetupRequired: false });
    expect(phone.jar.has("cairn_two_factor")).toBe(false);
    expect((await phone.get("/api/user")).json().email).toBe(user.email);
    expect((await phone.get("/api/admin/articles")).statusCode).toBe(200);
  });

  it("refuses a code already used in its time step (replay)", async () => {
    const { user, secret } = await userWithTwoFactor();
    nextStep();
    const code = codeFor(secret);
    const laptop = browser();
    await laptop.post("/api/login", { email: user.email, password: "password123" });
    expect((await laptop.post("/api/login/two-factor", { code })).statusCode).toBe(200);

    const attacker = browser("127.0.0.10");
    await attacker.post("/api/login", { email: user.email, password: "password123" });
    const replayed = await attacker.post("/api/login/two-factor", { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe("INVALID_TWO_FACTOR_CODE");
    expect(attacker.jar.has("cairn_session")).toBe(false);
  });

  it("takes at sign-in only the code the app shows now: the step before or after is refused like a wrong code", async () => {
    const { user, secret } = await userWithTwoFactor();
    // Two steps on, so neither neighbouring step is the one the set-up spent.
    nextStep(2);
    const phone = browser();
    await phone.post("/api/login", { email: user.email, password: "password123" });
    const wrong = await phone.post("/api/login/two-factor", { code: wrongCodeFor(secret) });
    expect(wrong.statusCode).toBe(401);
    for (const steps of [-1, 1]) {
      const neighbour = await phone.post("/api/login/two-factor", { code: codeFor(secret, steps) });
      expect(neighbour.statusCode, `a code ${steps} step(s) away`).toBe(401);
      expect(neighbour.json()).toEqual(wrong.json());
      expect(phone.jar.has("cairn_session")).toBe(false);
    }
    expect(wrong.json().error.message).toContain("shows right now");

    // The code of a step is good until that step ends, and not a moment after.
    const code = codeFor(secret);
    nextStep();
    expect((await phone.post("/api/login/two-factor", { code })).statusCode).toBe(401);
    const right = await phone.post("/api/login/two-factor", { code: codeFor(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: user.email });
  });

  it("learns at set-up how far the app's clock is off, one step either way, and then takes its codes", async () => {
    for (const offset of [1, -1]) {
      const user = await t.createUser();
      const client = await t.signIn(user.email);
      const setup = (await client.post("/api/user/two-factor/setup")).json();
      nextStep();
      // Two steps off is too far even at set-up.
      const tooFar = await client.post("/api/user/two-factor/confirm", {
        code: codeFor(setup.secret, offset * 2),
      });
      expect(tooFar.statusCode).toBe(400);
      const confirmed = await client.post("/api/user/two-factor/confirm", {
        code: codeFor(setup.secret, offset),
      });
      expect(confirmed.statusCode).toBe(200);
      const stored = await t.db
        .selectFrom("userTwoFactor")
        .select("clockOffsetSteps")
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.clockOffsetSteps)).toBe(offset);

      nextStep(2);
      const phone = browser();
      await phone.post("/api/login", { email: user.email, password: "password123" });
      // The code for the server's own step is not the one this app shows.
      const serverStep = await phone.post("/api/login/two-factor", { code: codeFor(setup.secret) });
      expect(serverStep.statusCode, `offset ${offset}`).toBe(401);
      expect(serverStep.json().error.code).toBe("INVALID_TWO_FACTOR_CODE");
      const appCode = await phone.post("/api/login/two-factor", { code: codeFor(setup.secret, offset) });
      expect(appCode.statusCode, `offset ${offset}`).toBe(200);
      expect(appCode.json()).toMatchObject({ email: user.email });
    }
  });

  it("takes each recovery code once, in any case and spacing, and counts those left", async () => {
    const { user, client, recoveryCodes } = await userWithTwoFactor();
    const [code] = recoveryCodes as [string];
    const first = browser();
    await first.post("/api/login", { email: user.email, password: "password123" });
    const typed = ` ${code.toUpperCase().replaceAll("-", " ")} `;
    expect((await first.post("/api/login/two-factor", { code: typed })).statusCode).toBe(200);
    expect((await client.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(9);

    const second = browser("127.0.0.11");
    await second.post("/api/login", { email: user.email, password: "password123" });
    const reused = await second.post("/api/login/two-factor", { code });
    expect(reused.statusCode).toBe(401);
    expect((await second.post("/api/login/two-factor", { code: recoveryCodes[1] })).statusCode).toBe(200);
    expect((await client.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(8);
  });

  it("throttles wrong codes like wrong passwords: the right password does not reset the count", async () => {
    const { user, secret } = await userWithTwoFactor();
    const guesser = browser("127.0.0.12");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (!guesser.jar.has("cairn_two_factor"))
        await guesser.post("/api/login", { email: user.email, password: "password123" });
      expect((await guesser.post("/api/login/two-factor", { code: wrongCodeFor(secret) })).statusCode).toBe(
        401,
      );
    }
    // Five wrong codes closed the step; the password again, right as it is, now has to wait.
    const waited = await guesser.post("/api/login", { email: user.email, password: "password123" });
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers["retry-after"])).toBeGreaterThan(0);
    // The owner's own browser, elsewhere, is not held up.
    const owner = browser("127.0.0.13");
    expect((await owner.post("/api/login", { email: user.email, password: "password123" })).json()).toEqual({
      twoFactorRequired: true,
    });
    nextStep();
    expect((await owner.post("/api/login/two-factor", { code: codeFor(secret) })).statusCode).toBe(200);
  });

  it("closes the second step after five wrong codes: the password is asked again", async () => {
    const { user, secret } = await userWithTwoFactor();
    const phone = browser("127.0.0.14");
    await phone.post("/api/login", { email: user.email, password: "password123" });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await phone.post("/api/login/two-factor", { code: wrongCodeFor(secret) });
    nextStep();
    const closed = await phone.post("/api/login/two-factor", { code: codeFor(secret) });
    expect(closed.statusCode).toBe(401);
    expect(closed.json().error.code).toBe("TWO_FACTOR_EXPIRED");
    expect(phone.jar.has("cairn_session")).toBe(false);
  });

  it("still asks for the code after a password reset by link: the reset starts no session", async () => {
    const { user } = await userWithTwoFactor();
    const link = await createPasswordResetLink(t.app.ctx, user.id);
    const token = new URL(link).searchParams.get("token");
    const reset = await t.anon.post("/api/password-reset/complete", {
      token,
      newPassword: "granite-and-moss-7",
    });
    expect(reset.statusCode).toBe(200);
    expect(cookieOf(reset, "cairn_session")).toBeUndefined();
    const signIn = await t.anon.post("/api/login", { email: user.email, password: "granite-and-moss-7" });
    expect(signIn.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(signIn, "cairn_session")).toBeUndefined();
  });

  it("turns off with the current password or a code, never with neither", async () => {
    const { client, secret } = await userWithTwoFactor();
    expect((await client.post("/api/user/two-factor/disable", {})).statusCode).toBe(400);
    const wrongPassword = await client.post("/api/user/two-factor/disable", { password: "not-my-password" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.field).toBe("password");
    expect(
      (await client.post("/api/user/two-factor/disable", { code: wrongCodeFor(secret) })).statusCode,
    ).toBe(400);
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(true);
    nextStep();
    const off = await client.post("/api/user/two-factor/disable", { code: codeFor(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const other = await userWithTwoFactor();
    expect(
      (await other.client.post("/api/user/two-factor/disable", { password: "password123" })).statusCode,
    ).toBe(200);
    const signIn = await t.anon.post("/api/login", { email: other.user.email, password: "password123" });
    expect(signIn.json()).toMatchObject({ email: other.user.email });
  });

  it("lets an admin reset someone's two-factor: audited, their sessions end, never for oneself", async () => {
    const admin = await t.createUser({ role: "admin" });
    const adminClient = await t.signIn(admin.email);
    const { user, client, secret } = await userWithTwoFactor();
    const listed = (await adminClient.get("/api/admin/users")).json();
    expect(listed.find((u: { id: number }) => u.id === user.id).twoFactorEnabled).toBe(true);
    expect(listed.find((u: { id: number }) => u.id === admin.id).twoFactorEnabled).toBe(false);

    expect((await client.post(`/api/admin/users/${admin.id}/two-factor/reset`)).statusCode).toBe(403);
    expect((await adminClient.post(`/api/admin/users/${admin.id}/two-factor/reset`)).statusCode).toBe(400);
    expect((await adminClient.post("/api/admin/users/999999/two-factor/reset")).statusCode).toBe(404);

    const reset = await adminClient.post(`/api/admin/users/${user.id}/two-factor/reset`);
    expect(reset.statusCode).toBe(200);
    expect((await client.get("/api/user")).statusCode).toBe(401);
    expect((await adminClient.post(`/api/admin/users/${user.id}/two-factor/reset`)).statusCode).toBe(409);

    const audit = (await adminClient.get("/api/admin/audit?action=user.two_factor_reset")).json();
    const entry = audit.entries.find((e: { entityId: number }) => e.entityId === user.id);
    expect(entry).toMatchObject({
      action: "user.two_factor_reset",
      entityType: "user",
      actor: { id: admin.id, email: admin.email },
    });
    expect(entry.summary).toContain(user.email);
    expect(JSON.stringify(audit)).not.toContain(secret);

    // Password alone signs them in again.
    const again = await t.anon.post("/api/login", { email: user.email, password: "password123" });
    expect(again.json()).toMatchObject({ email: user.email });
  });
});

describeEachDatabase("two-factor required for staff", (t) => {
  beforeEach(() => nextStep());
  afterEach(() => clock.reset());

  it("is an admin-only setting; staff signing in with a password without two-factor must set it up first", async () => {
    const admin = await t.createUser({ role: "admin" });
    const adminClient = await t.signIn(admin.email);
    const editor = await t.createUser({ role: "editor" });
    const editorBefore = await t.signIn(editor.email);
    expect(
      (await editorBefore.put("/api/admin/settings", { require_two_factor_for_staff: true })).statusCode,
    ).toBe(403);
    const saved = await adminClient.put("/api/admin/settings", { require_two_factor_for_staff: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().require_two_factor_for_staff).toBe(true);
    // Sessions from before the setting carry on; the next sign-in is held.
    expect((await editorBefore.get("/api/admin/articles")).statusCode).toBe(200);

    const login = await t.anon.post("/api/login", { email: editor.email, password: "password123" });
    expect(login.json()).toMatchObject({ email: editor.email, twoFactorSetupRequired: true });
    const cookie = `cairn_session=${cookieOf(login, "cairn_session")}`;
    const as = (method: "GET" | "POST", url: string, body?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, origin: SITE_ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    const held = await as("GET", "/api/admin/articles");
    expect(held.statusCode).toBe(403);
    expect(held.json().error.code).toBe("TWO_FACTOR_SETUP_REQUIRED");
    expect((await as("GET", "/api/user/sessions")).statusCode).toBe(403);
    expect((await as("GET", "/api/user")).json()).toMatchObject({ twoFactorSetupRequired: true });
    expect((await as("GET", "/api/user/two-factor")).json()).toMatchObject({
      enabled: false,
      requiredForStaff: true,
    });

    const setup = (await as("POST", "/api/user/two-factor/setup")).json();
    expect(
      (await as("POST", "/api/user/two-factor/confirm", { code: codeFor(setup.secret) })).statusCode,
    ).toBe(200);
    expect((await as("GET", "/api/admin/articles")).statusCode).toBe(200);
    expect((await as("GET", "/api/user")).json()).toMatchObject({ twoFactorSetupRequired: false });

    // Admins are staff too; customers are not asked.
    const otherAdmin = await t.createUser({ role: "admin" });
    const adminLogin = await t.anon.post("/api/login", { email: otherAdmin.email, password: "password123" });
    expect(adminLogin.json()).toMatchObject({ twoFactorSetupRequired: true });
    const customer = await t.createUser({ role: "customer" });
    const customerLogin = await t.anon.post("/api/login", { email: customer.email, password: "password123" });
    expect(customerLogin.json()).toMatchObject({ twoFactorSetupRequired: false });

    // Turning it off later, while required, holds this session until it is set up again.
    const off = await as("POST", "/api/user/two-factor/disable", { password: "password123" });
    expect(off.statusCode).toBe(200);
    expect((await as("GET", "/api/admin/articles")).json().error.code).toBe("TWO_FACTOR_SETUP_REQUIRED");

    expect(
      (await adminClient.put("/api/admin/settings", { require_two_factor_for_staff: false })).statusCode,
    ).toBe(200);
    const free = await t.anon.post("/api/login", { email: editor.email, password: "password123" });
    expect(free.json()).toMatchObject({ twoFactorSetupRequired: false });
  });
});
