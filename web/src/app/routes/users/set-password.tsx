import { useParams } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { toNumberParam } from '@/lib/route-params';
import { FormCard, SetPasswordForm, userNameFromLink } from '@/features/users';

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
