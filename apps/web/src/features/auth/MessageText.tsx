import { Fragment } from 'react';

const linkPattern = /(https?:\/\/[^\s<>"]+)/g;

/** A message body with its links clickable, so an activation link can be opened from the outbox. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
