import { useEffect, useRef, useState } from 'react';
import { type ImageFacts, isReducibleImage } from '../files/downscale';
import { readImageFacts } from '../files/reduceImage';

/** What is known of a queued image: its facts, or that the browser could not read it. */
export type ImageFactsState = ImageFacts | 'unreadable';

/**
 * The dimensions of the JPEG and PNG files among `files`, read in the browser once per file (the queue
 * states them and checks the server's 40 megapixels before sending); absent while being read.
 */
export function useImageFacts(files: readonly File[]): ReadonlyMap<File, ImageFactsState> {
  const [known, setKnown] = useState<ReadonlyMap<File, ImageFactsState>>(() => new Map());
  const started = useRef(new Set<File>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After every render: the queue's files change by adding, removing and reducing; each is read once.
  useEffect(() => {
    for (const file of files) {
      if (!isReducibleImage(file) || started.current.has(file)) continue;
      started.current.add(file);
      const keep = (state: ImageFactsState) => {
        if (mounted.current) setKnown((map) => new Map(map).set(file, state));
      };
      readImageFacts(file).then(keep, () => keep('unreadable'));
    }
  });

  return known;
}
