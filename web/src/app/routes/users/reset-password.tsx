import { PageHeading } from '@/components/ui/page-heading';
import { FormCard, ResetPasswordForm } from '@/features/users';

export default function ResetPasswordRoute() {
  return (
    <FormCard>
      <PageHeading />
      <ResetPasswordForm />
    </FormCard>
  );
}
