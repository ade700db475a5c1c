import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';

/** A link to the page already shown scrolls to the top instead of navigating (spec 000 §2). */
export function ScrollLink({ to, onClick, children, ...rest }: LinkProps & { children: ReactNode }) {
  const location = useLocation();
  const target = typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname;
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (target === location.pathname) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  return (
    <Link to={to} onClick={handle} {...rest}>
      {children}
    </Link>
  );
}
