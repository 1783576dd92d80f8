import type { AnaliseDaConta } from '@odonto/api';

/** The operator's auditor of the stories' account analyses. */
export const AUDITOR_DA_CONTA = 'Dra. Helena Prado';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Story data: an item paid in full. */
export const analisePaga = (valorInformado: number, analisadoEm: string): AnaliseDaConta => ({
  decisao: 'pagar',
  valorInformado,
  valorGlosado: 0,
  valorLiberado: valorInformado,
  codigoGlosa: null,
  descricaoGlosa: null,
  observacao: null,
  auditor: AUDITOR_DA_CONTA,
  analisadoEm,
});

/** Story data: the endodontic treatment glosed in full, its final X-ray not sent (TISS table 38, 3067). */
export const analiseSemRadiografiaFinal = (valorInformado: number, analisadoEm: string): AnaliseDaConta => ({
  decisao: 'glosarTudo',
  valorInformado,
  valorGlosado: valorInformado,
  valorLiberado: 0,
  codigoGlosa: '3067',
  descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA',
  observacao: 'A periapical enviada é a de diagnóstico, sem a obturação.',
  auditor: AUDITOR_DA_CONTA,
  analisadoEm,
});

/** Story data: a resin restoration glosed in part, done in another material (TISS table 38, 3030). */
export const analiseOutroMaterial = (
  valorInformado: number,
  valorGlosado: number,
  analisadoEm: string,
): AnaliseDaConta => ({
  decisao: 'glosarParte',
  valorInformado,
  valorGlosado,
  valorLiberado: cents(valorInformado - valorGlosado),
  codigoGlosa: '3030',
  descricaoGlosa: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
  observacao:
    'A radiografia final mostra restauração em amálgama; liberado o valor da restauração em amálgama.',
  auditor: AUDITOR_DA_CONTA,
  analisadoEm,
});
