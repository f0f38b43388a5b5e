import type { CSSProperties, ReactNode } from 'react';

/**
 * A dashboard card drawn with a few styles of our own (`.dash-card` in global.css), looking like the
 * console's other cards: antd's Card brings its Tabs with it, which was ~13 kB gzip of the signed-in
 * home's 350 kB budget for a header and a body.
 */
export function DashCard(props: { title: ReactNode; extra?: ReactNode; loading?: boolean; children: ReactNode; style?: CSSProperties }) {
  return (
    <section className="dash-card" style={props.style} aria-busy={props.loading || undefined}>
      <header className="dash-card-head">
        <div className="dash-card-title">{props.title}</div>
        {props.extra && <div className="dash-card-extra">{props.extra}</div>}
      </header>
      <div className="dash-card-body">{props.loading ? <div className="dash-card-loading" /> : props.children}</div>
    </section>
  );
}

/** A figure on a dashboard card: its label above its value, as antd's Statistic showed it. */
export function Figure(props: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="dash-figure">
      <div className="dash-figure-label">{props.label}</div>
      <div className="dash-figure-value" data-testid={props.testId}>
        {props.value}
      </div>
    </div>
  );
}
