import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Submission, type SubmissionOptions, useSubmission } from './useSubmission';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A call the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let unmountLast: (() => void) | undefined;
afterEach(() => unmountLast?.());

interface FormProps {
  options: SubmissionOptions<string, string>;
  report: (submission: Submission<string>) => void;
}

/** A form using the hook, handing what it returned on each render to the test. */
function Form({ options, report }: FormProps) {
  report(useSubmission(options));
  return null;
}

/** Mounts the form; `current()` is what the hook returned on the last render. */
function mount(options: SubmissionOptions<string, string>) {
  let latest: Submission<string> | undefined;
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root.render(
      <Form
        options={options}
        report={(submission) => {
          latest = submission;
        }}
      />,
    ),
  );
  const unmount = () => act(() => root.unmount());
  unmountLast = unmount;
  const current = () => {
    if (!latest) throw new Error('O formulário não foi montado.');
    return latest;
  };
  return { current, unmount };
}

describe('useSubmission', () => {
  it('should be busy while the call runs, then report the answer and say it succeeded', async () => {
    const call = deferred<string>();
    const send = vi.fn(() => call.promise);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const form = mount({ send, onSuccess, onError });
    expect(form.current()).toMatchObject({ busy: false, succeeded: false });

    act(() => form.current().submit('12345'));
    expect(send).toHaveBeenCalledWith('12345');
    expect(form.current()).toMatchObject({ busy: true, succeeded: false });

    await act(async () => call.resolve('enviado'));
    expect(form.current()).toMatchObject({ busy: false, succeeded: true });
    expect(onSuccess).toHaveBeenCalledWith('enviado');
    expect(onError).not.toHaveBeenCalled();
  });

  it('should report what a refused call threw, and not say it succeeded', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const form = mount({ send: () => call.promise, onSuccess, onError });

    act(() => form.current().submit('12345'));
    const refusal = new Error('recusado');
    await act(async () => call.reject(refusal));
    expect(form.current()).toMatchObject({ busy: false, succeeded: false });
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('should treat a send that throws at once as a refused call', async () => {
    const refusal = new Error('sem cliente');
    const onError = vi.fn();
    const form = mount({
      send: () => {
        throw refusal;
      },
      onError,
    });

    await act(async () => form.current().submit('12345'));
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(form.current().busy).toBe(false);
  });

  it('should ignore a second submit while the first call runs', async () => {
    const call = deferred<string>();
    const send = vi.fn(() => call.promise);
    const form = mount({ send });

    act(() => form.current().submit('1'));
    act(() => form.current().submit('2'));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve('ok'));
    await act(async () => form.current().submit('3'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('3');
  });

  it('should drop an answer that arrives after the screen went away', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const form = mount({ send: () => call.promise, onSuccess });

    act(() => form.current().submit('12345'));
    form.unmount();
    unmountLast = undefined;
    await act(async () => call.resolve('tarde'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
