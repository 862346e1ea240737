import type { ComponentProps } from 'react';

/**
 * A video with the browser's own controls. Only its metadata loads until it is played: a page of them
 * (a gallery, a review queue) stays light.
 */
export function Video(props: ComponentProps<'video'>) {
  return <video controls preload="metadata" {...props} />;
}
