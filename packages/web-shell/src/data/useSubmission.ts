import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmissionOptions<Input, Output> {
  /** Sends the form's input; resolves to the server's answer, throws (a CallError) when refused. */
  send: (input: Input) => Promise<Output>;
  onSuccess?: (output: Output) => void;
  onError?: (thrown: unknown) => void;
}

export interface Submission<Input> {
  /** Starts the call; ignored while one is under way. */
  submit: (input: Input) => void;
  /** A call is under way. */
  busy: boolean;
  /** The last call succeeded. */
  succeeded: boolean;
}

type SubmissionState = 'idle' | 'busy' | 'succeeded' | 'failed';

/**
 * One form's call to the server on the public screens (sign-in, access screens): busy while it runs, a
 * callback for its outcome. TanStack Query's useMutation did this with a cache the public screens never
 * read; the cache now loads with the protected layout only (ServerDataProvider), which keeps it out of
 * /login's first load (issue 12 budget). An answer that arrives after the screen went away is dropped.
 */
export function useSubmission<Input, Output>(options: SubmissionOptions<Input, Output>): Submission<Input> {
  const [state, setState] = useState<SubmissionState>('idle');
  const latest = useRef(options);
  const mounted = useRef(false);
  const running = useRef(false);

  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback((input: Input) => {
    if (running.current) return;
    running.current = true;
    setState('busy');
    const settle = (next: SubmissionState, report: () => void) => {
      running.current = false;
      if (!mounted.current) return;
      setState(next);
      report();
    };
    // A send that throws at once fails like one that rejects.
    new Promise<Output>((resolve) => resolve(latest.current.send(input))).then(
      (output) => settle('succeeded', () => latest.current.onSuccess?.(output)),
      (thrown: unknown) => settle('failed', () => latest.current.onError?.(thrown)),
    );
  }, []);

  return { submit, busy: state === 'busy', succeeded: state === 'succeeded' };
}
