import { useId } from "react";
import { analyticsWindowDays } from "../../../shared/schemas/analytics.ts";
import { Select } from "../ui/Select.tsx";

/** The analytics window: the last 7, 30 or 90 days. */
export function WindowPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-gray-700">
      <label htmlFor={id}>Analytics window</label>
      <Select
        id={id}
        value={days}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-40"
      >
        {analyticsWindowDays.map((option) => (
          <option key={option} value={option}>
            Last {option} days
          </option>
        ))}
      </Select>
    </div>
  );
}
