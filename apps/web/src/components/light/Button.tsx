import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingIcon } from './icons';
import './light.css';

/** antd's sizes ('medium' is antd 6's name for 'middle'), so a Form's size can be passed through. */
export type LightSize = 'small' | 'middle' | 'medium' | 'large';

export const sizeClass = (prefix: string, size: LightSize | undefined) =>
  size === 'large' ? ` ${prefix}-lg` : size === 'small' ? ` ${prefix}-sm` : '';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: LightSize;
  block?: boolean;
  /** Shows a spinner and ignores presses: a second press while the first is out would send twice. */
  loading?: boolean;
  icon?: ReactNode;
}

/** Two Chinese characters read as one cramped word on a button; antd spaces them ('登 录'), and so do we. */
const twoHanzi = /^[\u4e00-\u9fa5]{2}$/;

export function Button({
  variant = 'default',
  size,
  block,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = `lt-btn${variant === 'primary' ? ' lt-btn-primary' : ''}${sizeClass('lt-btn', size)}${block ? ' lt-btn-block' : ''}${loading ? ' lt-btn-loading' : ''}${className ? ` ${className}` : ''}`;
  const content = typeof children === 'string' && twoHanzi.test(children) ? `${children[0]} ${children[1]}` : children;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={(e) => (loading ? e.preventDefault() : onClick?.(e))}
    >
      {loading ? <LoadingIcon className="lt-spin" /> : icon}
      {content !== undefined && content !== null && <span>{content}</span>}
    </button>
  );
}

/** A centred spinner while a page's code is on its way. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="lt-loading" role="status" aria-label={label}>
      <LoadingIcon className="lt-spin" />
    </div>
  );
}
