import { type CallFailure, failureOf } from '@odonto/api';
import { AuthLayout, CroField, FP } from '@odonto/ui';
import { type UfDoCro, useSubmission, useUfDoCro } from '@odonto/web-shell';
import { type FormEvent, useState } from 'react';
import { type AccessMessage, AccessNotice, BACK_TO_LOGIN, LinkTo } from './AccessNotice';
import { croOf, croRequestProblem } from './croRequestRules';
import { SubmitButton } from './SubmitButton';
import { useLoginRedirect } from './useLoginRedirect';

/** What the screen shows after the request; `redirect` sends the dentist to /login 4 seconds later. */
export interface CroRequestAnswer extends AccessMessage {
  redirect?: boolean;
}

export interface CroRequestScreenProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** The button's text while the request runs. */
  busyLabel: string;
  /**
   * Sends the trimmed CRO, and its UF once the server asked for it (a number that exists in more than one
   * UF); resolves to the server's answer, throws a CallError when refused.
   */
  send: (request: { document: string; uf?: UfDoCro }) => Promise<{ message: string }>;
  /** What to show when the server accepted the request, from its message. */
  answerSent: (serverMessage: string) => CroRequestAnswer;
  /** What to show when the request failed (the screen's entry of the error catalogue). */
  answerFailed: (failure: CallFailure) => CroRequestAnswer;
}

/** The screens that ask for an e-mail by CRO: first access and forgot password (docs/product-rules.md#first-access, #forgot-password). */
export function CroRequestScreen({
  title,
  subtitle,
  submitLabel,
  busyLabel,
  send,
  answerSent,
  answerFailed,
}: CroRequestScreenProps) {
  const [cro, setCro] = useState('');
  const ufDoCro = useUfDoCro();
  // A new id per message restarts the Notice's 5-second count.
  const [message, setMessage] = useState<(CroRequestAnswer & { id: number }) | null>(null);
  const show = (answer: CroRequestAnswer) => setMessage({ ...answer, id: Date.now() });
  const request = useSubmission({
    send,
    onSuccess: (answer) => show(answerSent(answer.message)),
    onError: (thrown) => {
      const failure = failureOf(thrown);
      ufDoCro.noteFailure(failure);
      show(answerFailed(failure));
    },
  });
  const busy = request.busy;
  const redirecting = message?.redirect === true;
  useLoginRedirect(redirecting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || redirecting) return;
    const problem = croRequestProblem(cro);
    if (problem) {
      show({ tone: 'error', text: problem });
      return;
    }
    if (ufDoCro.missing) {
      show({ tone: 'error', text: 'Selecione a UF do seu CRO.' });
      return;
    }
    setMessage(null);
    request.submit({ document: croOf(cro), ...ufDoCro.payload });
  }

  return (
    <AuthLayout title={title} subtitle={subtitle} footer={<LinkTo link={BACK_TO_LOGIN} />}>
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <div className={FP.stack4}>
          {message ? (
            <AccessNotice key={message.id} message={message} onDismiss={() => setMessage(null)} />
          ) : null}
          <CroField
            placeholder="Digite seu CRO*"
            value={cro}
            onChange={(event) => {
              setCro(event.target.value);
              ufDoCro.reset();
            }}
          />
          {ufDoCro.field}
          <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} disabled={redirecting} />
        </div>
      </form>
    </AuthLayout>
  );
}
