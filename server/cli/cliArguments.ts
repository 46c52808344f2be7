/** A command line split into positional words and --flags (--name=value, --name value, --flag). */
export interface CliArguments {
  positional: string[];
  flags: Map<string, string | true>;
}

export class UsageError extends Error {}

export function parseArguments(argv: string[], valued: ReadonlySet<string>): CliArguments {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index]!;
    if (!word.startsWith("--")) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags.set(name, inline);
    else if (valued.has(name)) {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`--${name} needs a value`);
      flags.set(name, next);
      index += 1;
    } else flags.set(name, true);
  }
  return { positional, flags };
}
