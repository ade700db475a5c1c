import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Changing it (the route) clears a shown error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(e && (e.name === 'ChunkLoadError' || /Loading chunk|dynamically imported module|Importing a module script failed/i.test(e.message ?? '')));
}

function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="page error-screen" role="alert" data-testid={chunk ? 'chunk-load-error' : 'render-error'}>
      <h1>{chunk ? t('errors.chunk.title') : t('errors.render.title')}</h1>
      <p>{chunk ? t('errors.chunk.description') : t('errors.render.description')}</p>
      {chunk && <p className="muted">ChunkLoadError</p>}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.chunk.reload')}
      </button>
    </section>
  );
}

/** Catches a ChunkLoadError (or any render error) of a lazy screen and offers a reload. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] screen failed', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (this.state.error) return <ErrorScreen chunk={isChunkLoadError(this.state.error)} />;
    return this.props.children;
  }
}
