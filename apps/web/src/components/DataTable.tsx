import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useMemo, useRef } from 'react';

/** The keys tables give the column of a row's buttons. */
const actionKeys = new Set(['actions', 'action']);

/**
 * A table wider than its box keeps its row buttons in view: the actions column is pinned to the
 * table's end, so whatever scrolls sideways, Edit or Delete never does (a table once hid them 500 px
 * to the right with nothing saying more was there). The edge where more columns wait wears a shadow.
 */
function pinActions<T>(columns: TableColumnsType<T> | undefined): TableColumnsType<T> | undefined {
  return columns?.map((column) =>
    column.key !== undefined && actionKeys.has(String(column.key)) && column.fixed === undefined ? { ...column, fixed: 'right' } : column,
  );
}

/**
 * Ant Design's table, with the part that scrolls sideways (wide tables, and every table on a phone)
 * reachable by keyboard: a region a mouse can scroll must be one a keyboard can scroll too (WCAG 2.1.1).
 * A table that may scroll sideways (`scroll.x`) keeps its actions column in view (`pinActions`).
 */
export function DataTable<T extends object>(props: TableProps<T>) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((region) => {
      if (!region.hasAttribute('tabindex')) region.tabIndex = 0;
    });
  });
  const sideways = props.scroll?.x !== undefined;
  const columns = useMemo(() => (sideways ? pinActions(props.columns) : props.columns), [props.columns, sideways]);
  return (
    <div ref={frame} className="data-table">
      <Table<T> {...props} columns={columns} />
    </div>
  );
}
