import { Fragment, type ReactNode } from 'react';

const tagged = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A phrase with `<name>…</name>` parts, each drawn by its function (a link, usually): the simple case
 * of react-i18next's Trans, which costs the sign-in route ~5 kB it cannot spare. Unknown tags stay text.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagged)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const draw = tags[name];
    if (!draw) continue;
    parts.push(text.slice(last, match.index), <Fragment key={match.index}>{draw(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
