export { DemonstrativoSummary, type DemonstrativoSummaryProps } from './DemonstrativoSummary';
export { LoteSteps, type LoteStepsProps } from './LoteSteps';
export { competenciaLabel, enviadoEmLabel, passoEm } from './loteLabels';
