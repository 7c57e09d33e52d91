import { useParams } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { toNumberParam } from '@/lib/route-params';
import { FormCard } from '@/features/users/components/form-card';
import { SetPasswordForm } from '@/features/users/components/set-password-form';
import { userNameFromLink } from '@/features/users/messages';

/** Reached from the reset email: /users/setpw/{playerID}/{userName or @}/{token}. */
export default function SetPasswordRoute() {
  const params = useParams();
  return (
    <FormCard>
      <PageHeading />
      <SetPasswordForm
        key={`${params['playerID']}/${params['token']}`}
        playerID={toNumberParam(params['playerID'])}
        token={params['token'] ?? ''}
        initialUserName={userNameFromLink(params['userName'])}
      />
    </FormCard>
  );
}
