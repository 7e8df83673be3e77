import { LoadingLayout } from '../layouts/loading-layout.tsx';
import { useRouteLayout } from '../layouts/use-route-layout.ts';
import { ErrorScreen, type ErrorScreenProps } from './error-screen.tsx';

/**
 * The error screen inside the default layout (header, navigation, bottom bar), for errors caught above the
 * shell route (an unknown path): the learner keeps the producer's chrome and every way out of it.
 */
export function FramedErrorScreen(props: ErrorScreenProps) {
  const Layout = useRouteLayout('default');
  if (!Layout) return <LoadingLayout />;
  return (
    <Layout>
      <ErrorScreen {...props} />
    </Layout>
  );
}
