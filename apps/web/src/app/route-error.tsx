import { isRouteErrorResponse, useRouteError } from 'react-router';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The router's default fallback (spec section 2): 'Unexpected Application Error!' and the message.
 * Kept free of i18n and the store on purpose: it must render even when those are what broke.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 p-6 text-center"
    >
      <h2 className="text-2xl font-bold text-danger">Unexpected Application Error!</h2>
      <h3 className="text-muted italic">{messageOf(error)}</h3>
      <p lang="ar" dir="rtl">
        حدث خطأ غير متوقع.{' '}
        <a className="text-primary underline" href="/welcome">
          العودة إلى البداية
        </a>
      </p>
      <p lang="en" dir="ltr">
        Something went wrong.{' '}
        <a className="text-primary underline" href="/welcome">
          Back to start
        </a>
      </p>
    </div>
  );
}
