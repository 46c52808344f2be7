import type { ReactNode } from "react";
import { Card } from "./Card.tsx";

/**
 * The admin's plain list table: a card that scrolls sideways on narrow screens, a caption for
 * screen readers, one header row (null headers are left out) and the caller's rows.
 */
export function ListTable({
  caption,
  headers,
  children,
}: {
  caption?: string;
  headers: (ReactNode | null)[];
  children: ReactNode;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b bg-gray-50 text-gray-700">
          <tr>
            {headers.map((header, index) =>
              header === null ? null : (
                // Headers are fixed per table: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <th key={index} scope="col" className="p-3">
                  {header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Card>
  );
}
