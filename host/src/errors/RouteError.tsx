import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from '@backlay/shared/router';
import { dropShellPlaceholder } from '../layout/shellPlaceholderId.js';
import { dropFirstScreen } from '@backlay/shared/first-screen';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/** The route-level fallback (spec section 2): the title, then the status or the message. */
export function RouteError() {
  const error = useRouteError();
  useLayoutEffect(() => {
    dropShellPlaceholder();
    dropFirstScreen();
  }, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" style={{ padding: 24 }}>
      <h2 style={{ fontSize: 22, margin: '0 0 8px' }}>{ROUTE_ERROR_TITLE}</h2>
      <h3 style={{ fontSize: 16, fontStyle: 'italic', fontWeight: 400, margin: 0 }}>{detail}</h3>
    </div>
  );
}
