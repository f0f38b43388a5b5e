import { Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * Ant Design's table, with the part that scrolls sideways (wide tables, and every table on a phone)
 * reachable by keyboard: a region a mouse can scroll must be one a keyboard can scroll too (WCAG 2.1.1).
 */
export function DataTable<T extends object>(props: TableProps<T>) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((region) => {
      if (!region.hasAttribute('tabindex')) region.tabIndex = 0;
    });
  });
  return (
    <div ref={frame}>
      <Table<T> {...props} />
    </div>
  );
}
