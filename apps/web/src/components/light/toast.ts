/**
 * Toasts without Ant Design, so the HTTP client can report errors (§8: 5 s) on every page, including
 * the sign-in route that loads no antd. Styled after antd's message.
 */
type Kind = 'error' | 'success' | 'info';

const colours: Record<Kind, string> = { error: '#ff4d4f', success: '#52c41a', info: 'var(--console-primary, #1668dc)' };
const glyphs: Record<Kind, string> = { error: '✕', success: '✓', info: 'i' };

function container(): HTMLElement {
  let root = document.getElementById('console-toasts');
  if (!root) {
    root = document.createElement('div');
    root.id = 'console-toasts';
    root.setAttribute('role', 'status');
    root.setAttribute('aria-live', 'assertive');
    Object.assign(root.style, {
      position: 'fixed',
      top: '16px',
      left: '0',
      right: '0',
      zIndex: '2010',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '8px',
      pointerEvents: 'none',
    });
    document.body.appendChild(root);
  }
  return root;
}

function show(kind: Kind, text: string, ms: number): void {
  const root = container();
  // The same message twice in a row (a double click, a retry) refreshes the one shown instead of stacking.
  for (const existing of Array.from(root.children) as HTMLElement[]) {
    if (existing.dataset.text === text) existing.remove();
  }
  const item = document.createElement('div');
  item.dataset.text = text;
  item.className = `console-toast console-toast-${kind}`;
  Object.assign(item.style, {
    background: '#fff',
    borderRadius: '8px',
    padding: '9px 12px',
    boxShadow: '0 6px 16px rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05)',
    fontSize: '14px',
    color: 'rgba(0,0,0,.88)',
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    maxWidth: 'min(640px, 92vw)',
    pointerEvents: 'auto',
  });
  const glyph = document.createElement('span');
  glyph.textContent = glyphs[kind];
  glyph.setAttribute('aria-hidden', 'true');
  Object.assign(glyph.style, {
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    background: colours[kind],
    color: '#fff',
    fontSize: '10px',
    fontWeight: '700',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
  });
  const body = document.createElement('span');
  body.textContent = text;
  item.append(glyph, body);
  root.appendChild(item);
  setTimeout(() => item.remove(), ms);
}

export const toast = {
  error: (text: string, ms = 5000) => show('error', text, ms),
  success: (text: string, ms = 3000) => show('success', text, ms),
  info: (text: string, ms = 3000) => show('info', text, ms),
};
