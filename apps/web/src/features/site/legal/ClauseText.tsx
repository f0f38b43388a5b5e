import { clauseParts } from '@console/phrases/legal';
import { Link } from 'react-router';

/** A clause's text, with its references to other agreements as links inside the console. */
export function ClauseText({ text }: { text: string }) {
  return (
    <>
      {clauseParts(text).map((part, i) =>
        'href' in part ? (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
