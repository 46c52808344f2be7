/**
 * shared/ runs in Node and in browsers, so it is type-checked with neither side's library (no DOM
 * types, no Node types). It may use only what both runtimes provide; those globals are declared
 * here, as far as shared/ uses them. The server and client checks, which include shared/ files
 * through their imports, take the full definitions from their own libraries instead.
 */
interface URLSearchParams {
  get(name: string): string | null;
}

declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string): URLSearchParams;
};
