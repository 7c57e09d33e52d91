import { PageHeading } from '@/components/ui/page-heading';
import { FormCard } from '@/features/users/components/form-card';
import { ResetPasswordForm } from '@/features/users/components/reset-password-form';

export default function ResetPasswordRoute() {
  return (
    <FormCard>
      <PageHeading />
      <ResetPasswordForm />
    </FormCard>
  );
}
