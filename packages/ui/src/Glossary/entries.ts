import type { Glossario, StatusDoProduto } from '@odonto/contract';
import { type StatusKind, statusDisplay } from '../status';
import { faceAnchor, glosaAnchor, regiaoAnchor, statusAnchor, tissAnchor } from './anchors';

/** One entry of the glossary: its anchor, the term as shown and what it means. */
export interface GlossaryEntry {
  anchor: string;
  /** The term: a status's label, a code. */
  term: string;
  /** What it means (the official text of a code, the one-line meaning of a status). */
  description: string;
  /** What the term belongs to, e.g. 'Item do plano' (a status's kind). */
  context?: string;
  /** For a product status: its kind and value (the page shows its badge); for a TISS status: none. */
  status?: { kind: StatusKind; value: string | number };
  /** Entries this one leads to: a product status's TISS codes, a TISS status's product statuses. */
  related: ReadonlyArray<{ anchor: string; label: string }>;
}

/** One section of the page, with its heading and its anchor. */
export interface GlossarySection {
  id: string;
  title: string;
  /** A sentence under the heading that says what the codes are. */
  intro: string;
  entries: GlossaryEntry[];
}

const KIND_TITLES: Record<StatusDoProduto['tipo'], string> = {
  plano: 'Plano de tratamento',
  item: 'Item do plano',
  glosa: 'Recurso de glosa',
  lote: 'Lote de faturamento',
  financeiro: 'Pagamento',
};

/** The value as the badges take it: the API gives the plan's number as text in the glossary. */
const statusValue = (status: StatusDoProduto): string | number =>
  status.tipo === 'plano' ? Number(status.valor) : status.valor;

// statusDisplay and statusAnchor type the value by kind; the glossary's kind is only known at run time, and
// both tolerate any value (an unknown one gets the fallback), hence the widening casts below.
const statusLabel = (status: StatusDoProduto) =>
  statusDisplay(status.tipo, statusValue(status) as never).label;

/**
 * The sections of the glossary from the server's answer (getGlossario); the product statuses keep the labels
 * the badges show (statusDisplay), so that the page and the badges never disagree.
 */
export function glossarySections(glossario: Glossario): GlossarySection[] {
  const tissText = new Map(glossario.statusTiss.map((status) => [status.codigo, status.descricao]));
  const product = glossario.statusDoProduto.map<GlossaryEntry>((status) => ({
    anchor: statusAnchor(status.tipo, statusValue(status) as never),
    term: statusLabel(status),
    context: KIND_TITLES[status.tipo],
    description: status.significado,
    status: { kind: status.tipo, value: statusValue(status) },
    related: status.codigosTiss.map((codigo) => ({
      anchor: tissAnchor(codigo),
      label: `TISS ${codigo} · ${tissText.get(codigo) ?? ''}`,
    })),
  }));
  return [
    {
      id: 'status-do-produto',
      title: 'Status do portal',
      intro:
        'Os status que o portal e o console mostram, de planos, itens, glosas, lotes e pagamentos, com o status TISS a que correspondem.',
      entries: product,
    },
    {
      id: 'status-tiss',
      title: 'Status TISS',
      intro:
        "O padrão TISS da ANS numera o status de uma solicitação de 1 a 7 (dm_statusSolicitacao). 'TISS 2', ao lado de um status, é esse código: 2 quer dizer Em análise.",
      entries: glossario.statusTiss.map((status) => ({
        anchor: tissAnchor(status.codigo),
        term: `TISS ${status.codigo}`,
        description: status.descricao,
        related: glossario.statusDoProduto
          .filter((produto) => produto.codigosTiss.includes(status.codigo))
          .map((produto) => ({
            anchor: statusAnchor(produto.tipo, statusValue(produto) as never),
            label: `${statusLabel(produto)} (${KIND_TITLES[produto.tipo]})`,
          })),
      })),
    },
    {
      id: 'tabela-38',
      title: 'Códigos da Tabela 38',
      intro:
        'Os motivos de negativa e de glosa (Tabela 38 da TUSS) que a operadora usa, com o texto oficial de cada código.',
      entries: glossario.codigosTabela38.map((codigo) => ({
        anchor: glosaAnchor(codigo.codigo),
        term: codigo.codigo,
        description: codigo.descricao,
        related: [],
      })),
    },
    {
      id: 'regioes',
      title: 'Regiões da boca (Tabela 42)',
      intro: 'As siglas das regiões da boca de um procedimento que não é de um dente só.',
      entries: glossario.regioes.map((regiao) => ({
        anchor: regiaoAnchor(regiao.codigo),
        term: regiao.codigo,
        description: regiao.descricao,
        related: [],
      })),
    },
    {
      id: 'faces',
      title: 'Faces do dente',
      intro: 'As letras das faces de um dente num procedimento, como em 11 (O, M).',
      entries: glossario.faces.map((face) => ({
        anchor: faceAnchor(face.codigo),
        term: face.codigo,
        description: face.descricao,
        related: [],
      })),
    },
  ];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether an entry matches what was typed in the filter (code, term or meaning; case and accents ignored). */
export function entryMatches(entry: GlossaryEntry, filter: string): boolean {
  const wanted = fold(filter.trim());
  if (wanted === '') return true;
  return fold(
    `${entry.term} ${entry.context ?? ''} ${entry.description} ${entry.related.map((item) => item.label).join(' ')}`,
  ).includes(wanted);
}
