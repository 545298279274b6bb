import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';

/**
 * SPEC §2 /redirect/{path}: replaces itself with /{path}, so navigating here re-creates the page
 * at that path (the tab strip's refresh uses it).
 */
export default function RedirectPage() {
  const params = useParams<{ '*': string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(`/${params['*'] ?? ''}${search ? `?${search}` : ''}`, { replace: true });
  }, [navigate, params, search]);
  return null;
}
