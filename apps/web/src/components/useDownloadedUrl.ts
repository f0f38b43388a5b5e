import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download } from '../api/http';

/**
 * A file of the server's (a review document's image) as an object URL for an `<img>`: fetched by the
 * console's HTTP client, so with §7's headers and a refusal shown as its message (§8), where an
 * `src` pointing at the server would send neither. The URL is let go when the file changes or the
 * component leaves.
 */
export function useDownloadedUrl(path: string | null): { url: string | null; error: Error | null } {
  const file = useQuery({
    queryKey: ['downloadedFile', path],
    queryFn: () => download(path!),
    enabled: path !== null,
    retry: false,
    staleTime: Infinity,
    // Dropped as soon as no page shows it: documents are not kept in memory past their page.
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = file.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // The URL is a resource of the browser's, made here and let go in the cleanup; made in render, a
    // render that is thrown away would leak it, and StrictMode's second effect would revoke a URL in use.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return { url, error: file.error };
}
