import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, motion, radius } from '@site/theme/tokens.ts';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.7rem 1.4rem;
  border-radius: ${radius.pill};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${motion.fast} ${motion.easing},
    color ${motion.fast} ${motion.easing},
    border-color ${motion.fast} ${motion.easing},
    transform ${motion.fast} ${motion.easing};
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: progress;
    transform: none;
  }
`;

export const buttonVariants = {
  primary: css`
    background: ${color.maroon};
    color: ${color.white};
    &:hover {
      background: ${color.maroon500};
      color: ${color.white};
    }
  `,
  secondary: css`
    background: ${color.navy};
    color: ${color.white};
    &:hover {
      background: ${color.navy700};
      color: ${color.white};
    }
  `,
  outline: css`
    background: transparent;
    color: ${color.navy};
    border-color: currentColor;
    &:hover {
      background: ${color.navy};
      border-color: ${color.navy};
      color: ${color.white};
    }
  `,
  /** For dark backgrounds. */
  light: css`
    background: ${color.white};
    color: ${color.navy};
    &:hover {
      background: ${color.navy100};
      color: ${color.navy};
    }
  `,
};

export type ButtonVariant = keyof typeof buttonVariants;

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A link styled as a button. http(s) links open in a new tab with rel="noopener noreferrer" and say so. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const external = isExternal(href);
  return (
    <a href={href} className={cx(buttonBase, buttonVariants[variant], className)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
