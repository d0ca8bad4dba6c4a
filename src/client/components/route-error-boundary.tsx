/**
 * An error boundary around each route (docs/product.md "Phone first" #phone-first-never-blank): whatever a page
 * throws while rendering — its code failed to load twice (lib/lazy-page.ts), or a bug — ends in a screen under
 * the header with a Japanese message and a way on, never a blank page. A failed chunk offers 「再読み込み」 (a
 * new deploy needs the new index.html); anything else 「もう一度試す」, which clears the boundary and the failed
 * queries and renders the page again. Moving to another route clears it too (`resetKey`).
 */
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "wouter";
import { isChunkLoadError } from "#client/lib/lazy-page.ts";
import { copy } from "#shared/copy.ts";
import { AlertIcon } from "./icons.tsx";

interface BoundaryProps {
  /** A new value (the location) clears a caught error. */
  resetKey: string;
  onReset: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("unknown") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible for whoever opens the console: the screen itself says only what a visitor can act on.
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <RouteErrorScreen chunk={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
  }
}

/** The screen of a failed route: a failed chunk (reload first) or a page error (retry first). */
export function RouteErrorScreen({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const text = copy.phone.routeError;
  const reload = () => window.location.reload();
  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="route-error__title">
        <AlertIcon size={22} />
        {chunk ? text.chunkTitle : text.renderTitle}
      </h1>
      <p className="route-error__body">{chunk ? text.chunkBody : text.renderBody}</p>
      <div className="route-error__actions">
        {chunk ? (
          <button type="button" className="button button--primary" onClick={reload}>
            {text.reload}
          </button>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={onRetry}>
              {text.retry}
            </button>
            <button type="button" className="button" onClick={reload}>
              {text.reload}
            </button>
          </>
        )}
        <a className="route-error__home" href="/">
          {text.home}
        </a>
      </div>
    </section>
  );
}

/** The boundary of the current route (cleared when the location changes), clearing failed queries on retry. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [resetKey] = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={resetKey} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
