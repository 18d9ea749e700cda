import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { FailureBoundary } from '../ui/failure-boundary';

interface LoadWhenWantedOptions<Props> {
  // Shown while the code is on its way.
  pending?: (props: Props) => ReactNode;
  // Shown in the piece's place should its code not arrive, or the piece fail to draw.
  failed?: (props: Props) => ReactNode;
}

// A piece of a page whose code loads only when it is wanted, not with the page
// (docs/decisions/023-public-page-entries.md). A failed load (a phone's
// connection dropped, or a new release replaced the file while the tab was
// open) is tried once more; should that fail too, `failed` shows in the piece's
// place and the page around it stays, and the piece is tried again the next
// time it is drawn. `preload` fetches the code ahead, when a pointer or the
// focus says the piece may soon be wanted.
export function loadWhenWanted<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { pending = () => null, failed = () => null }: LoadWhenWantedOptions<Props> = {},
) {
  // React keeps a lazy component's failure for good: after one, the next time the piece is wanted loads it anew.
  const loadAnew = () =>
    lazy(async () => {
      try {
        return { default: await load().catch(() => load()) };
      } catch (error) {
        Loaded = loadAnew();
        throw error;
      }
    });
  let Loaded = loadAnew();
  function WhenWanted(props: Props) {
    return (
      <FailureBoundary failed={failed(props)}>
        <Suspense fallback={pending(props)}>
          <Loaded {...props} />
        </Suspense>
      </FailureBoundary>
    );
  }
  WhenWanted.preload = () => {
    load().catch(() => undefined);
  };
  return WhenWanted;
}
