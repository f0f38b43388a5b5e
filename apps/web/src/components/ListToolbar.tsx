import { Button, Flex, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from './ExportButton';

interface ListToolbarProps<V extends string> {
  /** One choice narrowing the list (a kind, a status). */
  filter: { value: V; onChange: (value: V) => void; label: string; options: { value: V; label: string }[] };
  /** The keyword search; the keyword arrives trimmed. */
  search: { placeholder: string; onSearch: (keyword: string) => void };
  /** Opens the import, when the person may import. */
  onImport?: () => void;
  /** The file of the list under the filters shown, when the person may export. */
  exportFile?: { path: string; params: Record<string, string>; fileName: string };
  /** The page's words for the import and the export. */
  texts: { import: string; export: string; exporting: string };
  /** Further buttons after the import and the export (the page's own "add"). */
  children?: ReactNode;
}

/** Above a list: a filter and a search on the left, import, export and the page's own buttons on the right (wrapping on a phone). */
export function ListToolbar<V extends string>({ filter, search, onImport, exportFile, texts, children }: ListToolbarProps<V>) {
  return (
    <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
      <Space wrap>
        <Select value={filter.value} onChange={filter.onChange} aria-label={filter.label} style={{ width: 130 }} options={filter.options} />
        <Input.Search
          allowClear
          placeholder={search.placeholder}
          aria-label={search.placeholder}
          onSearch={(v) => search.onSearch(v.trim())}
          style={{ maxWidth: 260 }}
        />
      </Space>
      <Space wrap>
        {onImport && (
          <Button onClick={onImport} data-testid="import-open">
            {texts.import}
          </Button>
        )}
        {exportFile && <ExportButton {...exportFile} label={texts.export} busyLabel={texts.exporting} />}
        {children}
      </Space>
    </Flex>
  );
}
