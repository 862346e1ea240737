import type { ReactNode } from 'react';

export type Column = { label: ReactNode; numeric?: boolean };

/**
 * A table's header row: one column header per entry, numbers right-aligned. `cell` is the spacing of the
 * table's cells, so headers line up with the rows under them.
 */
export function TableHead({
  columns,
  cell,
  className,
}: {
  columns: Column[];
  cell: string;
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={`${cell} font-medium ${column.numeric ? 'text-right' : ''}`}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
