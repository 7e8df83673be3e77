/** One figure of a summary (a `<dl>` item): its name, the value, a line that says what it counts. */
export function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-3xl font-bold text-gray-900 tabular-nums dark:text-gray-50">{value}</dd>
      <dd className="text-sm text-gray-600 dark:text-gray-400">{detail}</dd>
    </div>
  );
}
