import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageFailed } from './page-failed';

// Any render or loader failure of the app's routes lands here.
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return <PageFailed />;
}
