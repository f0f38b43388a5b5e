import { ConfigProvider } from 'antd';
import useBreadcrumbStyle from 'antd/es/breadcrumb/style';
import { Fragment, type ReactNode, useContext } from 'react';

/**
 * The header's breadcrumb in antd Breadcrumb's markup and styles, without the component: its items can
 * open dropdowns, so it brought antd's Dropdown and Menu into every first signed-in load, a phone's
 * included, though our crumbs never open anything. The style hook still writes its CSS variables.
 */
export function CrumbTrail({ items, className, ...rest }: { items: ReactNode[]; className: string; 'data-testid'?: string }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('breadcrumb');
  const [hashId, cssVarCls] = useBreadcrumbStyle(prefix);
  return (
    <nav className={[prefix, className, hashId, cssVarCls].filter(Boolean).join(' ')} {...rest}>
      <ol>
        {items.map((title, i) => (
          // A trail's place is its identity, as in antd's.
          <Fragment key={i}>
            {i > 0 && (
              <li className={`${prefix}-separator`} aria-hidden="true">
                /
              </li>
            )}
            <li className={`${prefix}-item`}>
              <span className={`${prefix}-link`}>{title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
