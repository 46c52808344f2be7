import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { NavLinkItem } from "./NavLinkItem.tsx";

const render = (url: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <NavLinkItem link={{ name: "Go", url }} />
    </Router>,
  );

describe("NavLinkItem", () => {
  it("keeps paths on this site inside the app", () => {
    expect(render("/c/tents")).toBe('<a href="/c/tents">Go</a>');
  });

  it.each(["//evil.com", "/\\evil.com"])("opens %s as the foreign site it is, in a new tab", (url) => {
    const html = render(url);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toBe(`<a href="${url}" target="_blank" rel="noopener noreferrer">Go</a>`);
  });
});
