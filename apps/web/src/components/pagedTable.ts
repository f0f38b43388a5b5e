import type { Page } from '@console/contract';
import type { TableProps } from 'antd';

/**
 * The props every server-paged table shares: the rows of one `Page`, and pagination driven by the
 * page number the caller keeps (the page size is fixed by the query).
 */
export function pagedTable<T>(
  page: Page<T> | undefined,
  options: {
    pageNum: number;
    pageSize: number;
    onPage: (pageNum: number) => void;
    totalText: (total: number) => string;
    hideOnSinglePage?: boolean;
  },
): Pick<TableProps<T>, 'dataSource' | 'pagination'> {
  return {
    dataSource: page?.list ?? [],
    pagination: {
      current: options.pageNum,
      pageSize: options.pageSize,
      total: page?.total ?? 0,
      showSizeChanger: false,
      hideOnSinglePage: options.hideOnSinglePage,
      showTotal: options.totalText,
      onChange: options.onPage,
    },
  };
}
