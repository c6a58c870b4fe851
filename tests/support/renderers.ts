import type { ImageRenderer } from '../../backend/ports/image-renderer.ts';

/** An image renderer whose engine really runs and fails, as a crashed paint engine would. */
export const failingRenderer = (message: string) => {
  const calls: string[] = [];
  const renderer: ImageRenderer = {
    render: async (_image, _masks, colors) => {
      calls.push(colors.mainBody);
      throw new Error(message);
    },
  };
  return { renderer, calls };
};

/**
 * A renderer that holds every render until `release()`, then fails it: a render that outlasts
 * the request waiting for it and fails afterwards.
 */
export const heldFailingRenderer = (message: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  const renderer: ImageRenderer = {
    render: async (_image, _masks, colors) => {
      calls.push(colors.mainBody);
      await released;
      throw new Error(message);
    },
  };
  return { renderer, calls, release };
};
