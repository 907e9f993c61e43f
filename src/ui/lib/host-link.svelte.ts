// Whether this page reaches the host: lost when its push stream drops (Marshal killed, crashed or restarted),
// back when the stream opens again. The page then says "Marshal restarted — reconnecting", and whoever shows
// something from the host asks for it again, since pushes were missed meanwhile.
class HostLink {
  /** The stream is down: the page keeps trying by itself. */
  down = $state(false);
  /** How many times the link came back. */
  returns = $state(0);
  readonly #back = new Set<() => void>();

  lost(): void {
    this.down = true;
  }

  back(): void {
    if (!this.down) return;
    this.down = false;
    this.returns++;
    for (const listener of this.#back) listener();
  }

  /** Called each time the link comes back; returns the stop function. */
  onBack(listener: () => void): () => void {
    this.#back.add(listener);
    return () => this.#back.delete(listener);
  }
}

export const hostLink = new HostLink();
