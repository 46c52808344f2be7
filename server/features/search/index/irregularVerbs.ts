import { createRequire } from "node:module";

/** Each irregular past form and past participle, with the infinitives it is a form of. */
let infinitivesByForm: Map<string, string[]> | null = null;

function table(): Map<string, string[]> {
  if (infinitivesByForm) return infinitivesByForm;
  // The list of the `english-verbs-irregular` package: infinitive → [[past, participle], …].
  const require = createRequire(import.meta.url);
  const verbs = require("english-verbs-irregular/dist/verbs.json") as Record<string, string[][]>;
  const found = new Map<string, string[]>();
  for (const [infinitive, variants] of Object.entries(verbs)) {
    if (!/^[a-z]+$/.test(infinitive)) continue;
    for (const form of variants.flat()) {
      if (form === infinitive || !/^[a-z]+$/.test(form)) continue;
      const known = found.get(form);
      if (!known) found.set(form, [infinitive]);
      else if (!known.includes(infinitive)) known.push(infinitive);
    }
  }
  infinitivesByForm = found;
  return found;
}

/**
 * The infinitives of an irregular past form or participle ("wore", "worn" → "wear"; "bought" →
 * "buy"), which neither a stemmer nor WordNet's suffix rules reach; none for any other word.
 */
export function irregularInfinitives(word: string): string[] {
  return table().get(word) ?? [];
}
