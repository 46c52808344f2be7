import { type Compilable, type CompiledQuery, createQueryId } from "kysely";
import type { Db } from "./database.ts";

/** Where a value goes among a prepared query's parameters: `values[name]`, or its `index`th item. */
class Placeholder {
  constructor(
    readonly name: string,
    readonly index: number | null,
  ) {
    Object.freeze(this);
  }
}

type Values = Record<string, unknown>;

interface Prepared {
  compiled: CompiledQuery;
  /** The compiled parameters, with a Placeholder wherever a value goes. */
  slots: readonly unknown[];
}

/** Shapes kept per query and database: one per list length and variant in use. */
const MAX_SHAPES = 100;

/** What besides the variant changes the SQL text: each list's length, and which values are null. */
function shapeOf(values: Values): string {
  let shape = "";
  for (const name in values) {
    const value = values[name];
    const kind = Array.isArray(value) ? value.length : value == null ? String(value) : "v";
    shape += `${name}:${kind};`;
  }
  return shape;
}

/** The values as `build` sees them when preparing: lists of placeholders, null and undefined as they are. */
function placeholdersFor(values: Values): { stand: Values; count: number } {
  const stand: Values = {};
  let count = 0;
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) {
      stand[name] = value.map((_, index) => new Placeholder(name, index));
      count += value.length;
    } else if (value == null) {
      stand[name] = value;
    } else {
      stand[name] = new Placeholder(name, null);
      count += 1;
    }
  }
  return { stand, count };
}

function prepare(query: Compilable, count: number): Prepared {
  const compiled = query.compile();
  const placed = new Set(compiled.parameters.filter((parameter) => parameter instanceof Placeholder));
  if (placed.size !== count) {
    throw new Error("A prepared query must place every value it is given among its parameters");
  }
  return { compiled, slots: compiled.parameters };
}

function valueAt(slot: Placeholder, values: Values): unknown {
  const value = values[slot.name];
  return slot.index === null ? value : (value as unknown[])[slot.index];
}

/**
 * A read query that Kysely builds, transforms (camelCase) and compiles once per database and
 * shape, then runs with new values. On a public page's few small reads that work costs more CPU
 * than SQLite takes to run them.
 *
 * `build` is called once per shape with placeholders standing for the values: it may place them
 * in the query (comparisons, `in` lists, limit, offset) and may test whether a value is null or
 * undefined and how long a list is — those are part of the shape — but must not compute with a
 * value or compare it (a placeholder is no string or number). Whatever else changes the SQL (an
 * order, a filter that is on or off) is the `variant`, passed as it is and part of the shape.
 */
export function preparedQuery<V extends Values, Row, Variant = void>(
  build: (db: Db, values: V, variant: Variant) => Compilable<Row>,
): (db: Db, values: V, variant: Variant) => Promise<Row[]> {
  const shapesByDb = new WeakMap<Db, Map<string, Prepared>>();
  return async (db, values, variant) => {
    let shapes = shapesByDb.get(db);
    if (!shapes) {
      shapes = new Map();
      shapesByDb.set(db, shapes);
    }
    const shape = `${variant === undefined ? "" : JSON.stringify(variant)}|${shapeOf(values)}`;
    let prepared = shapes.get(shape);
    if (!prepared) {
      const { stand, count } = placeholdersFor(values);
      prepared = prepare(build(db, stand as V, variant), count);
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(shape, prepared);
    }
    const parameters = prepared.slots.map((slot) =>
      slot instanceof Placeholder ? valueAt(slot, values) : slot,
    );
    const result = await db.executeQuery<Row>({
      ...prepared.compiled,
      parameters,
      queryId: createQueryId(),
    } as CompiledQuery<Row>);
    return result.rows;
  };
}
