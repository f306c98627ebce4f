import type { ArticleTable } from "@/content/articles/types";

/** A real data table: caption, column headers and row headers, scrollable on narrow screens. */
export function ArticleTableView({ table, id }: { table: ArticleTable; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-xl border border-brand-100"
    >
      <table className="w-full border-collapse text-start">
        <caption
          id={captionId}
          className="bg-brand-50 px-3 py-3 text-start font-bold text-brand-900 md:px-4"
        >
          {table.caption}
        </caption>
        <thead>
          <tr className="bg-brand-700 text-white">
            {table.columns.map((column) => (
              // Narrower cells on a phone: the widest table (/Blog2's 2,000 kcal split) then fits
              // a 390 px screen without scrolling.
              <th
                key={column}
                scope="col"
                className="px-2 py-3 text-start font-bold sm:px-3 md:px-4"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-t border-brand-100 even:bg-slate-50">
              <th
                scope="row"
                className="px-2 py-3 text-start align-top font-bold text-brand-900 sm:px-3 md:px-4"
              >
                {row[0]}
              </th>
              {row.slice(1).map((cell, i) => (
                <td
                  key={i}
                  className="px-2 py-3 align-top leading-7 text-slate-800 sm:px-3 md:px-4"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
