import { Link } from '@tanstack/react-router';
import { LogIn, Mail, UserPlus } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';

const choiceClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white';
const outlined =
  'border border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-50 dark:hover:bg-gray-800';

/** /auth: the ways in, one tap each. */
export function AuthChooserPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame title={t('auth.chooser.title')} lead={t('auth.chooser.text')}>
      <ul className="flex flex-col gap-3">
        <li>
          <Link to="/auth/newLogin" className={`${choiceClass} ${buttonVariants.primary}`}>
            <LogIn aria-hidden="true" className="size-5" />
            {t('auth.chooser.login')}
          </Link>
        </li>
        <li>
          <Link to="/auth/signUp" className={`${choiceClass} ${outlined}`}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t('auth.chooser.signUp')}
          </Link>
        </li>
        <li>
          <Link to="/auth/login" className={`${choiceClass} ${outlined}`}>
            <Mail aria-hidden="true" className="size-5" />
            {t('auth.chooser.link')}
          </Link>
        </li>
      </ul>
    </AuthPageFrame>
  );
}
