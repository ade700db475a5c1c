import type { ReactNode } from 'react';

/**
 * Text people wrote (a challenge's title, a submission, a name): shown as written, whatever the
 * interface language. `lang=""` says its language is unknown, so assistive technology and the
 * route guard do not take it for the interface's own words.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span lang="" className={className}>
      {children}
    </span>
  );
}
