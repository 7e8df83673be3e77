import { useNavigate } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/index.ts';

/** /auth/signUp: after the form, the code page for that e-mail. */
export function SignUpRoute() {
  const navigate = useNavigate();
  return (
    <SignUpPage
      onCodeSent={(email) => void navigate({ to: '/auth/user-validation', search: { email, sent: 'yes' } })}
    />
  );
}
