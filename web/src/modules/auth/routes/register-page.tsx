import { useState } from 'react';
import type { Registration } from '../api/types';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { RegisterProgress } from '../components/register-progress';

/** /register: the sign-up form, then the account-creation progress that ends signed in on /setup. */
export default function RegisterPage() {
  const [started, setStarted] = useState<{ registration: Registration; email: string; password: string } | null>(null);
  return (
    <AuthLayout width={560}>
      {started ? (
        <RegisterProgress {...started} onRestart={() => setStarted(null)} />
      ) : (
        <RegisterForm onStarted={(registration, email, password) => setStarted({ registration, email, password })} />
      )}
    </AuthLayout>
  );
}
