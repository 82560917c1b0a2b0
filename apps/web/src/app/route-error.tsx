import { Component, type ErrorInfo, type ReactNode } from 'react';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The default error screen (spec section 2): 'Unexpected Application Error!' and the message.
 * Kept free of i18n and the store on purpose: it must render even when those are what broke.
 */
function RouteError({ error }: { error: unknown }) {
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

interface Props {
  /** The current path: the error screen goes away when the diner goes elsewhere. */
  pathname: string;
  children: ReactNode;
}

type State = { error: unknown; pathname: string } | { error: null; pathname: null };

/** Catches what a page throws while rendering, including a page chunk that fails to load. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.pathname === null) return { pathname: props.pathname };
    return state.pathname === props.pathname ? null : { error: null, pathname: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
