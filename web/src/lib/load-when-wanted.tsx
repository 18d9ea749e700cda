import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
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
  // The code once it has arrived: a piece drawn after that draws it at once, in the same render as the page around
  // it, rather than its pending state for a moment (a laptop's table, fetched with the app).
  let arrived: ComponentType<Props> | undefined;
  const fetchCode = () =>
    load().then((component) => {
      arrived = component;
      return component;
    });
  // React keeps a lazy component's failure for good: after one, the next time the piece is wanted loads it anew.
  const loadAnew = () =>
    lazy(async () => {
      try {
        return { default: await fetchCode().catch(() => fetchCode()) };
      } catch (error) {
        Loaded = loadAnew();
        throw error;
      }
    });
  let Loaded = loadAnew();
  function WhenWanted(props: Props) {
    // Decided as the piece first draws, so it never swaps one way for the other (and loses its state) later.
    const [Arrived] = useState(() => arrived);
    return (
      <FailureBoundary failed={failed(props)}>
        {Arrived ? (
          <Arrived {...props} />
        ) : (
          <Suspense fallback={pending(props)}>
            <Loaded {...props} />
          </Suspense>
        )}
      </FailureBoundary>
    );
  }
  // Settles once the code has arrived or failed to.
  WhenWanted.preload = (): Promise<void> =>
    fetchCode().then(
      () => undefined,
      () => undefined,
    );
  return WhenWanted;
}
