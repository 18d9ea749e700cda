import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

interface LoadWhenWantedOptions<Props> {
  // Shown while the code is on its way.
  pending?: (props: Props) => ReactNode;
  // Shown in the piece's place should its code not arrive, or the piece fail to draw.
  failed?: (props: Props) => ReactNode;
}

class PieceFailureBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

// A piece of a page whose code loads only when it is wanted, not with the page
// (docs/decisions/023-public-page-entries.md). A failed load (a phone's
// connection dropped, or a new release replaced the file while the tab was
// open) is tried once more; should that fail too, `failed` shows in the piece's
// place and the page around it stays. `preload` fetches the code ahead, when a
// pointer or the focus says the piece may soon be wanted.
export function loadWhenWanted<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { pending = () => null, failed = () => null }: LoadWhenWantedOptions<Props> = {},
) {
  const Loaded = lazy(async () => ({ default: await load().catch(() => load()) }));
  function WhenWanted(props: Props) {
    return (
      <PieceFailureBoundary failed={failed(props)}>
        <Suspense fallback={pending(props)}>
          <Loaded {...props} />
        </Suspense>
      </PieceFailureBoundary>
    );
  }
  WhenWanted.preload = () => {
    load().catch(() => undefined);
  };
  return WhenWanted;
}
