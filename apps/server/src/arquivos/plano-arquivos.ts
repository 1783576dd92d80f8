import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { SessionLimits } from '../autenticacao/session-config';
import { PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import { MSG_PLANOS } from '../planos/messages';
import { requireOwnedPlan } from '../planos/ownership';
import { itemQuery } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { InTransaction } from '../plataforma/http/idempotency';
import type { Caller } from '../plataforma/identidade';
import { checkFileContent } from './file-checks';
import { detectFileType } from './file-type';
import { MSG_ARQUIVOS, MSG_PLANO_ARQUIVOS } from './messages';
import type { FileUrlSigner } from './signed-url';
import type { FileStorage } from './storage';

/** Largest file a plan takes (docs/product-rules.md#d3). */
/** The longest file name kept: a name is read in lists and dialogs, not a place for a text. */
export const MAX_NOME_ARQUIVO = 120;

/**
 * A file's name as people read it: without control and format characters (bidirectional overrides such as
 * U+202E would show 'exame\u202Egnp.exe' as 'exameexe.png'; zero-width ones hide letters), trimmed, and cut
 * to MAX_NOME_ARQUIVO characters keeping its extension.
 */
export function nomeExibivel(nome: string | undefined): string {
  const limpo = [...(nome ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()];
  if (limpo.length <= MAX_NOME_ARQUIVO) return limpo.join('');
  const extensao = /\.[\p{L}\p{N}]{1,8}$/u.exec(limpo.join(''))?.[0] ?? '';
  return `${limpo
    .slice(0, MAX_NOME_ARQUIVO - [...extensao].length)
    .join('')
    .trimEnd()}${extensao}`;
}

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Most files one plan holds (docs/product-rules.md#business-constants). */
export const MAX_FILES_PER_PLAN = 10;

export interface Upload {
  idPlanoTratamento: number;
  /** The beneficiary's CPF (punctuation ignored), sent by older clients only: when present it must match. */
  cpf?: string | undefined;
  idImagemTipo: number;
  /** The performed item of the plan the file is the final documentation of (migration 020). */
  idProcedimentoItem?: number | undefined;
  /** Original file name; 'arquivo.<ext>' when none was sent. */
  nome: string | undefined;
  bytes: Uint8Array;
  /** The file was cut at the size limit while being received (multipart). */
  truncated?: boolean;
  /** The body's field that held the bytes (multipart `file`, JSON `Data`), named in `invalid-params`. */
  bytesField?: 'file' | 'Data';
}

/** The files of treatment plans: type from the bytes, size and count limits, signed links. */
export class PlanoArquivos {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly signer: FileUrlSigner,
    private readonly sessionLimits: Pick<SessionLimits, 'maxAgeMs' | 'idleMs'>,
  ) {}

  /** Saves a file to one of the caller's plans; returns its id. */
  async upload(caller: Caller, upload: Upload, inTransaction?: InTransaction): Promise<number> {
    const plan = await this.db
      .selectFrom('planoTratamento as p')
      .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
      .select(['p.id', 'p.status', 'b.cpf'])
      .where('p.id', '=', upload.idPlanoTratamento)
      .where('p.dentistaId', '=', caller.id)
      .executeTakeFirst();
    // Another dentist's plan answers as a missing one: plan ids cannot be probed.
    if (!plan) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    // A cancelled plan is closed for good (re-checked under the lock below).
    if (plan.status === PLANO_CANCELADO)
      throw new ApiError(409, MSG_PLANO_ARQUIVOS.planoCanceladoSemArquivos);
    const invalid = (field: string, reason: string) =>
      fieldError(400, field, reason, MSG_PLANO_ARQUIVOS.uploadFaltaInformacoes);
    if (upload.cpf !== undefined && upload.cpf.replace(/\D/g, '') !== plan.cpf) {
      throw invalid('cpf', MSG_PLANO_ARQUIVOS.uploadCpfDiferente);
    }
    const tipo = await this.db
      .selectFrom('imagemTipo')
      .select('id')
      .where('id', '=', upload.idImagemTipo)
      .executeTakeFirst();
    if (!tipo) throw invalid('IdImagemTipo', MSG_PLANO_ARQUIVOS.uploadTipoImagemInexistente);
    if (upload.idProcedimentoItem !== undefined) {
      await this.conferirDocumentacaoFinal(plan.id, upload.idProcedimentoItem, tipo.id, invalid);
    }

    const shownName = nomeExibivel(upload.nome) || 'arquivo';
    if (upload.bytes.length === 0) throw invalid(upload.bytesField ?? 'file', MSG_PLANO_ARQUIVOS.uploadVazio);
    if (upload.truncated || upload.bytes.length > MAX_FILE_BYTES) {
      throw new ApiError(413, MSG_PLANO_ARQUIVOS.arquivoGrande(shownName));
    }
    const type = detectFileType(upload.bytes);
    if (!type) throw new ApiError(415, MSG_PLANO_ARQUIVOS.arquivoTipoInvalido(shownName));
    const refusal = await checkFileContent(upload.bytes, type.contentType);
    if (refusal) throw new ApiError(415, MSG_ARQUIVOS[refusal](shownName));
    const nome = nomeExibivel(upload.nome) || `arquivo.${type.extension}`;

    // Refused before any byte is stored when the plan is already full (re-checked under the lock below).
    if ((await this.fileCount(this.db, plan.id)) >= MAX_FILES_PER_PLAN) {
      throw new ApiError(409, MSG_PLANO_ARQUIVOS.limiteArquivos(nome));
    }
    // The bytes first, outside any transaction: a slow store (bounded by its own timeout) holds no lock on
    // the plan. A crash after this and before the row commits leaves an object without a row, which the
    // sweeper removes once it is older than its grace period.
    const chave = `planos/${plan.id}/${randomUUID()}.${type.extension}`;
    try {
      await this.storage.put(chave, upload.bytes, type.contentType);
    } catch (error) {
      await this.storage.delete(chave).catch(() => undefined);
      throw error;
    }
    try {
      // A short transaction: the plan's row lock makes count-then-insert exact against concurrent uploads.
      return await this.db.transaction().execute(async (trx) => {
        const locked = await requireOwnedPlan(
          trx,
          plan.id,
          caller.id,
          new ApiError(404, MSG_PLANOS.planoNaoEncontrado),
          { lock: true },
        );
        if (locked.status === PLANO_CANCELADO)
          throw new ApiError(409, MSG_PLANO_ARQUIVOS.planoCanceladoSemArquivos);
        if ((await this.fileCount(trx, plan.id)) >= MAX_FILES_PER_PLAN) {
          throw new ApiError(409, MSG_PLANO_ARQUIVOS.limiteArquivos(nome));
        }
        const { id } = await trx
          .insertInto('planoImagem')
          .values({
            planoTratamentoId: plan.id,
            imagemTipoId: tipo.id,
            dentistaId: caller.id,
            nomeArquivoOriginal: nome,
            contentType: type.contentType,
            tamanho: upload.bytes.length,
            chave,
            planoTratamentoItemId: upload.idProcedimentoItem ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await inTransaction?.(trx, id);
        return id;
      });
    } catch (error) {
      // The row did not commit (refused, or the database failed): the stored bytes must not stay.
      await this.storage.delete(chave).catch(() => undefined);
      throw error;
    }
  }

  /**
   * A file sent as an item's final documentation: the item is the plan's, performed, and its procedure asks
   * for a final documentation of this image type (the rules table); 400 on the field otherwise.
   */
  private async conferirDocumentacaoFinal(
    planoId: number,
    itemId: number,
    idImagemTipo: number,
    invalid: (field: string, reason: string) => ApiError,
  ) {
    const item = await itemQuery(this.db)
      .where('i.id', '=', itemId)
      .where('i.planoTratamentoId', '=', planoId)
      .executeTakeFirst();
    if (!item) throw invalid('IdProcedimentoItem', MSG_PLANO_ARQUIVOS.documentacaoFinalItemDeOutroPlano);
    if (item.status !== 'Realizado') {
      throw invalid('IdProcedimentoItem', MSG_PLANO_ARQUIVOS.documentacaoFinalItemNaoRealizado);
    }
    if (item.documentacaoFinalTipoId === null) {
      throw invalid('IdProcedimentoItem', MSG_PLANO_ARQUIVOS.documentacaoFinalNaoPedida(item.descricao));
    }
    if (item.documentacaoFinalTipoId !== idImagemTipo) {
      throw invalid(
        'IdImagemTipo',
        MSG_PLANO_ARQUIVOS.documentacaoFinalTipoErrado(item.documentacaoFinalTipo ?? ''),
      );
    }
  }

  private async fileCount(db: Kysely<Database>, planoId: number): Promise<number> {
    const { total } = await db
      .selectFrom('planoImagem')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('planoTratamentoId', '=', planoId)
      .executeTakeFirstOrThrow();
    return total;
  }

  /**
   * The files of a plan (PlanoImagem), each with a link for the caller's session, valid for 15 minutes; read
   * through `db` (a caller's transaction, that sees what it wrote).
   */
  async recordsOf(planoId: number, sessao: string, now = new Date(), db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('planoImagem as f')
      .innerJoin('imagemTipo as t', 't.id', 'f.imagemTipoId')
      .select([
        'f.id',
        'f.nomeArquivoOriginal',
        'f.contentType',
        'f.tamanho',
        'f.criadoEm',
        't.id as idImagemTipo',
        't.descricao',
        'f.planoTratamentoItemId',
      ])
      .where('f.planoTratamentoId', '=', planoId)
      .orderBy('f.id')
      .execute();
    return rows.map((row) => ({
      idImagem: row.id,
      nomeArquivoOriginal: row.nomeArquivoOriginal,
      absolutePath: this.signer.url(row.id, sessao, now),
      contentType: row.contentType,
      tamanho: row.tamanho,
      dtCriacao: row.criadoEm.toISOString(),
      imagemTipo: { idImagemTipo: row.idImagemTipo, descricao: row.descricao },
      idProcedimentoItem: row.planoTratamentoItemId,
    }));
  }

  /**
   * The bytes behind a signed link. The link holds while the session that made it lives: not after a
   * logout, a password change or reset, nor past the session's absolute or idle limit (as a refresh
   * would find it), so a link copied out of the portal is worth no more than the session itself.
   */
  async read(idImagem: number, expira: number, sessao: string, assinatura: string, now = new Date()) {
    const linkInvalid = new ApiError(403, MSG_PLANO_ARQUIVOS.arquivoLinkInvalido);
    if (!this.signer.isValid(idImagem, expira, sessao, assinatura, now)) throw linkInvalid;
    const { maxAgeMs, idleMs } = this.sessionLimits;
    const row = await this.db
      .selectFrom('planoImagem as f')
      .leftJoin('sessao as s', (join) =>
        join
          .on('s.id', '=', sessao)
          .on('s.revogadaEm', 'is', null)
          .on('s.criadaEm', '>', new Date(now.getTime() - maxAgeMs))
          .on('s.ultimaAtividadeEm', '>', new Date(now.getTime() - idleMs)),
      )
      .leftJoin('dentista as quem', 'quem.id', 's.dentistaId')
      .select([
        'f.chave',
        'f.contentType',
        'f.nomeArquivoOriginal',
        'f.dentistaId',
        's.dentistaId as sessaoDe',
        'quem.papel as papel',
      ])
      .where('f.id', '=', idImagem)
      .executeTakeFirst();
    // A live session of the plan's dentist, or of an auditor (the audit console shows every plan's files).
    const sessaoValida =
      row?.sessaoDe != null && (row.sessaoDe === row.dentistaId || row.papel === 'Auditor');
    if (row && !sessaoValida) throw linkInvalid;
    const bytes = row ? await this.storage.get(row.chave) : null;
    if (!row || !bytes) throw new ApiError(404, MSG_PLANO_ARQUIVOS.arquivoNaoEncontrado);
    return { bytes, contentType: row.contentType, nome: row.nomeArquivoOriginal };
  }
}
