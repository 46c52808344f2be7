import { createRequire } from "node:module";

interface IrregularVerbs {
  /** Each irregular past form and past participle, with the infinitives it is a form of. */
  infinitivesByForm: Map<string, string[]>;
  /** Each infinitive, with its irregular past forms and participles. */
  formsByInfinitive: Map<string, string[]>;
}

let tables: IrregularVerbs | null = null;

function addTo(map: Map<string, string[]>, key: string, value: string): void {
  const known = map.get(key);
  if (!known) map.set(key, [value]);
  else if (!known.includes(value)) known.push(value);
}

/** Read from the `english-verbs-irregular` package once: infinitive → [[past, participle], …]. */
function irregularVerbs(): IrregularVerbs {
  if (tables) return tables;
  const require = createRequire(import.meta.url);
  const verbs = require("english-verbs-irregular/dist/verbs.json") as Record<string, string[][]>;
  tables = { infinitivesByForm: new Map(), formsByInfinitive: new Map() };
  for (const [infinitive, variants] of Object.entries(verbs)) {
    if (!/^[a-z]+$/.test(infinitive)) continue;
    for (const form of variants.flat()) {
      if (form === infinitive || !/^[a-z]+$/.test(form)) continue;
      addTo(tables.infinitivesByForm, form, infinitive);
      addTo(tables.formsByInfinitive, infinitive, form);
    }
  }
  return tables;
}

/**
 * The infinitives of an irregular past form or participle ("wore", "worn" → "wear"; "bought" →
 * "buy"), which neither a stemmer nor WordNet's suffix rules reach; none for any other word.
 */
export function irregularInfinitives(word: string): string[] {
  return irregularVerbs().infinitivesByForm.get(word) ?? [];
}

/**
 * Every form of the verb a word is a form of, the word itself excepted: the infinitive and its
 * irregular past forms and participles ("wore" → "wear", "worn"; "wear" → "wore", "worn"). A
 * customer who "wore" boots asks about "worn" gear. A word that is an infinitive itself keeps to
 * its own verb: "lay" brings "laid", not the forms of "lie" (whose past it also is).
 */
export function irregularVerbForms(word: string): string[] {
  const { infinitivesByForm, formsByInfinitive } = irregularVerbs();
  const family = new Set<string>();
  for (const infinitive of formsByInfinitive.has(word) ? [word] : (infinitivesByForm.get(word) ?? [])) {
    family.add(infinitive);
    for (const form of formsByInfinitive.get(infinitive) ?? []) family.add(form);
  }
  family.delete(word);
  return [...family];
}
