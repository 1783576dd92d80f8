import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * Every route's parent. ScrollRestoration: a new page starts at the top (docs/product-rules.md#screens-and-routes), and Back
 * or Forward returns to where the user was on that page.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
