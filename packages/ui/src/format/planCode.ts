/** The plan code lives in the contract so that the screens, the printed guide and the TISS XML share it. */
export { formatPlanCode } from '@odonto/contract';
