import type { ReactNode } from 'react';
import '../../components/light/light.css';
import './login.css';

interface LoginCardProps {
  title: string;
  subtitle?: string;
  /** What sits beside the form on wide screens (the product panel). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The sign-in card: the look of AuthFrame's two-column card, without antd. */
export function LoginCard({ title, subtitle, aside, children }: LoginCardProps) {
  return (
    <section className="lt-scope login-card">
      {aside}
      <div className="login-card-main">
        <div className="login-card-heading">
          <h1 className="login-card-title">{title}</h1>
          {subtitle && <p className="login-card-subtitle">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
