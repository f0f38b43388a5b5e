import { Fragment } from 'react';

const linkPattern = /(https?:\/\/[^\s<>"]+)/g;

/** The verification code of a message: its 6-digit run (§5), shown apart so it can be copied. */
export function codeOf(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
}

/** A message body with its links clickable, so an activation link can be opened from the outbox. */
export function MessageText({ text }: { text: string }) {
  // Blank lines separate paragraphs in an e-mail; in a table row they only make it tall.
  const parts = text
    .replace(/\n\s*\n/g, '\n')
    .trim()
    .split(linkPattern);
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // Underlined: a link told apart by colour alone fails WCAG 1.4.1 against the body text.
          <a key={i} href={part} style={{ textDecoration: 'underline' }}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
