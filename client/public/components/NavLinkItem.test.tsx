import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavLinkItem } from "./NavLinkItem.tsx";

const render = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NavLinkItem link={{ name: "Go", url }} />
    </MemoryRouter>,
  );

describe("NavLinkItem", () => {
  it("keeps paths on this site inside the app", () => {
    expect(render("/c/tents")).toBe('<a href="/c/tents" data-discover="true">Go</a>');
  });

  it.each(["//evil.com", "/\\evil.com"])("opens %s as the foreign site it is, in a new tab", (url) => {
    const html = render(url);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain("data-discover");
  });
});
