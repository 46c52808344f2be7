import { createRequire } from "node:module";

/** Each irregular past form and past participle, with the infinitives it is a form of. */
let infinitivesByForm: Map<string, string[]> | null = null;
/** Each infinitive, with its irregular past forms and participles. */
let formsByInfinitive: Map<string, string[]> | null = null;

function table(): Map<string, string[]> {
  if (infinitivesByForm) return infinitivesByForm;
  const forms = new Map<string, string[]>();
  // The list of the `english-verbs-irregular` package: infinitive → [[past, participle], …].
  const require = createRequire(import.meta.url);
  const verbs = require("english-verbs-irregular/dist/verbs.json") as Record<string, string[][]>;
  const found = new Map<string, string[]>();
  for (const [infinitive, variants] of Object.entries(verbs)) {
    if (!/^[a-z]+$/.test(infinitive)) continue;
    for (const form of variants.flat()) {
      if (form === infinitive || !/^[a-z]+$/.test(form)) continue;
      const ofInfinitive = forms.get(infinitive);
      if (!ofInfinitive) forms.set(infinitive, [form]);
      else if (!ofInfinitive.includes(form)) ofInfinitive.push(form);
      const known = found.get(form);
      if (!known) found.set(form, [infinitive]);
      else if (!known.includes(infinitive)) known.push(infinitive);
    }
  }
  infinitivesByForm = found;
  formsByInfinitive = forms;
  return found;
}

/**
 * The infinitives of an irregular past form or participle ("wore", "worn" → "wear"; "bought" →
 * "buy"), which neither a stemmer nor WordNet's suffix rules reach; none for any other word.
 */
export function irregularInfinitives(word: string): string[] {
  return table().get(word) ?? [];
}

/**
 * Every form of the verb a word is a form of, the word itself excepted: the infinitive and its
 * irregular past forms and participles ("wore" → "wear", "worn"; "wear" → "wore", "worn"). A
 * customer who "wore" boots asks about "worn" gear. A word that is an infinitive itself keeps to
 * its own verb: "lay" brings "laid", not the forms of "lie" (whose past it also is).
 */
export function irregularVerbForms(word: string): string[] {
  const infinitives = table().get(word) ?? [];
  const family = new Set<string>();
  for (const infinitive of formsByInfinitive!.has(word) ? [word] : infinitives) {
    family.add(infinitive);
    for (const form of formsByInfinitive!.get(infinitive) ?? []) family.add(form);
  }
  family.delete(word);
  return [...family];
}
