import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { newsroomQueries } from '@iprism/shared/api/company-queries';

/** The stored cover of an article; nothing while it loads or when it cannot be read. Key it by `path`. */
export function CoverPreview({ path }: { path: string }) {
  const { data: blob } = useQuery(newsroomQueries.articleCover(path));
  const [url, setUrl] = useState<string | null>(null);
  // The image reads the bytes through an object URL, let go of when the bytes change or the preview goes.
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url && <Box component="img" src={url} alt="Current cover" sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1 }} />;
}
