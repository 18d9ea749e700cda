import { Component, type ReactNode } from 'react';

// Shows `failed` in place of what failed to draw below it, and logs why: the
// page around it stays.
export class FailureBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { failed: boolean }> {
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
