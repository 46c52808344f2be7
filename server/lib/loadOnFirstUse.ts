import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded when first asked for, not at start-up: for packages only some requests need
 * (mail, import and export, two-factor set-up, the article sanitiser). A package loaded at
 * start-up stays in the memory of every process whether or not it is ever used. Loaded
 * synchronously, so callers stay synchronous.
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
