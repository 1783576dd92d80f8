/**
 * Procedure rules (issue #15, docs/product-rules.md#procedure-rules): what each TUSS code needs to be placed
 * (regras-procedimentos.csv, one row per code) and the pure engine that predicts the glosas of a plan item.
 */

export {
  type Denticao,
  type PresencaDente,
  procedureRules,
  type RegraProcedimento,
  type Requisito,
  ruleOf,
  type Sitio,
  type TipoDente,
} from './table';
export {
  type ClasseCanais,
  crownFacesOf,
  dentitionOf,
  isToothCode,
  type RaizesDoDente,
  rootsOf,
} from './teeth';
export {
  type CondicaoInicial,
  type ContextoValidacao,
  faceList,
  type ItemDoPlano,
  type ItemProcedimento,
  type ProblemaItem,
  validateItem,
} from './validate';
