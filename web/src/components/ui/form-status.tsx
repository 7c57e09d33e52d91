import type { ReactNode } from 'react';
import { Title, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

export type FormStatusKind = 'status' | 'error' | 'success';

const look: Record<FormStatusKind, { color: MantineColor; Icon: typeof IconInfoCircle }> = {
  status: { color: 'dimmed', Icon: IconInfoCircle },
  error: { color: 'red.8', Icon: IconAlertTriangle },
  success: { color: 'felt.8', Icon: IconCircleCheck },
};

/**
 * Product §4.15: forms show a status, error or success heading. Errors are
 * announced at once (role alert), the others politely (role status). The live region
 * is the heading's text, not the heading: a role on the h2 itself would take away
 * its being a heading.
 */
export function FormStatus({ kind, children }: { readonly kind: FormStatusKind; readonly children: ReactNode }) {
  const { color, Icon } = look[kind];
  return (
    <Title
      order={2}
      size="h4"
      c={color}
      data-testid={`form-${kind}`}
      style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600 }}
    >
      <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
      <span role={kind === 'error' ? 'alert' : 'status'}>{children}</span>
    </Title>
  );
}

export interface FormHeadingProps {
  /** While a request runs, e.g. "Saving...". */
  readonly busy?: string | false | null | undefined;
  /** The last failure, in the words to show. */
  readonly error?: string | false | null | undefined;
  /** The last success, e.g. the server's "Venue added". */
  readonly success?: string | false | null | undefined;
  /** The form's own heading, shown when none of the above is: "Add a venue below." */
  readonly children: ReactNode;
}

/** A form's one heading: busy, else error, else success, else the form's own words. */
export function FormHeading({ busy, error, success, children }: FormHeadingProps) {
  if (busy) return <FormStatus kind="status">{busy}</FormStatus>;
  if (error) return <FormStatus kind="error">{error}</FormStatus>;
  if (success) return <FormStatus kind="success">{success}</FormStatus>;
  return <FormStatus kind="status">{children}</FormStatus>;
}
