import type { AppError } from "../errors.ts";
import type { Dialect } from "./dialects/dialect.ts";

/**
 * Runs `work`, turning a unique-index violation into the given 409. The checks before a write
 * answer the common case; this covers two saves racing past them at the same moment.
 */
export async function mapUniqueViolation<T>(
  dialect: Dialect,
  work: () => Promise<T>,
  toConflict: () => AppError,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (dialect.isUniqueViolation(error)) throw toConflict();
    throw error;
  }
}
