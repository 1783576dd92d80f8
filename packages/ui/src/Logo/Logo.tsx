import { FP } from '../theme/firstPaint';

export interface LogoProps {
  /** Hide the word mark and keep only the symbol (for tight spaces). */
  symbolOnly?: boolean;
  /** Height of the symbol in pixels. */
  size?: number;
  /** The app the mark names, on two lines (the last word on the second): 'Portal do Dentista' by default. */
  name?: string;
}

/**
 * The portal's mark: a stylised tooth with the app's name ('Portal do Dentista', or the audit console's). Plain
 * elements with Chakra's classes (theme/firstPaint): the sign-in page draws it before Chakra's runtime loads.
 */
export function Logo({ symbolOnly = false, size = 40, name = 'Portal do Dentista' }: LogoProps) {
  const words = name.split(' ');
  const lastWord = words.pop();
  return (
    <div className={FP.logo}>
      <svg
        viewBox="0 0 48 48"
        width={`${size}px`}
        height={`${size}px`}
        role={symbolOnly ? 'img' : undefined}
        aria-label={symbolOnly ? name : undefined}
        aria-hidden={symbolOnly ? undefined : true}
      >
        <rect width="48" height="48" rx="12" fill="currentColor" />
        <path
          fill="white"
          d="M16.5 10c-4.4 0-7.5 3.6-7.5 8.3 0 3.4 1.3 5.6 2.4 7.9.9 1.9 1.4 4.2 1.8 7.1.5 3.5 1.4 6.7 3.9 6.7 2.2 0 2.8-2.6 3.3-5.4.5-2.5 1-4.6 3.6-4.6s3.1 2.1 3.6 4.6c.5 2.8 1.1 5.4 3.3 5.4 2.5 0 3.4-3.2 3.9-6.7.4-2.9.9-5.2 1.8-7.1 1.1-2.3 2.4-4.5 2.4-7.9 0-4.7-3.1-8.3-7.5-8.3-3.1 0-4.6 1.5-7.5 1.5S19.6 10 16.5 10Z"
        />
      </svg>
      {symbolOnly ? null : (
        <span className={FP.logoText}>
          {words.join(' ')}
          <br />
          {lastWord}
        </span>
      )}
    </div>
  );
}
