import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { EmbedProvider } from "../hooks/useEmbed.tsx";
import { ServerRenderProvider } from "../hooks/useServerRender.tsx";
import { AppLink } from "./AppLink.tsx";

function render(link: ReactNode, { server, location = "/" }: { server: boolean; location?: string }) {
  return renderToStaticMarkup(
    <ServerRenderProvider value={server}>
      <Router ssrPath={location}>
        <EmbedProvider>{link}</EmbedProvider>
      </Router>
    </ServerRenderProvider>,
  );
}

describe("AppLink", () => {
  // The server's plain anchor must be what the browser's Link hydrates: the same markup exactly.
  it.each([
    "/",
    "/c/tents",
    "/a/pitch-a-tent?x=1#setup",
    "/a/caf%C3%A9/",
    "/a/../c/tents",
    "/a/./b",
    "/a//b",
    "/search?",
    "/a#",
    "/a?#b",
    "/a\\b",
  ])("renders %s on the server as Link does", (to) => {
    for (const location of ["/", "/?embed=true"]) {
      const link = (
        <AppLink to={to} className="card" data-testid="card" target="_self">
          Go
        </AppLink>
      );
      expect(render(link, { server: true, location })).toBe(render(link, { server: false, location }));
    }
  });

  it("keeps embed mode in the address", () => {
    expect(render(<AppLink to="/c/tents">Tents</AppLink>, { server: true, location: "/?embed=true" })).toBe(
      '<a href="/c/tents?embed=true">Tents</a>',
    );
  });
});
