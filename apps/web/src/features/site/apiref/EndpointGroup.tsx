import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * One tag's endpoints under its heading. When the whole list is long, a group shows only its heading
 * until opened: the full console API is hundreds of cards, a page tens of thousands of pixels tall
 * that a phone renders and scrolls slowly.
 */
export function EndpointGroup({
  label,
  count,
  open,
  onToggle,
  children,
}: {
  label: string;
  count: number;
  /** undefined: always open (the list is short enough to show whole). */
  open?: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const heading = (
    <>
      {label}{' '}
      <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
        ({count})
      </Typography.Text>
    </>
  );
  return (
    <section style={{ marginBottom: open === false ? 8 : 24 }} data-testid="endpoint-group">
      <Typography.Title level={3} style={{ fontSize: 20, marginBottom: open === false ? 0 : undefined }}>
        {open === undefined ? (
          heading
        ) : (
          <Button
            type="text"
            icon={open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            // Named by its visible heading (WCAG 2.5.3); aria-expanded says whether it is open.
            aria-expanded={open}
            onClick={onToggle}
            style={{ fontSize: 20, fontWeight: 600, height: 'auto', paddingInline: 4, whiteSpace: 'normal', textAlign: 'start' }}
          >
            {heading}
          </Button>
        )}
      </Typography.Title>
      {open !== false && children}
    </section>
  );
}
