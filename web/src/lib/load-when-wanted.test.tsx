import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenWanted } from './load-when-wanted';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const droppedConnection = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadWhenWanted', () => {
  it('shows the piece once its code arrives, and what it says while on its way', async () => {
    const Piece = loadWhenWanted(async () => Greeting, { pending: ({ name }) => <p>Loading {name}…</p> });
    render(<Piece name="Ada" />);
    expect(screen.getByText('Loading Ada…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('tries a failed load once more', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(droppedConnection())
      .mockResolvedValueOnce(Greeting);
    const Piece = loadWhenWanted(load);
    render(<Piece name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what it says in the piece’s place when the code never arrives, and keeps the page around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Piece = loadWhenWanted<{ name: string }>(() => Promise.reject(droppedConnection()), {
      failed: ({ name }) => <p role="alert">{name}’s greeting could not load</p>,
    });
    render(
      <main>
        <h1>The page</h1>
        <Piece name="Ada" />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada’s greeting could not load');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('fetches the code ahead with preload, and a failed preload asks nothing of the page', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(droppedConnection())
      .mockResolvedValue(Greeting);
    const Piece = loadWhenWanted(load);
    Piece.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Piece name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('draws a piece whose code has arrived in the same render, without its pending state', async () => {
    const Piece = loadWhenWanted(async () => Greeting, { pending: () => <p>Loading…</p> });
    Piece.preload();
    await vi.dynamicImportSettled();

    render(<Piece name="Ada" />);

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('tries again the next time the piece is wanted, after its code failed to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(droppedConnection())
      .mockRejectedValueOnce(droppedConnection())
      .mockResolvedValue(Greeting);
    const Piece = loadWhenWanted<{ name: string }>(load, { failed: () => <p role="alert">could not load</p> });
    const first = render(<Piece name="Ada" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    first.unmount();

    render(<Piece name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    vi.mocked(console.error).mockRestore();
  });
});
