import { FP } from '../theme/firstPaint';

export interface LoadingStateProps {
  /** What is loading, e.g. 'Carregando planos de tratamento...'. */
  text?: string;
}

/**
 * A spinner with its text, announced politely to screen readers (role status). Plain elements with the
 * classes of Chakra's HStack and Spinner (theme/firstPaint): it shows while a first screen's code arrives,
 * before Chakra's runtime has loaded.
 */
export function LoadingState({ text = 'Carregando...' }: LoadingStateProps) {
  return (
    <div role="status" className={FP.loadingState}>
      <span className={FP.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
