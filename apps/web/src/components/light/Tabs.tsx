import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './light.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them. A panel
 * is rendered once first shown and then kept, so what was typed in it survives switching back.
 */
export function Tabs({ items, defaultActiveKey, className }: { items: TabItem[]; defaultActiveKey?: string; className?: string }) {
  const id = useId();
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const [visited, setVisited] = useState(() => new Set([active]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActive(item.key);
    setVisited((v) => (v.has(item.key) ? v : new Set(v).add(item.key)));
    tabs.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next);
  };

  return (
    <div className={className ? `lt-tabs ${className}` : 'lt-tabs'}>
      <div className="lt-tabs-nav" role="tablist">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-controls={`${id}-panel-${item.key}`}
            aria-selected={item.key === active}
            tabIndex={item.key === active ? 0 : -1}
            className="lt-tab"
            onClick={() => select(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.icon}
            <span>{item.label}</span>
          </button>
        ))}
      </div>
      {items.map((item) =>
        visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
