import { errorResponse } from '@odonto/contract/msw';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

// Plain msw for both: they take any screen's path (a string), and answer nothing or a network error;
// the server error is still the contract's envelope (errorResponse).

/** A GET of `path` that never answers: the screen stays loading. */
export const neverAnswers = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A GET of `path` that fails once: a 500 with the error envelope ('server'), or no answer at all ('network'). */
export const failsOnce = (path: string, how: 'server' | 'network') =>
  http.get(path, () => (how === 'network' ? HttpResponse.error() : errorResponse(500, 'falha')), {
    once: true,
  });

/**
 * The screen says `message` with 'Tentar novamente'; pressing it loads the screen (`loaded` waits for
 * what shows it) and the message goes.
 */
export async function retriesAfterFailure(
  canvasElement: HTMLElement,
  message: string,
  loaded: (canvas: ReturnType<typeof within>) => Promise<unknown>,
): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  await loaded(canvas);
  await expect(canvas.queryByRole('alert')).toBeNull();
}
