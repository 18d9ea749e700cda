import { useLocation, useNavigate } from 'react-router';

// Back where the user came from; a page opened from a link or bookmark has no
// 'from' in this app, so back is `fallback` instead of leaving the app.
export function useBackOr(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (key === 'default' ? navigate(fallback) : navigate(-1));
}
