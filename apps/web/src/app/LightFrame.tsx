import { Link, Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { ConsoleFooter } from '../components/ConsoleFooter';
import { LanguageSwitch } from '../components/LanguageSwitch';
import './lightFrame.css';

/**
 * The frame of the sign-in route: the same header and footer as the public pages, without Ant Design,
 * so the first page most visitors load stays within its bundle budget.
 */
export function LightFrame() {
  return (
    <div className="light-frame">
      <header className="light-frame-header">
        <Link to="/" className="light-frame-brand">
          <Brand />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="light-frame-content">
        <Outlet />
      </main>
      <footer className="light-frame-footer">
        <ConsoleFooter />
      </footer>
    </div>
  );
}
