import { format } from "date-fns";

const MINUTE_FORMAT = "MMM d, yyyy h:mm a";
const SECOND_FORMAT = "MMM d, yyyy h:mm:ss a";

/** Each version's time, to the second where two of them share a minute (else they read alike). */
export function versionTimes(createdAts: string[]): string[] {
  const minutes = createdAts.map((at) => format(new Date(at), MINUTE_FORMAT));
  return createdAts.map((at, index) =>
    minutes.filter((minute) => minute === minutes[index]).length > 1
      ? format(new Date(at), SECOND_FORMAT)
      : minutes[index]!,
  );
}
