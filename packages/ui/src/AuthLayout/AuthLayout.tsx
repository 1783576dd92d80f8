import type { ReactNode } from 'react';
import { Logo } from '../Logo';
import { FP } from '../theme/firstPaint';

export interface AuthLayoutProps {
  /** Main heading of the screen (the page's h1). */
  title: string;
  /** One line under the heading. */
  subtitle?: string;
  /** Title of the banner (beside the card on wide screens, above it on phones); says what the portal is for. */
  bannerTitle?: string;
  /** Text of the banner under its title. */
  bannerText?: string;
  /** Shown under the card, e.g. a 'Voltar para o login' link. */
  footer?: ReactNode;
  /** The form and links of the screen. */
  children: ReactNode;
}

// Defaults of the banner.
const DEFAULT_BANNER_TITLE = 'Seus planos de tratamento, do pedido ao pagamento';
const DEFAULT_BANNER_TEXT = 'Autorizações, glosas e pagamentos da sua clínica em um só lugar.';

/** Soft rings behind the banner text; decoration only. */
function BannerRings() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 400" className={FP.authRings}>
      {[190, 150, 110, 70].map((r) => (
        <circle key={r} cx="200" cy="200" r={r} fill="none" stroke="white" strokeWidth="18" />
      ))}
    </svg>
  );
}

/**
 * Layout of the five access screens: a banner, the logo, a heading and a card holding the form. Plain
 * elements with the classes Chakra gives the same layout (theme/firstPaint/catalog.tsx): the sign-in page
 * paints before Chakra's runtime loads.
 */
export function AuthLayout({
  title,
  subtitle,
  // The logo and the sign-in heading already name the portal; the banner says what it is for.
  bannerTitle = DEFAULT_BANNER_TITLE,
  bannerText = DEFAULT_BANNER_TEXT,
  footer,
  children,
}: AuthLayoutProps) {
  return (
    <div className={FP.authPage}>
      <aside aria-label="Apresentação do portal" className={FP.authBanner}>
        <p className={FP.authBannerTitle}>{bannerTitle}</p>
        <p className={FP.authBannerText}>{bannerText}</p>
        <BannerRings />
      </aside>
      <main className={FP.authMain}>
        <div className={FP.authCard}>
          <div className={FP.stack6}>
            <Logo />
            <div className={FP.stack1}>
              <h1 className={FP.authHeading}>{title}</h1>
              {subtitle ? <p className={FP.mutedText}>{subtitle}</p> : null}
            </div>
            {children}
          </div>
        </div>
        {footer ? <div className={FP.authFooter}>{footer}</div> : null}
      </main>
    </div>
  );
}
