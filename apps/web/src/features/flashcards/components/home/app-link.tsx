import { useNavigate } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent } from 'react';

/** A link to an in-app address the API gives as text (a lesson's link): the router navigates, no reload. */
export function AppLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
