import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmResetForm } from '../components/confirm-reset-form';
import { RequestResetForm } from '../components/request-reset-form';

/** /password-reset: ask for a link by username, or (with `?token=`) choose the new password. */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AuthLayout>{token ? <ConfirmResetForm token={token} /> : <RequestResetForm />}</AuthLayout>;
}
