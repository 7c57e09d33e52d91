import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A link to another page of the site, through the router. */
export function InternalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always" inherit>
      {children}
    </Anchor>
  );
}

/** A mailto link that shows the address itself. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} underline="always" inherit>
      {email}
    </Anchor>
  );
}
