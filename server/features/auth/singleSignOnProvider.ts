import type * as OpenIdClient from "openid-client";
import type { AppConfig } from "../../platform/config.ts";

type SingleSignOnConfig = NonNullable<AppConfig["singleSignOn"]>;

let openIdClient: Promise<typeof OpenIdClient> | null = null;

/** openid-client, loaded at the first single sign-on rather than at start-up (see loadOnFirstUse). */
function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  openIdClient ??= import("openid-client");
  return openIdClient;
}

/** What the provider says about the person: its subject, and the email claims Cairn matches on. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The ID token's `acr` and `amr`: how the person proved who they are (providerSecondFactor.ts). */
  acr?: unknown;
  amr?: unknown;
}

/** Discovery answers are kept this long; a failed discovery is retried at the next sign-in. */
const DISCOVERY_TTL_MS = 3_600_000;

/** The question Cairn asks: who the person is and their email; nothing else. */
const SCOPE = "openid email";

/**
 * The identity provider, through openid-client: discovery (cached), the authorization URL with
 * PKCE (S256), state and nonce, and the code exchange, which checks state, the ID token's
 * signature, issuer, audience, expiry and nonce.
 */
export class SingleSignOnProvider {
  private discovered: { configuration: OpenIdClient.Configuration; at: number } | null = null;

  constructor(private readonly settings: SingleSignOnConfig) {}

  private async configuration(): Promise<OpenIdClient.Configuration> {
    const oidc = await loadOpenIdClient();
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_TTL_MS)
      return this.discovered.configuration;
    const issuer = new URL(this.settings.issuer);
    const configuration = await oidc.discovery(
      issuer,
      this.settings.clientId,
      undefined,
      oidc.ClientSecretBasic(this.settings.clientSecret),
      {
        // The ID token's signature is checked against the provider's published keys, not only
        // trusted for having come over TLS. Plain http: a provider on this machine only (the
        // configuration refuses others).
        execute:
          issuer.protocol === "http:"
            ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
            : [oidc.enableNonRepudiationChecks],
        timeout: 10,
      },
    );
    this.discovered = { configuration, at: Date.now() };
    return configuration;
  }

  /** A fresh state, nonce and PKCE verifier, and the provider's sign-in address that carries them. */
  async begin(redirectUri: string): Promise<{ url: URL; state: string; nonce: string; verifier: string }> {
    const oidc = await loadOpenIdClient();
    const configuration = await this.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
      // Asks the provider for the strength the configuration trusts as two-factor.
      ...(this.settings.secondFactorAcr.length
        ? { acr_values: this.settings.secondFactorAcr.join(" ") }
        : {}),
    });
    return { url, state, nonce, verifier };
  }

  /**
   * Exchanges the callback's code for tokens and returns the person it names. Throws when the
   * answer is not for this round trip (state, nonce, PKCE) or the ID token is not genuine.
   * Providers that leave email out of the ID token (it is optional there) are asked at userinfo.
   */
  async finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; verifier: string; redirectUri: string },
  ): Promise<ProviderIdentity> {
    const oidc = await loadOpenIdClient();
    const configuration = await this.configuration();
    // The code was issued for the redirect URI the round trip began with, whatever Host this request used.
    const currentUrl = new URL(checks.redirectUri);
    currentUrl.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("the provider answered without an ID token");
    let email: unknown = claims.email;
    let verified: unknown = claims.email_verified;
    if (email === undefined) {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = userInfo.email;
      verified = userInfo.email_verified;
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof email === "string" ? email.trim().toLowerCase() : null,
      // Only a true boolean (or the string "true" some providers send) counts as verified.
      emailVerified: verified === true || verified === "true",
      acr: claims.acr,
      amr: claims.amr,
    };
  }
}
