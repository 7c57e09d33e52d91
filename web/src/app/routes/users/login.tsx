import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { FormCard, LoginForm } from '@/features/users';

/** Where to go after log-in: back to the guarded page that sent us here, else the user dashboard. */
function destinationOf(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || from.pathname === href('login')) return href('userDashboard');
  return `${from.pathname}${from.search}${from.hash}`;
}

export default function LoginRoute() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationOf(location.state);

  // Product §2.20: logged-in users are redirected to the user dashboard.
  if (user) return <Navigate to={destination} replace />;

  return (
    <FormCard>
      <PageHeading />
      <LoginForm onLoggedIn={() => navigate(destination, { replace: true })} />
    </FormCard>
  );
}
