/**
 * Resolves at the visitor's first focus, key or pointer press, input (autofill included), click or submit on the page (at once if one already
 * happened). Code a page needs only once someone works on a form — the zod schemas, the captcha's
 * proof of work — waits for it, so it is not part of the page's own download (the sign-in page's budget).
 */
let started = false;
let waiting: Promise<void> | undefined;

export function firstInteraction(): Promise<void> {
  if (started) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const events = ['focusin', 'keydown', 'pointerdown', 'input', 'change', 'click', 'submit'] as const;
    const go = () => {
      started = true;
      for (const name of events) document.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) document.addEventListener(name, go, true);
  });
  return waiting;
}
