export {
  NO_PROCEDURE_MATCH,
  PROCEDURE_REQUIRED,
  ProcedurePicker,
  type ProcedurePickerProps,
  type ProcedureSelection,
  SITE_REQUIRED,
  TOOTH_REQUIRED,
} from './ProcedurePicker';
