import { languages } from '@console/phrases';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../app/i18n';
import './languageSwitch.css';

/** The language switch of every header (§1); antd-free so the sign-in route stays light. The choice is stored. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const current = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <div className={`lang-switch${dark ? ' lang-switch-dark' : ''}`} ref={ref}>
      <button
        type="button"
        className="lang-switch-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('common.language')}: ${t(`common.languageNames.${current}`)}`}
        data-testid="language-switch"
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16ZM8.03 8H5.08a7.99 7.99 0 0 1 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span>{t(`common.languageNames.${current}`)}</span>
      </button>
      {open && (
        <ul className="lang-switch-menu" role="menu">
          {languages.map((l) => (
            <li key={l} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={l === current}
                className={l === current ? 'lang-switch-item lang-switch-item-active' : 'lang-switch-item'}
                onClick={() => {
                  setOpen(false);
                  void setLanguage(l);
                }}
              >
                {t(`common.languageNames.${l}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
