import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';

/**
 * The notice on a working screen that the product marks as under construction (product
 * §2: Earnings, Activity dashboard): the screen works, its figures may still change shape.
 */
export function UnderConstruction({ children }: { readonly children?: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      title="Under construction"
      icon={<IconBarrierBlock size={18} aria-hidden />}
      data-testid="under-construction"
    >
      {children ?? 'This screen is still being built: what it shows may change.'}
    </Alert>
  );
}
