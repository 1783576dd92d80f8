import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { login, startTestServer, type TestServer } from './support/server';

const SHARED_ADDRESS = 'recepcao@clinica-compartilhada.test';

describe.each(backends)('the data export of dentists who share an e-mail address (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    // A clinic's one mailbox, registered for two of its dentists.
    await server.db
      .updateTable('dentista')
      .set({ email: SHARED_ADDRESS })
      .where('cro', 'in', ['12345', '54321'])
      .execute();
  });
  afterAll(async () => server?.close());

  const exportOf = async (cro: string) => {
    const { accessToken } = await login(server, cro);
    return (await callOperation(server, 'exportMyData', { token: accessToken })).bodyAt(200);
  };

  it("should hold only the dentist's own e-mails in each export", async () => {
    for (const document of ['12345', '54321']) {
      const sent = await callOperation(server, 'forgotPassword', { body: { document } });
      expect(sent.status).toBe(200);
    }
    const outbox = await server.db
      .selectFrom('emailOutbox')
      .innerJoin('dentista', 'dentista.id', 'emailOutbox.dentistaId')
      .select(['emailOutbox.id', 'dentista.cro'])
      .where('emailOutbox.para', '=', SHARED_ADDRESS)
      .execute();
    const idsOf = (cro: string) => outbox.filter((row) => row.cro === cro).map((row) => row.id);
    expect(idsOf('12345')).toHaveLength(1);
    expect(idsOf('54321')).toHaveLength(1);

    const ana = await exportOf('12345');
    const bruno = await exportOf('54321');
    expect(ana.emailsRecebidos.map((email) => email.id)).toEqual(idsOf('12345'));
    expect(bruno.emailsRecebidos.map((email) => email.id)).toEqual(idsOf('54321'));
    // Each reset e-mail greets its own dentist by name: the other's is nowhere in the file.
    expect(JSON.stringify(ana.emailsRecebidos)).not.toContain('Bruno');
    expect(JSON.stringify(bruno.emailsRecebidos)).not.toContain('Ana Souza');
  });
});
