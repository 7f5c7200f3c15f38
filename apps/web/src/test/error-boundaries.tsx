import { Component, type ReactNode } from 'react';

/** A boundary above the one under test: shows "Outer caught <message>" for what reaches it. */
export class OuterBoundary extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught ? <p>Outer caught {this.state.caught}</p> : this.props.children;
  }
}

/** A part that fails to render with "a defect", not a failed download. */
export function Broken(): ReactNode {
  throw new Error('a defect');
}
