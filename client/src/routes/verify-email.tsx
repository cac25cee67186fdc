import { data, Link, useLoaderData } from 'react-router';
import { AuthPanel } from '../features/auth/components/auth-panel';
import { paths } from '../config/paths';
import { useT } from '../i18n/i18n';
import { applyVerificationCode, isSpentCode } from '../lib/identity.server';
import { memberContext } from '../lib/request-context';
import type { Route } from './+types/verify-email';

/**
 * Where the verification e-mail's link lands: the code is applied on the server (the identity
 * service's REST call), and the page says the address is verified. A used or expired link says
 * so, unless the member reading it is verified already (the link opened twice).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const oobCode = new URL(request.url).searchParams.get('oobCode')?.trim() ?? '';
  const member = context.get(memberContext);
  let verified = false;
  if (oobCode !== '' && oobCode.length <= 1000) {
    try {
      await applyVerificationCode(oobCode);
      verified = true;
    } catch (error) {
      if (!isSpentCode(error)) throw error;
    }
  }
  verified ||= member?.emailVerified === true;
  return data({ verified, signedIn: member !== null }, { status: verified ? 200 : 400 });
}

export default function Component() {
  const t = useT();
  const { verified, signedIn } = useLoaderData<typeof loader>();
  const heading = verified ? t('verifyEmail.verified') : t('verifyEmail.invalid');
  return (
    <AuthPanel heading={heading}>
      {verified ? (
        <>
          <p role="status">{t('verifyEmail.verifiedText')}</p>
          <div className="flex flex-col gap-2">
            <Link to={signedIn ? paths.shareTip : paths.login} className="btn btn-primary">
              {signedIn ? t('verifyEmail.shareTip') : t('nav.login')}
            </Link>
            <Link to={paths.home} className="btn btn-ghost">
              {t('verifyEmail.home')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p role="alert">{t(signedIn ? 'verifyEmail.invalidSignedIn' : 'verifyEmail.invalidText')}</p>
          {!signedIn && (
            <Link to={paths.login} className="btn btn-primary">
              {t('nav.login')}
            </Link>
          )}
        </>
      )}
    </AuthPanel>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
